import { pageWindow, paginationRange, type PageItem } from '../lib/pagination';
import { ChevronLeftIcon, ChevronRightIcon } from './controlIcons';
import { useT } from '../i18n/useT';

interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /**
   * 'numbered': first, last and two either side with ellipses (popular, recent, favorites).
   * 'window': up to 5 consecutive numbers (a reciter's naats).
   */
  variant?: 'numbered' | 'window';
  /** The navigation's name; 'Pagination' when left out. */
  label?: string;
}

/** Previous / page numbers / Next. Renders nothing for a single page. */
export function Pagination({ page, totalPages, onChange, variant = 'numbered', label }: PaginationProps) {
  const t = useT();
  if (totalPages <= 1) return null;
  const items: PageItem[] =
    variant === 'window' ? pageWindow(page, totalPages) : paginationRange(page, totalPages);
  return (
    <nav className="pagination" aria-label={label ?? t('pagination.label')}>
      <button
        type="button"
        className="page-btn page-step"
        onClick={() => onChange(page - 1)}
        disabled={page <= 1}
      >
        <ChevronLeftIcon size={16} />
        <span className="page-step-label">{t('pagination.previous')}</span>
      </button>
      <ul>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className="page-btn"
                aria-label={t('pagination.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => {
                  if (item !== page) onChange(item);
                }}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className="page-gap" aria-hidden="true">
              …
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className="page-btn page-step"
        onClick={() => onChange(page + 1)}
        disabled={page >= totalPages}
      >
        <span className="page-step-label">{t('pagination.next')}</span>
        <ChevronRightIcon size={16} />
      </button>
    </nav>
  );
}
