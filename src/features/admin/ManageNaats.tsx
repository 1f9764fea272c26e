import { useEffect, useState } from 'react';
import { Link } from '../../components/links';
import { toAdminResult, useDeleteNaatMutation } from '../../api/adminApi';
import { useSearchNaatsQuery } from '../../api/publicApi';
import type { Naat } from '../../api/types';
import { useAppDispatch } from '../../app/hooks';
import { formatNumber } from '../../i18n/format';
import { useT } from '../../i18n/useT';
import { formatDuration } from '../../lib/duration';
import { showToast } from '../toasts/toastsSlice';
import { AdminPager } from './AdminPager';
import { AUDIO_STATE_POLL_MS, AudioStateCell, OpusProgressLine, isProcessing } from './AudioStateCell';
import { ConfirmDialog } from './ConfirmDialog';
import { NaatFormModal } from './NaatFormModal';
import { deleteNaatMessage } from './naatForm';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { TOASTS_AVOID } from '../toasts/toastsAvoid';

export const ADMIN_PAGE_SIZE = 20;

type Editing = { mode: 'add' } | { mode: 'edit'; naat: Naat } | null;

/** Search, the naats table (20 a page), add/edit modal and delete with confirmation. */
export function ManageNaats() {
  const t = useT();
  const dispatch = useAppDispatch();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = useDebouncedValue(search.trim(), 300);
  // Asks again every few seconds while a naat on the page is queued or working, so its state moves on.
  const [polling, setPolling] = useState(false);
  const { data, isFetching, isError } = useSearchNaatsQuery(
    { q: query, page, limit: ADMIN_PAGE_SIZE },
    { pollingInterval: polling ? AUDIO_STATE_POLL_MS : 0 },
  );
  const processing = data?.items.some(isProcessing) ?? false;
  // Adjusted while rendering (React's pattern for state derived from a previous render), not in an effect.
  if (processing !== polling) setPolling(processing);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Naat | null>(null);
  const [deleteNaat, deleteState] = useDeleteNaatMutation();

  useEffect(() => {
    if (isError) dispatch(showToast({ message: t('admin.naats.loadFailedToast'), type: 'error' }));
  }, [isError, dispatch, t]);

  const confirmDelete = async () => {
    if (!deleting) return;
    const result = toAdminResult(await deleteNaat(deleting.id));
    dispatch(
      result.success
        ? showToast({ message: t('admin.naats.deleted'), type: 'success' })
        : showToast({ message: t('admin.naats.deleteFailed'), type: 'error' }),
    );
    setDeleting(null);
  };

  const items = data?.items ?? [];
  return (
    <section className="admin-section" aria-labelledby="manage-naats-title">
      <div className="admin-section-head">
        <h1 id="manage-naats-title">{t('admin.naats.title')}</h1>
        <div className="admin-section-actions" {...TOASTS_AVOID}>
          <Link className="admin-btn" to="/admin/bulk-upload">
            {t('admin.naats.bulkUpload')}
          </Link>
          <button
            type="button"
            className="admin-btn admin-btn-primary"
            onClick={() => setEditing({ mode: 'add' })}
          >
            {t('admin.naats.add')}
          </button>
        </div>
      </div>
      <input
        type="search"
        className="admin-search"
        placeholder={t('admin.naats.searchPlaceholder')}
        aria-label={t('admin.naats.searchLabel')}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
      />
      {isError ? (
        <p className="admin-error" role="alert">
          {t('admin.naats.loadFailed')}
        </p>
      ) : null}
      <OpusProgressLine />
      <div className="admin-table-wrap" aria-busy={isFetching}>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t('admin.naats.colTitle')}</th>
              <th scope="col">{t('admin.naats.colUrduTitle')}</th>
              <th scope="col">{t('admin.naats.colNaatKhawan')}</th>
              <th scope="col">{t('admin.naats.colDuration')}</th>
              <th scope="col">{t('admin.naats.colPlayCount')}</th>
              <th scope="col">{t('admin.naats.colAudio')}</th>
              <th scope="col">{t('admin.naats.colActions')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((naat) => (
              <tr key={naat.id}>
                <td data-label={t('admin.naats.colTitle')}>{naat.title}</td>
                <td data-label={t('admin.naats.colUrduTitle')} className="admin-urdu-cell">
                  <span dir="rtl" lang="ur" className="admin-urdu">
                    {naat.urduTitle ?? ''}
                  </span>
                </td>
                <td data-label={t('admin.naats.colNaatKhawan')}>{naat.naatKhawan.name}</td>
                <td data-label={t('admin.naats.colDuration')}>{formatDuration(naat.duration)}</td>
                <td data-label={t('admin.naats.colPlayCount')}>{formatNumber(naat.playCount)}</td>
                <AudioStateCell naat={naat} />
                <td data-label={t('admin.naats.colActions')} className="admin-actions">
                  <button
                    type="button"
                    className="admin-btn admin-btn-small"
                    aria-label={t('admin.naats.editLabel', { title: naat.title })}
                    onClick={() => setEditing({ mode: 'edit', naat })}
                  >
                    {t('admin.naats.edit')}
                  </button>
                  <Link
                    className="admin-btn admin-btn-small"
                    to={`/admin/lyrics/${String(naat.id)}`}
                    aria-label={t('admin.naats.syncLabel', { title: naat.title })}
                  >
                    {t('admin.naats.sync')}
                  </Link>
                  <button
                    type="button"
                    className="admin-btn admin-btn-small admin-btn-danger"
                    aria-label={t('admin.naats.deleteLabel', { title: naat.title })}
                    onClick={() => setDeleting(naat)}
                  >
                    {t('admin.naats.delete')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {!isFetching && !isError && items.length === 0 ? (
          <p className="admin-muted">{t('admin.naats.empty')}</p>
        ) : null}
      </div>
      <AdminPager page={page} totalPages={data?.totalPages ?? 0} onChange={setPage} />
      {editing ? (
        <NaatFormModal
          mode={editing.mode}
          naat={editing.mode === 'edit' ? editing.naat : null}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('admin.naats.deleteTitle')}
          message={deleteNaatMessage(deleting)}
          confirmLabel={t('admin.naats.deleteConfirm')}
          busy={deleteState.isLoading}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void confirmDelete()}
        />
      ) : null}
    </section>
  );
}
