import { RENDITION_TYPE } from '../transcode/ffmpeg';
import { contentTypeOf, storedName } from '../storage/audioStore';

/** One file a naat can be played from (API.md: `sources`). */
export interface AudioSource {
  quality: 'original' | 'data-saver';
  url: string;
  type: string;
  /** Average bit rate; null when not measured yet (the original before its job ran, external URLs). */
  kbps: number | null;
}

/** What the ingest job knows about a naat's original (server/db/audioJobs.ts), joined to the naat row. */
export interface AudioFacts {
  state: string | null;
  sourceKbps: number | null;
  renditionPath: string | null;
  renditionKbps: number | null;
}

/** The type of an original from its name; external URLs without a known extension are taken for MP3. */
function originalType(filePath: string): string {
  const name = storedName(filePath) ?? filePath.split(/[?#]/)[0]?.split('/').pop() ?? '';
  const type = contentTypeOf(name);
  return type === 'application/octet-stream' ? 'audio/mpeg' : type;
}

/** The original always, then the data-saver rendition once its job is ready and made one. */
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
  return sources;
}
