import type { Naat } from '../../api/types';
import { useAppSelector } from '../../app/hooks';
import { formatDuration } from '../../lib/duration';
import { TrashIcon } from '../../components/controlIcons';

interface TrackListProps {
  label: string;
  tracks: Naat[];
  onPlay: (index: number) => void;
  onRemove?: (index: number) => void;
  removeLabel?: (naat: Naat) => string;
}

/** Rows of naats for the queue panel and the full-screen tabs; the current one is marked. */
export function TrackList({ label, tracks, onPlay, onRemove, removeLabel }: TrackListProps) {
  const currentId = useAppSelector((state) => state.player.currentAudio?.id);
  return (
    <ol className="track-list" aria-label={label}>
      {tracks.map((naat, index) => {
        const current = naat.id === currentId;
        return (
          <li
            key={naat.id}
            className={`track-row ${current ? 'is-current' : ''}`}
            aria-current={current || undefined}
          >
            <button type="button" className="track-play" onClick={() => onPlay(index)}>
              <span className="track-index" aria-hidden="true">
                {index + 1}
              </span>
              <span className="track-text">
                <span className="track-title">{naat.title}</span>
                <span className="track-artist">{naat.naatKhawan.name}</span>
              </span>
              <span className="track-duration">{formatDuration(naat.duration)}</span>
            </button>
            {onRemove ? (
              <button
                type="button"
                className="icon-button track-remove"
                aria-label={removeLabel ? removeLabel(naat) : `Remove "${naat.title}"`}
                onClick={() => onRemove(index)}
              >
                <TrashIcon size={18} />
              </button>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
