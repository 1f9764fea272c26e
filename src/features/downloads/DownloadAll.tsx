import type { Naat } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectFavorites } from '../favorites/favoritesSlice';
import { useOnline } from '../offline/useOnline';
import { selectBulkDownload, selectBulkFraction, bulkDismissed } from './downloadsSlice';
import { cancelDownloadAll, downloadAll } from './downloadsThunks';
import { fetchAllReciterNaats } from './reciterNaats';
import { DownloadIcon } from '../../components/icons';
import { CancelIcon } from '../../components/controlIcons';
import './downloads.css';

interface DownloadAllProps {
  /** Names the run in its progress line, e.g. 'Naats by Owais Raza Qadri'. */
  label: string;
  loadNaats: (signal: AbortSignal) => Promise<Naat[]>;
  /** Nothing to download: the button is not shown. */
  disabled?: boolean;
}

function summary(bulk: NonNullable<ReturnType<typeof selectBulkDownload>>): string {
  const done = bulk.completed - bulk.failed;
  const failed = bulk.failed > 0 ? `, ${bulk.failed} failed` : '';
  switch (bulk.phase) {
    case 'preparing':
      return 'Preparing the list...';
    case 'running':
      return `Downloading ${Math.min(bulk.completed + 1, bulk.total)} of ${bulk.total}${bulk.currentTitle ? `: ${bulk.currentTitle}` : ''}`;
    case 'finished':
      return bulk.total === 0
        ? 'Everything here is already downloaded.'
        : `Downloaded ${done} of ${bulk.total} naats${failed}.`;
    case 'cancelled':
      return `Cancelled. Downloaded ${done} of ${bulk.total} naats${failed}.`;
    case 'failed':
      return bulk.total === 0
        ? 'Could not load the list of naats. Please try again.'
        : `Stopped. Downloaded ${done} of ${bulk.total} naats${failed}.`;
  }
}

/** 'Download all' for a list, with overall progress and Cancel; one run at a time across the app. */
export function DownloadAll({ label, loadNaats, disabled = false }: DownloadAllProps) {
  const dispatch = useAppDispatch();
  const bulk = useAppSelector(selectBulkDownload);
  const fraction = useAppSelector(selectBulkFraction);
  const online = useOnline();
  const mine = bulk?.label === label;
  const running = bulk?.phase === 'preparing' || bulk?.phase === 'running';

  if (mine && running) {
    const percent = Math.floor(fraction * 100);
    return (
      <div className="download-all is-running">
        <progress
          max={100}
          {...(bulk.phase === 'running' ? { value: percent } : {})}
          aria-label={`Downloading all: ${label}`}
          aria-valuetext={`${percent}%`}
        />
        <span className="download-all-text" aria-live="polite">
          {summary(bulk)} ({percent}%)
        </span>
        <button type="button" className="btn btn-sm btn-danger-outline" onClick={cancelDownloadAll}>
          <CancelIcon size={16} /> Cancel
        </button>
      </div>
    );
  }

  return (
    <div className="download-all">
      <button
        type="button"
        className="btn btn-outline"
        disabled={disabled || running || !online}
        title={online ? undefined : 'Downloading needs a connection'}
        onClick={() => void dispatch(downloadAll(label, loadNaats))}
      >
        <DownloadIcon size={18} /> Download all
      </button>
      {mine ? (
        <span className="download-all-text" role="status">
          {summary(bulk)}{' '}
          <button type="button" className="link-btn" onClick={() => dispatch(bulkDismissed())}>
            Dismiss
          </button>
        </span>
      ) : null}
    </div>
  );
}

/** 'Download all' on a reciter's page: every naat of the reciter, all pages. */
export function ReciterDownloadAll({ naatKhawanId, name }: { naatKhawanId: number; name: string }) {
  const dispatch = useAppDispatch();
  return (
    <DownloadAll
      label={`Naats by ${name}`}
      loadNaats={(signal) => dispatch(fetchAllReciterNaats(naatKhawanId, signal))}
    />
  );
}

/** 'Download all' on the favorites page. */
export function FavoritesDownloadAll() {
  const favorites = useAppSelector(selectFavorites);
  return (
    <DownloadAll
      label="My Favorites"
      loadNaats={() => Promise.resolve(favorites)}
      disabled={favorites.length === 0}
    />
  );
}
