import { useEffect, useState } from 'react';
import { toAdminResult, useDeleteNaatKhawanMutation } from '../../api/adminApi';
import { useSearchNaatKhawansQuery } from '../../api/publicApi';
import type { NaatKhawan } from '../../api/types';
import { useAppDispatch } from '../../app/hooks';
import { useT } from '../../i18n/useT';
import { showToast } from '../toasts/toastsSlice';
import { AdminPager } from './AdminPager';
import { ADMIN_PAGE_SIZE } from './ManageNaats';
import { MergeNaatKhawanModal } from './MergeNaatKhawanModal';
import { ConfirmModal } from './Modal';
import { NaatKhawanFormModal } from './NaatKhawanFormModal';
import { deleteNaatKhawanMessage } from './naatKhawanForm';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { TOASTS_AVOID } from '../toasts/toastsAvoid';

type Editing = { mode: 'add' } | { mode: 'edit'; reciter: NaatKhawan } | null;

/** Search, the reciters table (20 a page), add/edit modal and delete with confirmation. */
export function ManageNaatKhawans() {
  const dispatch = useAppDispatch();
  const t = useT();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = useDebouncedValue(search.trim(), 300);
  const { data, isFetching, isError } = useSearchNaatKhawansQuery({ q: query, page, limit: ADMIN_PAGE_SIZE });
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<NaatKhawan | null>(null);
  const [merging, setMerging] = useState<NaatKhawan | null>(null);
  const [deleteNaatKhawan, deleteState] = useDeleteNaatKhawanMutation();

  useEffect(() => {
    if (isError) dispatch(showToast({ message: 'Failed to load NaatKhawans', type: 'error' }));
  }, [isError, dispatch]);

  const confirmDelete = async () => {
    if (!deleting) return;
    const result = toAdminResult(await deleteNaatKhawan(deleting.id));
    if (result.success) {
      dispatch(showToast({ message: 'NaatKhawan deleted successfully!', type: 'success' }));
    } else if (result.status === 409) {
      // The server refuses while the reciter still has naats; its message says what to do.
      dispatch(showToast({ message: result.error, type: 'error', duration: 5000 }));
    } else {
      dispatch(showToast({ message: 'Failed to delete NaatKhawan', type: 'error' }));
    }
    setDeleting(null);
  };

  const items = data?.items ?? [];
  return (
    <section className="admin-section" aria-labelledby="manage-reciters-title">
      <div className="admin-section-head">
        <h1 id="manage-reciters-title">Manage NaatKhawans</h1>
        <button
          type="button"
          className="admin-btn admin-btn-primary"
          {...TOASTS_AVOID}
          onClick={() => setEditing({ mode: 'add' })}
        >
          Add New NaatKhawan
        </button>
      </div>
      <input
        type="search"
        className="admin-search"
        placeholder="Search NaatKhawans..."
        aria-label="Search NaatKhawans"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
      />
      {isError ? (
        <p className="admin-error" role="alert">
          Failed to load NaatKhawans
        </p>
      ) : null}
      <div className="admin-table-wrap" aria-busy={isFetching}>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Urdu Name</th>
              <th scope="col">Birth Date</th>
              <th scope="col">Birth Place</th>
              <th scope="col">Audio Count</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {items.map((reciter) => (
              <tr key={reciter.id}>
                <td data-label="Name">{reciter.name}</td>
                <td data-label="Urdu Name" className="admin-urdu-cell">
                  <span dir="rtl" lang="ur" className="admin-urdu">
                    {reciter.urduName ?? ''}
                  </span>
                </td>
                <td data-label="Birth Date">{reciter.birthDate ?? ''}</td>
                <td data-label="Birth Place">{reciter.birthPlace ?? ''}</td>
                <td data-label="Audio Count">{reciter.audioCount}</td>
                <td data-label="Actions" className="admin-actions">
                  <button
                    type="button"
                    className="admin-btn admin-btn-small"
                    aria-label={`Edit ${reciter.name}`}
                    onClick={() => setEditing({ mode: 'edit', reciter })}
                  >
                    Edit
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
                    aria-label={`Delete ${reciter.name}`}
                    onClick={() => setDeleting(reciter)}
                  >
                    Delete
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {!isFetching && !isError && items.length === 0 ? (
          <p className="admin-muted">No NaatKhawans found</p>
        ) : null}
      </div>
      <AdminPager page={page} totalPages={data?.totalPages ?? 0} onChange={setPage} />
      {editing ? (
        <NaatKhawanFormModal
          reciter={editing.mode === 'edit' ? editing.reciter : null}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {merging ? <MergeNaatKhawanModal reciter={merging} onClose={() => setMerging(null)} /> : null}
      {deleting ? (
        <ConfirmModal
          title="Delete NaatKhawan"
          message={deleteNaatKhawanMessage(deleting)}
          confirmLabel="Delete"
          busy={deleteState.isLoading}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void confirmDelete()}
        />
      ) : null}
    </section>
  );
}
