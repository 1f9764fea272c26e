import type { Naat } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { Translate } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';
import { selectFavorites } from '../playback/favoritesSlice';
import { useOnline } from '../offline/useOnline';
import { selectBulkDownload, selectBulkFraction, bulkDismissed } from './downloadsSlice';
import { cancelDownloadAll, downloadAll } from './downloadsThunks';
import { fetchAllReciterNaats } from './reciterNaats';
import { DownloadIcon } from '../../components/icons';
import { CancelIcon } from '../../components/controlIcons';
import './downloads.css';

interface DownloadAllProps {
  /** Which list a run belongs to ('reciter:12', 'favorites'): the same in every interface language. */
  runKey: string;
  /** Names the run in its progress bar, e.g. 'Naats by Owais Raza Qadri'. */
  label: string;
  loadNaats: (signal: AbortSignal) => Promise<Naat[]>;
  /** Nothing to download: the button is not shown. */
  disabled?: boolean;
}

function summary(bulk: NonNullable<ReturnType<typeof selectBulkDownload>>, t: Translate): string {
  const counts = { done: bulk.completed - bulk.failed, total: bulk.total, failed: bulk.failed };
  switch (bulk.phase) {
    case 'preparing':
      return t('downloads.bulkPreparing');
    case 'running': {
      const current = Math.min(bulk.completed + 1, bulk.total);
      return bulk.currentTitle
        ? t('downloads.bulkRunningTitle', { current, total: bulk.total, title: bulk.currentTitle })
        : t('downloads.bulkRunning', { current, total: bulk.total });
    }
    case 'finished':
      return bulk.total === 0 ? t('downloads.bulkNothingToDo') : t('downloads.bulkFinished', counts);
    case 'cancelled':
      return t('downloads.bulkCancelled', counts);
    case 'failed':
      return bulk.total === 0 ? t('downloads.bulkListFailed') : t('downloads.bulkStopped', counts);
  }
}

/** 'Download all' for a list, with overall progress and Cancel; one run at a time across the app. */
export function DownloadAll({ runKey, label, loadNaats, disabled = false }: DownloadAllProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const bulk = useAppSelector(selectBulkDownload);
  const fraction = useAppSelector(selectBulkFraction);
  const online = useOnline();
  const mine = bulk?.label === runKey;
  const running = bulk?.phase === 'preparing' || bulk?.phase === 'running';

  if (mine && running) {
    const percent = Math.floor(fraction * 100);
    return (
      <div className="download-all is-running">
        <progress
          max={100}
          {...(bulk.phase === 'running' ? { value: percent } : {})}
          aria-label={t('downloads.bulkProgressLabel', { label })}
          aria-valuetext={`${percent}%`}
        />
        <span className="download-all-text" aria-live="polite">
          {summary(bulk, t)} ({percent}%)
        </span>
        <button type="button" className="btn btn-sm btn-danger-outline" onClick={cancelDownloadAll}>
          <CancelIcon size={16} /> {t('downloads.bulkCancel')}
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
        title={online ? undefined : t('downloads.needsConnection')}
        onClick={() => void dispatch(downloadAll(runKey, loadNaats))}
      >
        <DownloadIcon size={18} /> {t('downloads.downloadAll')}
      </button>
      {mine ? (
        <span className="download-all-text" role="status">
          {summary(bulk, t)}{' '}
          <button type="button" className="link-btn" onClick={() => dispatch(bulkDismissed())}>
            {t('downloads.bulkDismiss')}
          </button>
        </span>
      ) : null}
    </div>
  );
}

/** 'Download all' on a reciter's page: every naat of the reciter, all pages. */
export function ReciterDownloadAll({
  naatKhawanId: reciterId,
  name,
}: {
  naatKhawanId: number;
  name: string;
}) {
  const t = useT();
  const dispatch = useAppDispatch();
  return (
    <DownloadAll
      runKey={`reciter:${reciterId}`}
      label={t('downloads.bulkReciterLabel', { name })}
      loadNaats={(signal) => dispatch(fetchAllReciterNaats(reciterId, signal))}
    />
  );
}

/** 'Download all' on the favorites page. */
export function FavoritesDownloadAll() {
  const t = useT();
  const favorites = useAppSelector(selectFavorites);
  return (
    <DownloadAll
      runKey="favorites"
      label={t('downloads.bulkFavoritesLabel')}
      loadNaats={() => Promise.resolve(favorites)}
      disabled={favorites.length === 0}
    />
  );
}
