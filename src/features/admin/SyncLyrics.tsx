import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '../../components/links';
import { toAdminResult, useSaveLyricsMutation } from '../../api/adminApi';
import type { Naat } from '../../api/types';
import { useAppDispatch } from '../../app/hooks';
import { formatNumber } from '../../i18n/format';
import { useT } from '../../i18n/useT';
import { parseLrc } from '../../../contract/lyrics/lrc';
import type { Lyrics } from '../../../contract/lyrics/lyrics';
import { clockTime } from '../../../contract/lyrics/time';
import { audioUrl } from '../playback/audioUrl';
import { showToast } from '../toasts/toastsSlice';
import {
  NUDGE_MS,
  checkDraft,
  clearTimes,
  draftOf,
  markFrom,
  markLine,
  nudgeLine,
  type SyncDraft,
} from './syncLyrics';

/** The time column of a line not marked yet. */
const UNTIMED = '—';

/** Space marks a line unless it belongs to a field or another control (the audio's own controls included). */
const KEEPS_SPACE = 'input, textarea, select, button, a, [contenteditable="true"]';

/** The line playing at `ms` among the lines marked so far (the preview). */
function previewLine(draft: SyncDraft, ms: number): number {
  let found = -1;
  draft.lines.forEach((line, index) => {
    if (
      line.start !== null &&
      line.start <= ms &&
      (found < 0 || (draft.lines[found]?.start ?? 0) <= line.start)
    )
      found = index;
  });
  return found;
}

/**
 * The admin's Sync lyrics tool (/admin/lyrics/{id}): the naat plays in an audio element; a tap (or Space)
 * marks where the next line starts; each line can be nudged by 0.1 s or played from; the line at the audio's
 * time is highlighted as a preview; the rules of the server run as the admin works, and Save stores the lines
 * (times, transliterations, translations). Lines come from the naat's lyrics, or from pasted or uploaded LRC.
 */
export function SyncLyrics({ naat, lyrics }: { naat: Naat; lyrics: Lyrics }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState(() => draftOf(lyrics));
  const [source, setSource] = useState('');
  const [sourceError, setSourceError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [playingMs, setPlayingMs] = useState(0);
  const [saveLyrics, saving] = useSaveLyricsMutation();
  const audio = useRef<HTMLAudioElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const sourceId = useId();
  const durationMs = naat.duration > 0 ? Math.round(naat.duration * 1000) : 0;
  const checked = checkDraft(draft, durationMs);
  const preview = previewLine(draft, playingMs);

  const audioMs = () => Math.round((audio.current?.currentTime ?? 0) * 1000);
  const tap = () => setDraft((current) => markLine(current, audioMs()));

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (
        event.key !== ' ' ||
        event.repeat ||
        event.ctrlKey ||
        event.altKey ||
        event.metaKey ||
        event.shiftKey
      )
        return;
      if (event.target instanceof Element && event.target.closest(KEEPS_SPACE)) return;
      // On the audio element Space would pause it: here it marks the line instead.
      event.preventDefault();
      const at = Math.round((audio.current?.currentTime ?? 0) * 1000);
      setDraft((current) => markLine(current, at));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // The line the next tap marks stays in view as the admin works down the list.
  useEffect(() => {
    const row = list.current?.children[draft.cursor];
    if (row && 'scrollIntoView' in row) row.scrollIntoView({ block: 'nearest' });
  }, [draft.cursor]);

  const playFrom = (ms: number) => {
    const element = audio.current;
    if (!element) return;
    element.currentTime = ms / 1000;
    setPlayingMs(ms);
    void element.play().catch(() => undefined);
  };

  const applySource = (text: string) => {
    const read = parseLrc(text, durationMs);
    if (!read.ok) {
      setSourceError(read.error);
      return;
    }
    setSourceError(null);
    setDraft(draftOf(read.lyrics));
  };

  const save = async () => {
    if (!checked.ok) return;
    setSaveError(null);
    const result = toAdminResult(await saveLyrics({ id: naat.id, lyrics: checked.lyrics }));
    if (!result.success) {
      setSaveError(result.error);
      return;
    }
    setDraft(draftOf(result.data));
    dispatch(showToast({ message: t('admin.sync.saved'), type: 'success' }));
  };

  const allMarked = draft.cursor >= draft.lines.length;
  return (
    <main className="admin-main admin-sync">
      <section className="admin-section" aria-labelledby="sync-title">
        <div className="admin-section-head">
          <div>
            <h1 id="sync-title">{t('admin.sync.heading')}</h1>
            <p className="admin-muted">
              {naat.title} · {naat.naatKhawan.name} · {clockTime(durationMs)}
            </p>
          </div>
          <Link className="admin-btn" to="/admin">
            {t('admin.sync.back')}
          </Link>
        </div>

        <div className="admin-sync-source">
          <h2>{t('admin.sync.linesHeading')}</h2>
          <p className="admin-muted">{t('admin.sync.sourceHint')}</p>
          <textarea
            id={sourceId}
            aria-label={t('admin.sync.sourceField')}
            rows={4}
            dir="auto"
            value={source}
            onChange={(event) => setSource(event.target.value)}
          />
          <div className="admin-section-actions">
            <button
              type="button"
              className="admin-btn"
              disabled={source.trim() === ''}
              onClick={() => applySource(source)}
            >
              {t('admin.sync.useLines')}
            </button>
            <label className="admin-btn admin-sync-upload">
              {t('admin.sync.upload')}
              <input
                type="file"
                accept=".lrc,.txt,text/plain"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) void file.text().then(applySource);
                }}
              />
            </label>
          </div>
          {sourceError ? (
            <p className="admin-error" role="alert">
              {sourceError}
            </p>
          ) : null}
        </div>

        <div className="admin-sync-controls">
          <h2>{t('admin.sync.timingHeading')}</h2>
          <p className="admin-muted">{t('admin.sync.timingHint')}</p>
          <audio
            ref={audio}
            controls
            preload="metadata"
            src={audioUrl(naat)}
            onTimeUpdate={() => setPlayingMs(audioMs())}
            onSeeked={() => setPlayingMs(audioMs())}
          />
          <div className="admin-section-actions">
            <button
              type="button"
              className="admin-btn admin-btn-primary admin-sync-tap"
              disabled={allMarked}
              onClick={tap}
            >
              {allMarked
                ? t('admin.sync.allMarked')
                : t('admin.sync.tap', { line: formatNumber(draft.cursor + 1) })}
            </button>
            <button type="button" className="admin-btn" onClick={() => setDraft(clearTimes)}>
              {t('admin.sync.clear')}
            </button>
            <button
              type="button"
              className="admin-btn admin-btn-primary"
              disabled={!checked.ok || saving.isLoading || draft.lines.length === 0}
              onClick={() => void save()}
            >
              {saving.isLoading ? t('admin.sync.saving') : t('admin.sync.save')}
            </button>
            <a
              className="admin-btn admin-btn-ghost"
              href={`/api/audios/${String(naat.id)}/lyrics.lrc`}
              download
            >
              {t('admin.sync.download')}
            </a>
          </div>
          {!checked.ok && draft.lines.length > 0 ? (
            <p className="admin-error" role="status">
              {checked.error}
            </p>
          ) : null}
          {saveError ? (
            <p className="admin-error" role="alert">
              {saveError}
            </p>
          ) : null}
        </div>

        {draft.lines.length === 0 ? (
          <p className="admin-muted">{t('admin.sync.noLines')}</p>
        ) : (
          <ol className="admin-sync-lines" ref={list} aria-label={t('admin.sync.linesHeading')}>
            {draft.lines.map((line, index) => {
              const number = index + 1;
              return (
                // Lines may repeat (a refrain), so the position is their key.
                <li
                  key={index}
                  className={`admin-sync-line${index === draft.cursor ? ' is-next' : ''}${index === preview ? ' is-playing' : ''}`}
                  aria-current={index === preview ? 'true' : undefined}
                >
                  <button
                    type="button"
                    className="admin-btn admin-btn-small admin-sync-number"
                    aria-label={t('admin.sync.markFrom', { line: formatNumber(number) })}
                    aria-pressed={index === draft.cursor}
                    onClick={() => setDraft((current) => markFrom(current, index))}
                  >
                    {number}
                  </button>
                  <span className="admin-sync-time">
                    {line.start === null ? UNTIMED : clockTime(line.start)}
                  </span>
                  <span className="admin-sync-nudges">
                    {/* A signed amount reads left to right in Urdu too (else "s 0.1−"). */}
                    <button
                      type="button"
                      dir="ltr"
                      className="admin-btn admin-btn-small"
                      aria-label={t('admin.sync.earlier', { line: formatNumber(number) })}
                      disabled={line.start === null}
                      onClick={() => setDraft((current) => nudgeLine(current, index, -NUDGE_MS, durationMs))}
                    >
                      −0.1 s
                    </button>
                    <button
                      type="button"
                      dir="ltr"
                      className="admin-btn admin-btn-small"
                      aria-label={t('admin.sync.later', { line: formatNumber(number) })}
                      disabled={line.start === null}
                      onClick={() => setDraft((current) => nudgeLine(current, index, NUDGE_MS, durationMs))}
                    >
                      +0.1 s
                    </button>
                    <button
                      type="button"
                      className="admin-btn admin-btn-small"
                      aria-label={t('admin.sync.playFrom', { line: formatNumber(number) })}
                      disabled={line.start === null}
                      onClick={() => playFrom(line.start ?? 0)}
                    >
                      ▶
                    </button>
                  </span>
                  <span className="admin-sync-text">
                    <span lang="ur" dir="rtl" className="admin-urdu">
                      {line.text}
                    </span>
                    {line.roman ? <small>{line.roman}</small> : null}
                    {line.translation ? <small lang="en">{line.translation}</small> : null}
                  </span>
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </main>
  );
}
