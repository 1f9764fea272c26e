import { GridIcon, ListIcon } from './controlIcons';
import { useT } from '../i18n/useT';

export type ListLayout = 'grid' | 'list';

/** The grid/list switch of the list pages. */
export function LayoutToggle({
  value,
  onChange,
}: {
  value: ListLayout;
  onChange: (layout: ListLayout) => void;
}) {
  const t = useT();
  return (
    <div className="layout-toggle" role="group" aria-label={t('listLayout.label')}>
      <button
        type="button"
        className="icon-btn"
        aria-label={t('listLayout.grid')}
        aria-pressed={value === 'grid'}
        onClick={() => onChange('grid')}
      >
        <GridIcon />
      </button>
      <button
        type="button"
        className="icon-btn"
        aria-label={t('listLayout.list')}
        aria-pressed={value === 'list'}
        onClick={() => onChange('list')}
      >
        <ListIcon />
      </button>
    </div>
  );
}
