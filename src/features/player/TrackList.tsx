import { useEffect, useRef } from 'react';
import type { Naat } from '../../api/types';
import { useAppSelector } from '../../app/hooks';
import { formatDuration } from '../../lib/duration';
import { TrashIcon } from '../../components/controlIcons';
import { selectUpNext } from '../playback/playOrder';

interface TrackListProps {
  label: string;
  tracks: Naat[];
  /** This list is what the player moves through: its rows say which naat plays next. */
  isPlaying: boolean;
  onPlay: (index: number) => void;
  onRemove?: (index: number) => void;
  removeLabel?: (naat: Naat) => string;
}

/**
 * Rows of naats for the queue panel and the full-screen tabs; the current one is marked, and, when the list is
 * the one playing, the naat Next plays (playback/playOrder.ts), so the rows read in play order.
 */
export function TrackList({ label, tracks, isPlaying, onPlay, onRemove, removeLabel }: TrackListProps) {
  const currentId = useAppSelector((state) => state.player.currentAudio?.id);
  const upNextId = useAppSelector((state) => (isPlaying ? selectUpNext(state)?.id : undefined));
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
        const upNext = naat.id === upNextId;
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
