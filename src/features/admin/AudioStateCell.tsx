import { useState } from 'react';
import { useOpusProgressQuery, type OpusProgress } from '../../api/adminApi';
import type { AudioSourceInfo, Naat } from '../../api/types';

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
      return kbps === null || kbps === undefined ? codec : `${codec} ${Math.round(kbps)} kbps`;
    })
    .join(', ');
}

/** The words for a naat's place in the ingest pipeline (docs/data-saver.md). */
export function audioStateText(naat: Pick<Naat, 'audio' | 'sources'>): string {
  const audio = naat.audio;
  if (!audio) return 'Not processed (external URL)';
  if (audio.state === 'queued') return 'Queued';
  if (audio.state === 'working') return `Working ${Math.round(audio.progress * 100)}%`;
  if (audio.state === 'failed') return `Failed: ${audio.error ?? 'unknown reason'}`;
  const files = renditionList(naat.sources ?? []);
  const ready = files
    ? `Ready: data saver (${files}) and loudness`
    : 'Ready: loudness (original already small)';
  const opus = audio.opus;
  if (opus?.state === 'queued') return `${ready}; Opus queued`;
  if (opus?.state === 'working') return `${ready}; Opus ${Math.round(audio.progress * 100)}%`;
  if (opus?.state === 'failed') return `${ready}; no Opus: ${opus.error ?? 'unknown reason'}`;
  return ready;
}

/** The Audio column of Manage Naats: queued, working (with progress), ready or failed with its reason. */
export function AudioStateCell({ naat }: { naat: Naat }) {
  const audio = naat.audio;
  const opusWorking = audio?.state === 'ready' && audio.opus?.state === 'working';
  const failed = audio?.state === 'failed' || (audio?.state === 'ready' && audio.opus?.state === 'failed');
  return (
    <td
      data-label="Audio"
      className={`admin-audio-state is-${audio?.state ?? 'external'}${failed ? ' is-failed' : ''}`}
    >
      <span>{audioStateText(naat)}</span>
      {audio?.state === 'working' || opusWorking ? (
        <progress
          max={1}
          value={audio.progress}
          aria-label={opusWorking ? `Making the Opus rendition of ${naat.title}` : `Processing ${naat.title}`}
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
  const failed = progress.failed > 0 ? `, ${progress.failed} without Opus (see the Audio column)` : '';
  return `Making the Opus data saver of earlier uploads: ${done} of ${total} audio files done${failed}.`;
}

/** Shown above the naats table while the Opus backfill runs, with its progress. */
export function OpusProgressLine() {
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
        aria-label="Opus data saver of earlier uploads"
      />
    </p>
  );
}
