import { useT } from '../../i18n/useT';
import type { SimilarReciter } from './similarReciters';

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
  const t = useT();
  const names = similar.map((reciter) => `"${reciter.name}"`).join(', ');
  return (
    <div className="admin-error" role="alert">
      <p>{t(similar.length === 1 ? 'admin.similar.one' : 'admin.similar.many', { names, name })}</p>
      <button type="button" className="admin-btn admin-btn-small" onClick={onConfirm} disabled={busy}>
        {t('admin.similar.addAnyway')}
      </button>
    </div>
  );
}
