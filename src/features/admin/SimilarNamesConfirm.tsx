import { similarNamesText, type SimilarReciter } from './similarReciters';

/**
 * Said when an added reciter's name is like an existing one's: names them, and adds anyway only on a second,
 * deliberate click (two spellings of one reciter would split their naats).
 */
export function SimilarNamesConfirm({
  name,
  similar,
  busy,
  onConfirm,
}: {
  name: string;
  similar: readonly SimilarReciter[];
  busy: boolean;
  onConfirm: () => void;
}) {
  return (
    <div className="admin-error" role="alert">
      <p>{similarNamesText(name, similar)}</p>
      <button type="button" className="admin-btn admin-btn-small" onClick={onConfirm} disabled={busy}>
        Add Anyway
      </button>
    </div>
  );
}
