import { highlight } from '../lib/highlight';

/** Text with the query's matches marked (see Highlighted, which loads this with the search normaliser). */
export default function Marked({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlight(text, query).map((segment, index) =>
        segment.match ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>,
      )}
    </>
  );
}
