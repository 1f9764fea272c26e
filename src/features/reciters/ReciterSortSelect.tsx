import { RECITER_SORT_LABELS, RECITER_SORTS, type ReciterSort } from '../../lib/reciterSort';
import { useT } from '../../i18n/useT';
import './reciterPage.css';

/** The order of a reciter's naats: a native select, compact on a phone and keyboard-friendly as it is. */
export function ReciterSortSelect({
  value,
  onChange,
}: {
  value: ReciterSort;
  onChange: (sort: ReciterSort) => void;
}) {
  const t = useT();
  return (
    <label className="sort-control">
      <span className="sort-control-label">{t('reciter.sortBy')}</span>
      <select
        value={value}
        onChange={(event) => {
          const next = RECITER_SORTS.find((sort) => sort === event.target.value);
          if (next) onChange(next);
        }}
      >
        {RECITER_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(RECITER_SORT_LABELS[sort])}
          </option>
        ))}
      </select>
    </label>
  );
}
