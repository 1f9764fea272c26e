import type { Naat } from '../../api/types';

/** While any naat on the page is still being processed, the table asks again this often (ms). */
export const AUDIO_STATE_POLL_MS = 3000;

export function isProcessing(naat: Pick<Naat, 'audio'>): boolean {
  return naat.audio?.state === 'queued' || naat.audio?.state === 'working';
}

/** The words for a naat's place in the ingest pipeline (docs/data-saver.md). */
export function audioStateText(naat: Pick<Naat, 'audio' | 'sources'>): string {
  const audio = naat.audio;
  if (!audio) return 'Not processed (external URL)';
  if (audio.state === 'queued') return 'Queued';
  if (audio.state === 'working') return `Working ${Math.round(audio.progress * 100)}%`;
  if (audio.state === 'failed') return `Failed: ${audio.error ?? 'unknown reason'}`;
  const saver = naat.sources?.some((source) => source.quality === 'data-saver');
  return saver ? 'Ready: data saver and loudness' : 'Ready: loudness (original already small)';
}

/** The Audio column of Manage Naats: queued, working (with progress), ready or failed with its reason. */
export function AudioStateCell({ naat }: { naat: Naat }) {
  const audio = naat.audio;
  return (
    <td data-label="Audio" className={`admin-audio-state is-${audio?.state ?? 'external'}`}>
      <span>{audioStateText(naat)}</span>
      {audio?.state === 'working' ? (
        <progress
          max={1}
          value={audio.progress}
          aria-label={`Processing ${naat.title}`}
          className="admin-audio-progress"
        />
      ) : null}
    </td>
  );
}
