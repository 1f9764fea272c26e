import { useCallback, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useFocusStaysIn, useFocusTrap } from '../../components/useFocusTrap';
import { CloseIcon } from '../../components/controlIcons';
import { setQueueOpen } from '../playback/playerSlice';
import { selectQueue } from '../playback/queueSlice';
import { QueueList } from './QueueList';
import { TOASTS_AVOID } from '../toasts/toastsAvoid';
import { UpNext } from '../playback/UpNext';
import './queuePanel.css';
import { useT } from '../../i18n/useT';

/** The queue panel: Play All, clear, remove; a dialog with a focus trap that Escape closes. */
export default function QueuePanel() {
  const t = useT();
  const dispatch = useAppDispatch();
  const queue = useAppSelector(selectQueue);
  const root = useRef<HTMLDivElement>(null);
  const close = useCallback(() => dispatch(setQueueOpen(false)), [dispatch]);
  useFocusTrap(root, close);
  const closeButton = useRef<HTMLButtonElement>(null);
  useFocusStaysIn(root, closeButton, queue.length);
  return (
    <div className="queue-layer">
      <div className="queue-backdrop" onClick={close} aria-hidden="true" />
      <aside
        className="queue-panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby="queue-heading"
        // Space and the arrows keep driving the player here (player/keyboardShortcuts.ts).
        data-media-keys=""
        ref={root}
      >
        <header className="queue-header" {...TOASTS_AVOID}>
          <h2 id="queue-heading">{t('queue.heading', { count: queue.length })}</h2>
          <button
            ref={closeButton}
            type="button"
            className="icon-button"
            aria-label={t('queue.close')}
            onClick={close}
          >
            <CloseIcon />
          </button>
        </header>
        <UpNext onNavigate={close} />
        <QueueList />
      </aside>
    </div>
  );
}
