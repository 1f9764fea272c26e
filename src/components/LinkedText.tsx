import { Link } from './links';

const LINK = /<link>(.*?)<\/link>/;

/**
 * A message with one `<link>…</link>` part, that part rendered as a link inside the app. The words around
 * the link stay in the one message, so each language puts them in its own order.
 */
export function LinkedText({ text, to }: { text: string; to: string }) {
  const match = LINK.exec(text);
  if (match === null) return <>{text}</>;
  return (
    <>
      {text.slice(0, match.index)}
      <Link to={to}>{match[1]}</Link>
      {text.slice(match.index + match[0].length)}
    </>
  );
}
