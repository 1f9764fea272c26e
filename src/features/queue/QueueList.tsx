import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { SortableTrackList } from './SortableTrackList';
import { queueActions, selectQueue } from '../playback/queueSlice';
import { clearQueue, removeQueueItem } from './queueEdits';
import { playFromQueue } from './queueThunks';
import { TOASTS_AVOID } from '../toasts/toastsAvoid';
import { QueueNotPlayingNote } from '../playback/UpNext';
import { selectQueueShowsOrder } from '../playback/playOrder';
import { useT } from '../../i18n/useT';

/** The queue with Play All, clear and remove: shown by the queue panel and the full-screen player's tab. */
export function QueueList() {
  const t = useT();
  const dispatch = useAppDispatch();
  const queue = useAppSelector(selectQueue);
  const showsOrder = useAppSelector(selectQueueShowsOrder);
  if (queue.length === 0) {
    return (
      <div className="list-empty">
        <p className="list-empty-title">{t('queue.empty')}</p>
        <p>{t('queue.emptyHint')}</p>
      </div>
    );
  }
  return (
    <>
      <div className="list-actions" {...TOASTS_AVOID}>
        <button type="button" className="text-button" onClick={() => dispatch(playFromQueue(0))}>
          {t('queue.playAll')}
        </button>
        <button type="button" className="text-button" onClick={() => dispatch(clearQueue())}>
          {t('queue.clear')}
        </button>
      </div>
      {showsOrder ? null : <QueueNotPlayingNote />}
      <SortableTrackList
        label={t('queue.title')}
        tracks={queue}
        isPlaying={showsOrder}
        onMove={(from, to) => dispatch(queueActions.move({ from, to }))}
        onPlay={(index) => dispatch(playFromQueue(index))}
        onRemove={(index) => dispatch(removeQueueItem(index))}
        removeLabel={(naat) => `Remove "${naat.title}" from queue`}
      />
    </>
  );
}
