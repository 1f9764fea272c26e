import { useEffect, useState } from 'react';
import { toAdminResult, useDeleteReciterMutation } from '../../api/adminApi';
import { useSearchRecitersQuery } from '../../api/publicApi';
import type { Reciter } from '../../api/types';
import { useAppDispatch } from '../../app/hooks';
import { formatNumber } from '../../i18n/format';
import { useT } from '../../i18n/useT';
import { showToast } from '../toasts/toastsSlice';
import { AdminPager } from './AdminPager';
import { ADMIN_PAGE_SIZE } from './ManageNaats';
import { MergeReciterModal } from './MergeReciterModal';
import { ConfirmDialog } from './ConfirmDialog';
import { ReciterFormModal } from './ReciterFormModal';
import { deleteReciterMessage } from './reciterForm';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { TOASTS_AVOID } from '../toasts/toastsAvoid';

type Editing = { mode: 'add' } | { mode: 'edit'; reciter: Reciter } | null;

/** Search, the reciters table (20 a page), add/edit modal and delete with confirmation. */
export function ManageReciters() {
  const t = useT();
  const dispatch = useAppDispatch();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = useDebouncedValue(search.trim(), 300);
  const { data, isFetching, isError } = useSearchRecitersQuery({ q: query, page, limit: ADMIN_PAGE_SIZE });
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Reciter | null>(null);
  const [merging, setMerging] = useState<Reciter | null>(null);
  const [deleteReciter, deleteState] = useDeleteReciterMutation();

  useEffect(() => {
    if (isError) dispatch(showToast({ message: t('admin.reciters.loadFailedToast'), type: 'error' }));
  }, [isError, dispatch, t]);

  const confirmDelete = async () => {
    if (!deleting) return;
    const result = toAdminResult(await deleteReciter(deleting.id));
    if (result.success) {
      dispatch(showToast({ message: t('admin.reciters.deleted'), type: 'success' }));
    } else if (result.status === 409) {
      // The server refuses while the reciter still has naats; its message says what to do.
      dispatch(showToast({ message: result.error, type: 'error', duration: 5000 }));
    } else {
      dispatch(showToast({ message: t('admin.reciters.deleteFailed'), type: 'error' }));
    }
    setDeleting(null);
  };

  const items = data?.items ?? [];
  return (
    <section className="admin-section" aria-labelledby="manage-reciters-title">
      <div className="admin-section-head">
        <h1 id="manage-reciters-title">{t('admin.reciters.title')}</h1>
        <button
          type="button"
          className="admin-btn admin-btn-primary"
          {...TOASTS_AVOID}
          onClick={() => setEditing({ mode: 'add' })}
        >
          {t('admin.reciters.add')}
        </button>
      </div>
      <input
        type="search"
        className="admin-search"
        placeholder={t('admin.reciters.searchPlaceholder')}
        aria-label={t('admin.reciters.searchLabel')}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
      />
      {isError ? (
        <p className="admin-error" role="alert">
          {t('admin.reciters.loadFailed')}
        </p>
      ) : null}
      <div className="admin-table-wrap" aria-busy={isFetching}>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t('admin.reciters.colName')}</th>
              <th scope="col">{t('admin.reciters.colUrduName')}</th>
              <th scope="col">{t('admin.reciters.colBirthDate')}</th>
              <th scope="col">{t('admin.reciters.colBirthPlace')}</th>
              <th scope="col">{t('admin.reciters.colAudioCount')}</th>
              <th scope="col">{t('admin.reciters.colActions')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((reciter) => (
              <tr key={reciter.id}>
                <td data-label={t('admin.reciters.colName')}>{reciter.name}</td>
                <td data-label={t('admin.reciters.colUrduName')} className="admin-urdu-cell">
                  <span dir="rtl" lang="ur" className="admin-urdu">
                    {reciter.urduName ?? ''}
                  </span>
                </td>
                <td data-label={t('admin.reciters.colBirthDate')}>{reciter.birthDate ?? ''}</td>
                <td data-label={t('admin.reciters.colBirthPlace')}>{reciter.birthPlace ?? ''}</td>
                <td data-label={t('admin.reciters.colAudioCount')}>{formatNumber(reciter.audioCount)}</td>
                <td data-label={t('admin.reciters.colActions')} className="admin-actions">
                  <button
                    type="button"
                    className="admin-btn admin-btn-small"
                    aria-label={t('admin.reciters.editLabel', { name: reciter.name })}
                    onClick={() => setEditing({ mode: 'edit', reciter })}
                  >
                    {t('admin.reciters.edit')}
                  </button>
                  <button
                    type="button"
                    className="admin-btn admin-btn-small"
                    aria-label={t('admin.merge.actionLabel', { name: reciter.name })}
                    onClick={() => setMerging(reciter)}
                  >
                    {t('admin.merge.action')}
                  </button>
                  <button
                    type="button"
                    className="admin-btn admin-btn-small admin-btn-danger"
                    aria-label={t('admin.reciters.deleteLabel', { name: reciter.name })}
                    onClick={() => setDeleting(reciter)}
                  >
                    {t('admin.reciters.delete')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {!isFetching && !isError && items.length === 0 ? (
          <p className="admin-muted">{t('admin.reciters.empty')}</p>
        ) : null}
      </div>
      <AdminPager page={page} totalPages={data?.totalPages ?? 0} onChange={setPage} />
      {editing ? (
        <ReciterFormModal
          reciter={editing.mode === 'edit' ? editing.reciter : null}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {merging ? <MergeReciterModal reciter={merging} onClose={() => setMerging(null)} /> : null}
      {deleting ? (
        <ConfirmDialog
          title={t('admin.reciters.deleteTitle')}
          message={deleteReciterMessage(deleting)}
          confirmLabel={t('admin.reciters.deleteConfirm')}
          busy={deleteState.isLoading}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void confirmDelete()}
        />
      ) : null}
    </section>
  );
}
