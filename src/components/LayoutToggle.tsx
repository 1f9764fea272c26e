import { GridIcon, ListIcon } from './controlIcons';

export type ListLayout = 'grid' | 'list';

/** The grid/list switch of the list pages. */
export function LayoutToggle({
  value,
  onChange,
}: {
  value: ListLayout;
  onChange: (layout: ListLayout) => void;
}) {
  return (
    <div className="layout-toggle" role="group" aria-label="Layout">
      <button
        type="button"
        className="icon-btn"
        aria-label="Grid view"
        aria-pressed={value === 'grid'}
        onClick={() => onChange('grid')}
      >
        <GridIcon />
      </button>
      <button
        type="button"
        className="icon-btn"
        aria-label="List view"
        aria-pressed={value === 'list'}
        onClick={() => onChange('list')}
      >
        <ListIcon />
      </button>
    </div>
  );
}
