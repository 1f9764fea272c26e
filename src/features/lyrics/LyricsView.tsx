/**
 * The lyrics of a naat that follow the recitation (docs/lyrics.md), on the naat page and in the full-screen
 * player; a lazily loaded chunk (NaatLyricsSection.tsx, PlayerLyricsTab.tsx), never part of a first visit.
 *
 * Timed lyrics: each line is a button named by its text; a tap plays the naat from that line. While this naat
 * plays, the line being recited is marked (`aria-current="true"`) and kept in the middle of the list.
 * Untimed lyrics are plain lines. Transliteration and translation show under each line, each with a toggle.
 */
import { useEffect, useId, useRef } from 'react';
import type { Naat } from '../../api/types';
import { useGetLyricsQuery } from '../../api/lyricsApi';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useMediaQuery } from '../../components/useMediaQuery';
import {
  type LyricLine,
  type Lyrics,
  hasRoman,
  hasTranslation,
  plainLyrics,
} from '../../../contract/lyrics/lyrics';
import { playAudio, seek, setPlaying } from '../playback/playerSlice';
import { useLyricsDisplay } from './lyricsDisplay';
import { LYRICS_LABELS } from './lyricsLabels';
import { useCurrentLine } from './useCurrentLine';
import { useFollowLine } from './useFollowLine';
import './lyrics.css';
import { useT } from '../../i18n/useT';

export interface LyricsViewProps {
  naat: Naat;
  /** 'page': the naat page's section; 'player': the full-screen player's tab (its dark colours). */
  variant: 'page' | 'player';
}

/** Keys that scroll a focused list: the listener is reading ahead, so the view stops following for a while. */
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End']);

/** A line's transliteration and translation, under it (outside its button, which is named by the line alone). */
function LineExtras({ line, id, display }: { line: LyricLine; id: string; display: [boolean, boolean] }) {
  const [showRoman, showTranslation] = display;
  return (
    <>
      {showRoman && line.roman !== undefined ? (
        <span id={`${id}-roman`} className="lyrics-roman" lang="ur-Latn" dir="ltr">
          {line.roman}
        </span>
      ) : null}
      {showTranslation && line.translation !== undefined ? (
        <span id={`${id}-translation`} className="lyrics-translation" lang="en" dir="ltr">
          {line.translation}
        </span>
      ) : null}
    </>
  );
}

function LyricsLines({ naat, lyrics, variant }: LyricsViewProps & { lyrics: Lyrics }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const isCurrent = useAppSelector((state) => state.player.currentAudio?.id === naat.id);
  const isPlaying = useAppSelector((state) => state.player.isPlaying);
  const current = useCurrentLine(lyrics.lines, isCurrent && lyrics.synced);
  const [display, changeDisplay] = useLyricsDisplay();
  const list = useRef<HTMLOListElement>(null);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const follow = useFollowLine(list, current, reducedMotion);
  const idPrefix = useId();
  const withRoman = hasRoman(lyrics);
  const withTranslation = hasTranslation(lyrics);
  const shown: [boolean, boolean] = [withRoman && display.roman, withTranslation && display.translation];

  // In the full-screen player the lists sit below the controls (a phone's screen): opening the tab brings the
  // lines into view.
  useEffect(() => {
    if (variant === 'player' && typeof list.current?.scrollIntoView === 'function')
      list.current.scrollIntoView({ block: 'nearest' });
  }, [variant]);

  const playFrom = (line: LyricLine) => {
    if (line.start === null) return;
    follow.resume();
    const seconds = line.start / 1000;
    if (!isCurrent) {
      dispatch(playAudio({ audio: naat, startAt: seconds }));
      return;
    }
    dispatch(seek(seconds));
    if (!isPlaying) dispatch(setPlaying(true));
  };

  return (
    <div className={`lyrics-view lyrics-view-${variant}`}>
      {withRoman || withTranslation ? (
        <div className="lyrics-toggles" role="group" aria-label={t(LYRICS_LABELS.options)}>
          {withRoman ? (
            <button
              type="button"
              className="lyrics-toggle"
              aria-pressed={display.roman}
              onClick={() => changeDisplay({ roman: !display.roman })}
            >
              {t(LYRICS_LABELS.transliteration)}
            </button>
          ) : null}
          {withTranslation ? (
            <button
              type="button"
              className="lyrics-toggle"
              aria-pressed={display.translation}
              onClick={() => changeDisplay({ translation: !display.translation })}
            >
              {t(LYRICS_LABELS.translation)}
            </button>
          ) : null}
        </div>
      ) : null}
      <ol
        ref={list}
        className={`lyrics-lines ${lyrics.synced ? 'is-synced' : 'is-plain'}`}
        aria-label={t(LYRICS_LABELS.title)}
        onWheel={follow.pause}
        onTouchMove={follow.pause}
        onKeyDown={(event) => {
          if (SCROLL_KEYS.has(event.key)) follow.pause();
        }}
      >
        {lyrics.lines.map((line, index) => {
          const id = `${idPrefix}-${String(index)}`;
          const extras = [
            shown[0] && line.roman !== undefined ? `${id}-roman` : '',
            shown[1] && line.translation !== undefined ? `${id}-translation` : '',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            // Lines may repeat (a refrain), so the position is their key.
            <li key={index} className={`lyrics-item ${index === current ? 'is-current' : ''}`}>
              {lyrics.synced ? (
                // Named by the line itself; its transliteration and translation describe it. The button's
                // ::after covers the whole item, so a tap anywhere on the line plays from it.
                <button
                  type="button"
                  className="lyrics-text lyrics-line-button"
                  lang="ur"
                  dir="rtl"
                  aria-current={index === current ? 'true' : undefined}
                  aria-describedby={extras || undefined}
                  onClick={() => playFrom(line)}
                >
                  {line.text}
                </button>
              ) : (
                <span className="lyrics-text" lang="ur" dir="rtl">
                  {line.text}
                </span>
              )}
              <LineExtras line={line} id={id} display={shown} />
            </li>
          );
        })}
      </ol>
    </div>
  );
}

export default function LyricsView({ naat, variant }: LyricsViewProps) {
  const t = useT();
  const { data, isError } = useGetLyricsQuery(naat.id);
  // Until the answer comes (or if it cannot), the naat's own plain text.
  const lyrics = data ?? plainLyrics(naat.lyrics);
  if (lyrics.lines.length === 0) {
    return (
      <p className={`lyrics-status lyrics-view-${variant}`} role="status">
        {t(data || isError ? LYRICS_LABELS.none : LYRICS_LABELS.loading)}
      </p>
    );
  }
  return <LyricsLines naat={naat} lyrics={lyrics} variant={variant} />;
}
