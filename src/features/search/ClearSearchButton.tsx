import { CloseIcon } from '../../components/controlIcons';

/** Our one clear button for a search field (the browser's own is hidden): empties it and keeps the focus in it. */
export function ClearSearchButton({ onClear }: { onClear: () => void }) {
  return (
    <button
      type="button"
      className="icon-btn search-clear"
      aria-label="Clear search"
      onClick={(event) => {
        onClear();
        event.currentTarget.form?.querySelector('input')?.focus();
      }}
    >
      <CloseIcon size={18} />
    </button>
  );
}
