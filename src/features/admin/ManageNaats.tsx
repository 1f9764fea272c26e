import { useEffect, useState } from 'react';
import { Link } from '../../components/links';
import { toAdminResult, useDeleteNaatMutation } from '../../api/adminApi';
import { useSearchNaatsQuery } from '../../api/publicApi';
import type { Naat } from '../../api/types';
import { useAppDispatch } from '../../app/hooks';
import { formatDuration } from '../../lib/duration';
import { showToast } from '../toasts/toastsSlice';
import { AdminPager } from './AdminPager';
import { AUDIO_STATE_POLL_MS, AudioStateCell, OpusProgressLine, isProcessing } from './AudioStateCell';
import { ConfirmModal } from './Modal';
import { NaatFormModal } from './NaatFormModal';
import { deleteNaatMessage } from './naatForm';
import { SYNC_LABELS } from './syncLyricsLabels';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { TOASTS_AVOID } from '../toasts/toastsAvoid';

export const ADMIN_PAGE_SIZE = 20;

type Editing = { mode: 'add' } | { mode: 'edit'; naat: Naat } | null;

/** Search, the naats table (20 a page), add/edit modal and delete with confirmation. */
export function ManageNaats() {
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
    if (isError) dispatch(showToast({ message: 'Failed to load naats', type: 'error' }));
  }, [isError, dispatch]);

  const confirmDelete = async () => {
    if (!deleting) return;
    const result = toAdminResult(await deleteNaat(deleting.id));
    dispatch(
      result.success
        ? showToast({ message: 'Naat deleted successfully!', type: 'success' })
        : showToast({ message: 'Failed to delete naat', type: 'error' }),
    );
    setDeleting(null);
  };

  const items = data?.items ?? [];
  return (
    <section className="admin-section" aria-labelledby="manage-naats-title">
      <div className="admin-section-head">
        <h1 id="manage-naats-title">Manage Naats</h1>
        <div className="admin-section-actions" {...TOASTS_AVOID}>
          <Link className="admin-btn" to="/admin/bulk-upload">
            Bulk Upload
          </Link>
          <button
            type="button"
            className="admin-btn admin-btn-primary"
            onClick={() => setEditing({ mode: 'add' })}
          >
            Add New Naat
          </button>
        </div>
      </div>
      <input
        type="search"
        className="admin-search"
        placeholder="Search naats..."
        aria-label="Search naats"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
      />
      {isError ? (
        <p className="admin-error" role="alert">
          Failed to load naats
        </p>
      ) : null}
      <OpusProgressLine />
      <div className="admin-table-wrap" aria-busy={isFetching}>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Urdu Title</th>
              <th scope="col">NaatKhawan</th>
              <th scope="col">Duration</th>
              <th scope="col">Play Count</th>
              <th scope="col">Audio</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {items.map((naat) => (
              <tr key={naat.id}>
                <td data-label="Title">{naat.title}</td>
                <td data-label="Urdu Title" className="admin-urdu-cell">
                  <span dir="rtl" lang="ur" className="admin-urdu">
                    {naat.urduTitle ?? ''}
                  </span>
                </td>
                <td data-label="NaatKhawan">{naat.naatKhawan.name}</td>
                <td data-label="Duration">{formatDuration(naat.duration)}</td>
                <td data-label="Play Count">{naat.playCount}</td>
                <AudioStateCell naat={naat} />
                <td data-label="Actions" className="admin-actions">
                  <button
                    type="button"
                    className="admin-btn admin-btn-small"
                    aria-label={`Edit ${naat.title}`}
                    onClick={() => setEditing({ mode: 'edit', naat })}
                  >
                    Edit
                  </button>
                  <Link
                    className="admin-btn admin-btn-small"
                    to={`/admin/lyrics/${String(naat.id)}`}
                    aria-label={SYNC_LABELS.openFor(naat.title)}
                  >
                    {SYNC_LABELS.heading}
                  </Link>
                  <button
                    type="button"
                    className="admin-btn admin-btn-small admin-btn-danger"
                    aria-label={`Delete ${naat.title}`}
                    onClick={() => setDeleting(naat)}
                  >
                    Delete
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {!isFetching && !isError && items.length === 0 ? <p className="admin-muted">No naats found</p> : null}
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
        <ConfirmModal
          title="Delete Naat"
          message={deleteNaatMessage(deleting)}
          confirmLabel="Delete"
          busy={deleteState.isLoading}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void confirmDelete()}
        />
      ) : null}
    </section>
  );
}
