/** Buttons that both the idle and the playing bottom player show. */
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectQueueCount } from '../playback/queueSlice';
import { MinimizeIcon, QueueIcon } from '../../components/icons';
import { setMinimized, toggleQueuePanel } from '../playback/playerSlice';
import { useT } from '../../i18n/useT';

/**
 * A button's name '{name} ({count})' as (hidden) content with the visible badge beside it, rather than an
 * aria-label that would not contain the badge's text (WCAG 2.5.3, label in name).
 */
export function CountedName({ name, count }: { name: string; count: number }) {
  return (
    <>
      <span className="player-sr-only">{`${name} (${count})`}</span>
      <span className="badge" aria-hidden="true">
        {count}
      </span>
    </>
  );
}

export function QueueButton() {
  const t = useT();
  const dispatch = useAppDispatch();
  const count = useAppSelector(selectQueueCount);
  return (
    <button type="button" className="icon-button queue-button" onClick={() => dispatch(toggleQueuePanel())}>
      <QueueIcon />
      <CountedName name={t('queue.title')} count={count} />
    </button>
  );
}

/**
 * Minimizes the player to its small round button. `labelled` shows the word too: in the full-screen player it
 * sits across from the chevron that only closes the full screen, and must not look like a second close.
 */
export function MinimizeButton({ labelled = false }: { labelled?: boolean }) {
  const t = useT();
  const dispatch = useAppDispatch();
  return (
    <button
      type="button"
      className={labelled ? 'icon-button minimize-labelled' : 'icon-button'}
      aria-label={t('player.minimize')}
      onClick={() => dispatch(setMinimized(true))}
    >
      <MinimizeIcon />
      {labelled ? <span className="minimize-label">{t('player.minimizeShort')}</span> : null}
    </button>
  );
}
