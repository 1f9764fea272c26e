import { useEffect, useRef } from 'react';
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
  const currentIndex = tracks.findIndex((naat) => naat.id === currentId);
  const list = useRef<HTMLOListElement>(null);
  // The playing row (and what follows it) in view, wherever a shuffle or a long list put it.
  useEffect(() => {
    const row = list.current?.querySelector('.is-current');
    // Some test DOMs have no scrollIntoView.
    if (row && 'scrollIntoView' in row) row.scrollIntoView({ block: 'nearest' });
  }, [currentId]);
  return (
    <ol className="track-list" aria-label={label} ref={list}>
      {tracks.map((naat, index) => {
        const current = naat.id === currentId;
        const upNext = currentIndex >= 0 && index === currentIndex + 1;
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
                {current || upNext ? (
                  <span className="track-tag">{current ? 'Now playing' : 'Up next'}</span>
                ) : null}
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
