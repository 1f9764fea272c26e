import { CloseIcon } from '../../components/controlIcons';
import { useT } from '../../i18n/useT';

/** Our one clear button for a search field (the browser's own is hidden): empties it and keeps the focus in it. */
export function ClearSearchButton({ onClear }: { onClear: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      className="icon-btn search-clear"
      aria-label={t('search.clear')}
      onClick={(event) => {
        onClear();
        event.currentTarget.form?.querySelector('input')?.focus();
      }}
    >
      <CloseIcon size={18} />
    </button>
  );
}
