import { useState } from 'react';
import { useOpusProgressQuery, type OpusProgress } from '../../api/adminApi';
import type { AudioSourceInfo, Naat } from '../../api/types';
import { formatNumber } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';

/** While any naat on the page is still being processed, the table asks again this often (ms). */
export const AUDIO_STATE_POLL_MS = 3000;

export function isProcessing(naat: Pick<Naat, 'audio'>): boolean {
  const audio = naat.audio;
  if (audio?.state === 'queued' || audio?.state === 'working') return true;
  return audio?.state === 'ready' && (audio.opus?.state === 'queued' || audio.opus?.state === 'working');
}

/** The codec of a data-saver file, from its full media type. */
const codecOf = (source: AudioSourceInfo): 'Opus' | 'AAC' => (/opus/i.test(source.type) ? 'Opus' : 'AAC');

/** 'Opus 23 kbps, AAC 50 kbps': each codec once (Opus comes as MP4 and WebM), at its smallest rate. */
function renditionList(sources: readonly AudioSourceInfo[]): string {
  const rates = new Map<string, number | null>();
  for (const source of sources) {
    if (source.quality !== 'data-saver') continue;
    const codec = codecOf(source);
    const known = rates.get(codec);
    if (!rates.has(codec) || (source.kbps !== null && (known === null || source.kbps < (known ?? 0)))) {
      rates.set(codec, source.kbps);
    }
  }
  return ['Opus', 'AAC']
    .filter((codec) => rates.has(codec))
    .map((codec) => {
      const kbps = rates.get(codec);
      return kbps === null || kbps === undefined
        ? codec
        : t('admin.audio.rendition', { codec, kbps: formatNumber(Math.round(kbps)) });
    })
    .reduce((first, second) => (first ? t('admin.audio.renditionPair', { first, second }) : second), '');
}

const percentOf = (fraction: number): string => formatNumber(Math.round(fraction * 100));

/** The words for a naat's place in the ingest pipeline (docs/data-saver.md). */
export function audioStateText(naat: Pick<Naat, 'audio' | 'sources'>): string {
  const audio = naat.audio;
  if (!audio) return t('admin.audio.external');
  if (audio.state === 'queued') return t('admin.audio.queued');
  if (audio.state === 'working') return t('admin.audio.working', { percent: percentOf(audio.progress) });
  // The reason is the worker's own sentence (ffmpeg's), as the server stored it.
  if (audio.state === 'failed')
    return t('admin.audio.failed', { reason: audio.error ?? t('admin.audio.unknownReason') });
  const files = renditionList(naat.sources ?? []);
  const ready = files ? t('admin.audio.readySaver', { files }) : t('admin.audio.readyLoudness');
  const opus = audio.opus;
  if (opus?.state === 'queued') return t('admin.audio.opusQueued', { ready });
  if (opus?.state === 'working')
    return t('admin.audio.opusWorking', { ready, percent: percentOf(audio.progress) });
  if (opus?.state === 'failed')
    return t('admin.audio.opusFailed', { ready, reason: opus.error ?? t('admin.audio.unknownReason') });
  return ready;
}

/** The Audio column of Manage Naats: queued, working (with progress), ready or failed with its reason. */
export function AudioStateCell({ naat }: { naat: Naat }) {
  const t = useT();
  const audio = naat.audio;
  const opusWorking = audio?.state === 'ready' && audio.opus?.state === 'working';
  const failed = audio?.state === 'failed' || (audio?.state === 'ready' && audio.opus?.state === 'failed');
  return (
    <td
      data-label={t('admin.naats.colAudio')}
      className={`admin-audio-state is-${audio?.state ?? 'external'}${failed ? ' is-failed' : ''}`}
    >
      <span>{audioStateText(naat)}</span>
      {audio?.state === 'working' || opusWorking ? (
        <progress
          max={1}
          value={audio.progress}
          aria-label={
            opusWorking
              ? t('admin.audio.opusProgressLabel', { title: naat.title })
              : t('admin.audio.progressLabel', { title: naat.title })
          }
          className="admin-audio-progress"
        />
      ) : null}
    </td>
  );
}

/** The backfill's line: how many audio files made before Opus have their Opus rendition now. */
export function opusProgressText(progress: OpusProgress): string | null {
  const total = progress.queued + progress.working + progress.ready + progress.failed + progress.notKept;
  const waiting = progress.queued + progress.working;
  if (waiting === 0) return null;
  const done = total - waiting;
  const counts = { done: formatNumber(done), total: formatNumber(total) };
  return progress.failed > 0
    ? t('admin.audio.backfillWithFailed', { ...counts, failed: formatNumber(progress.failed) })
    : t('admin.audio.backfill', counts);
}

/** Shown above the naats table while the Opus backfill runs, with its progress. */
export function OpusProgressLine() {
  const t = useT();
  // Asked again every few seconds only while the backfill has work left.
  const [polling, setPolling] = useState(false);
  const { data } = useOpusProgressQuery(undefined, { pollingInterval: polling ? AUDIO_STATE_POLL_MS : 0 });
  const text = data ? opusProgressText(data) : null;
  if ((text !== null) !== polling) setPolling(text !== null);
  if (!data || text === null) return null;
  const total = data.queued + data.working + data.ready + data.failed + data.notKept;
  return (
    <p className="admin-muted admin-opus-progress" role="status">
      {text}{' '}
      <progress
        max={total}
        value={total - data.queued - data.working}
        aria-label={t('admin.audio.backfillLabel')}
      />
    </p>
  );
}
