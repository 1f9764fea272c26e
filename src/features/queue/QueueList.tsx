import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { SortableTrackList } from './SortableTrackList';
import { queueActions, selectQueue } from './queueSlice';
import { clearQueue, removeQueueItem } from './queueEdits';
import { playFromQueue } from './queueThunks';
import { TOASTS_AVOID } from '../toasts/toastsAvoid';
import { QueueNotPlayingNote } from '../playback/UpNext';
import { selectQueueShowsOrder } from '../playback/playOrder';

/** The queue with Play All, clear and remove: shown by the queue panel and the full-screen player's tab. */
export function QueueList() {
  const dispatch = useAppDispatch();
  const queue = useAppSelector(selectQueue);
  const showsOrder = useAppSelector(selectQueueShowsOrder);
  if (queue.length === 0) {
    return (
      <div className="list-empty">
        <p className="list-empty-title">No tracks in queue</p>
        <p>Add Naats while browsing to build your queue</p>
      </div>
    );
  }
  return (
    <>
      <div className="list-actions" {...TOASTS_AVOID}>
        <button type="button" className="text-button" onClick={() => dispatch(playFromQueue(0))}>
          Play All
        </button>
        <button type="button" className="text-button" onClick={() => dispatch(clearQueue())}>
          Clear queue
        </button>
      </div>
      {showsOrder ? null : <QueueNotPlayingNote />}
      <SortableTrackList
        label="Queue"
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
