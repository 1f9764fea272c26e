import { Link } from '../../components/links';
import { useAppSelector } from '../../app/hooks';
import { playingFrom } from './playContext';
import { selectUpNext } from './playOrder';
import './upNext.css';
import { useT } from '../../i18n/useT';

/**
 * "Playing from <list>" and "Up next: <naat>" (or that the list ends here), read from the one place that
 * derives what Next plays (playOrder.ts), for the queue panel and the full-screen player.
 */
export function UpNext({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  const player = useAppSelector((state) => state.player);
  const upNext = useAppSelector(selectUpNext);
  const from = playingFrom(player);
  if (!from) return null;
  return (
    <div className="up-next" data-testid="up-next">
      <p className="up-next-from">
        <span className="up-next-label">{t('upNext.playingFrom')}</span>{' '}
        {from.href ? (
          <Link to={from.href} replace onClick={onNavigate} className="up-next-source">
            {from.label}
          </Link>
        ) : (
          <span className="up-next-source">{from.label}</span>
        )}
      </p>
      <p className="up-next-line" aria-live="polite">
        {upNext ? (
          <>
            <span className="up-next-label">{t('upNext.upNext')}</span>{' '}
            <span className="up-next-title" dir="auto">
              {upNext.title}
            </span>
            <span className="up-next-artist"> · {upNext.naatKhawan.name || t('title.unknownArtist')}</span>
          </>
        ) : (
          <span className="up-next-label">{t('upNext.nothing')}</span>
        )}
      </p>
    </div>
  );
}

/** Said above the queue while Next follows a page's list, which the queue's rows do not show. */
export function QueueNotPlayingNote() {
  const t = useT();
  const from = playingFrom(useAppSelector((state) => state.player));
  if (!from) return null;
  return <p className="queue-note">{t('upNext.notQueue', { list: from.label })}</p>;
}
