import { useEffect, useRef, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import type { Naat } from '../../api/types';
import { useAppSelector } from '../../app/hooks';
import { formatDuration } from '../../lib/duration';
import { TrashIcon } from '../../components/controlIcons';
import { selectUpNext } from '../playback/playOrder';
import { useT } from '../../i18n/useT';

export interface TrackListProps {
  label: string;
  tracks: Naat[];
  /** This list is what the player moves through: its rows say which naat plays next. */
  isPlaying: boolean;
  onPlay: (index: number) => void;
  onRemove?: (index: number) => void;
  removeLabel?: (naat: Naat) => string;
}

/** Which rows are the current naat and the next one, and the list element kept scrolled to the current. */
export function useTrackMarks(isPlaying: boolean) {
  const currentId = useAppSelector((state) => state.player.currentAudio?.id);
  const upNextId = useAppSelector((state) => (isPlaying ? selectUpNext(state)?.id : undefined));
  const list = useRef<HTMLOListElement>(null);
  // The playing row (and what follows it) in view, wherever a shuffle or a long list put it.
  useEffect(() => {
    const row = list.current?.querySelector('.is-current');
    // Some test DOMs have no scrollIntoView.
    if (row && 'scrollIntoView' in row) row.scrollIntoView({ block: 'nearest' });
  }, [currentId]);
  return { currentId, upNextId, list };
}

export interface TrackRowProps {
  naat: Naat;
  index: number;
  current: boolean;
  upNext: boolean;
  onPlay: (index: number) => void;
  onRemove?: ((index: number) => void) | undefined;
  removeLabel?: ((naat: Naat) => string) | undefined;
  /** A drag handle before the row's button (the queue). */
  handle?: ReactNode;
  rowRef?: Ref<HTMLLIElement>;
  rowProps?: HTMLAttributes<HTMLLIElement>;
}

/** One naat of a list: play it, see whether it plays now or next, remove it (the queue). */
export function TrackRow({
  naat,
  index,
  current,
  upNext,
  onPlay,
  onRemove,
  removeLabel,
  handle,
  rowRef,
  rowProps,
}: TrackRowProps) {
  const t = useT();
  return (
    <li
      ref={rowRef}
      {...rowProps}
      className={`track-row ${current ? 'is-current' : ''} ${rowProps?.className ?? ''}`}
      aria-current={current || undefined}
    >
      {handle}
      <button type="button" className="track-play" onClick={() => onPlay(index)}>
        <span className="track-index" aria-hidden="true">
          {index + 1}
        </span>
        <span className="track-text">
          <span className="track-title" dir="auto">
            {naat.title}
          </span>
          <span className="track-artist" dir="auto">
            {naat.naatKhawan.name}
          </span>
          {current || upNext ? (
            <span className="track-tag">{t(current ? 'player.nowPlaying' : 'player.upNext')}</span>
          ) : null}
        </span>
        <span className="track-duration">{formatDuration(naat.duration)}</span>
      </button>
      {onRemove ? (
        <button
          type="button"
          className="icon-button track-remove"
          aria-label={removeLabel ? removeLabel(naat) : t('player.removeTrack', { title: naat.title })}
          onClick={() => onRemove(index)}
        >
          <TrashIcon size={18} />
        </button>
      ) : null}
    </li>
  );
}

/**
 * Rows of naats for the queue panel and the full-screen tabs; the current one is marked, and, when the list is
 * the one playing, the naat Next plays (playback/playOrder.ts), so the rows read in play order.
 */
export function TrackList({ label, tracks, isPlaying, onPlay, onRemove, removeLabel }: TrackListProps) {
  const { currentId, upNextId, list } = useTrackMarks(isPlaying);
  return (
    <ol className="track-list" aria-label={label} ref={list}>
      {tracks.map((naat, index) => (
        <TrackRow
          key={naat.id}
          naat={naat}
          index={index}
          current={naat.id === currentId}
          upNext={naat.id === upNextId}
          onPlay={onPlay}
          onRemove={onRemove}
          removeLabel={removeLabel}
        />
      ))}
    </ol>
  );
}
