import { OPUS_MP4_TYPE, OPUS_WEBM_TYPE, RENDITION_TYPE } from '../transcode/ffmpeg';
import { contentTypeOf, storedName } from '../storage/audioStore';
import type { AudioProcessing, AudioSource } from '../../contract';

/** One file a naat can be played from (API.md: `sources`). */
export type { AudioSource } from '../../contract';

/** What the ingest job knows about a naat's original (server/db/audioJobs.ts), joined to the naat row. */
export interface AudioFacts {
  state: string | null;
  sourceKbps: number | null;
  renditionPath: string | null;
  renditionKbps: number | null;
  opusState: string | null;
  opusPath: string | null;
  opusKbps: number | null;
  opusMp4Path: string | null;
  opusMp4Kbps: number | null;
}

/** The type of an original from its name; external URLs without a known extension are taken for MP3. */
function originalType(filePath: string): string {
  const name = storedName(filePath) ?? filePath.split(/[?#]/)[0]?.split('/').pop() ?? '';
  const type = contentTypeOf(name);
  return type === 'application/octet-stream' ? 'audio/mpeg' : type;
}

/**
 * The original always, then each data-saver rendition once made: AAC first (players from before Opus took the
 * first data-saver source, and every browser plays AAC), then Opus in MP4 and in WebM. The player picks the
 * smallest one its browser can play (src/features/playback/sourceChoice.ts).
 */
export function audioSources(filePath: string, facts: AudioFacts): AudioSource[] {
  const sources: AudioSource[] = [
    { quality: 'original', url: filePath, type: originalType(filePath), kbps: facts.sourceKbps },
  ];
  if (facts.state === 'ready' && facts.renditionPath !== null) {
    sources.push({
      quality: 'data-saver',
      url: facts.renditionPath,
      type: RENDITION_TYPE,
      kbps: facts.renditionKbps,
    });
  }
  if (facts.state === 'ready' && facts.opusState === 'ready') {
    if (facts.opusMp4Path !== null) {
      sources.push({
        quality: 'data-saver',
        url: facts.opusMp4Path,
        type: OPUS_MP4_TYPE,
        kbps: facts.opusMp4Kbps,
      });
    }
    if (facts.opusPath !== null) {
      sources.push({
        quality: 'data-saver',
        url: facts.opusPath,
        type: OPUS_WEBM_TYPE,
        kbps: facts.opusKbps,
      });
    }
  }
  return sources;
}

/** The job's state for the API's `audio` field (the admin's Audio column); null for external URLs. */
export function audioProcessing(facts: {
  state: string | null;
  progress: number | null;
  error: string | null;
  opusState: string | null;
  opusError: string | null;
}): AudioProcessing | null {
  if (facts.state === null) return null;
  return {
    state: facts.state as AudioProcessing['state'],
    progress: facts.progress ?? 0,
    error: facts.error,
    opus: {
      state: (facts.opusState ?? 'queued') as AudioProcessing['opus']['state'],
      error: facts.opusError,
    },
  };
}
