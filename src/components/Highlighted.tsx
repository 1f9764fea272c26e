import { highlight } from '../lib/highlight';

/** Text with the query's matches marked; plain text when there is no query. */
export function Highlighted({ text, query }: { text: string; query?: string | undefined }) {
  if (!query) return <>{text}</>;
  return (
    <>
      {highlight(text, query).map((segment, index) =>
        segment.match ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>,
      )}
    </>
  );
}
