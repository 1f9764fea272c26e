import { formatNumber } from '../../i18n/format';
import { useT } from '../../i18n/useT';

/** Previous / Page x of y / Next for the admin tables (20 a page). Nothing for a single page. */
export function AdminPager({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  const t = useT();
  if (totalPages <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={t('admin.pager.label')}>
      <button
        type="button"
        className="admin-btn admin-btn-ghost"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        {t('admin.pager.previous')}
      </button>
      <span>
        {t('admin.pager.position', { page: formatNumber(page), totalPages: formatNumber(totalPages) })}
      </span>
      <button
        type="button"
        className="admin-btn admin-btn-ghost"
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        {t('admin.pager.next')}
      </button>
    </nav>
  );
}
