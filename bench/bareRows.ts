/**
 * What the bench's bare references (bareServer.ts on SQLite, barePgServer.ts on PostgreSQL) select and answer
 * for a naat: the very columns the app's reads select (server/db/naats.ts), turned into the same JSON.
 */
import { audioProcessing, audioSources } from '../server/db/audioSources';

const COLUMNS: [string, string][] = [
  ['n.id', 'id'],
  ['n.title', 'title'],
  ['n.urdu_title', 'urduTitle'],
  ['n.file_path', 'filePath'],
  ['n.duration', 'duration'],
  ['n.play_count', 'playCount'],
  ['n.category', 'category'],
  ['n.language', 'language'],
  ['n.description', 'description'],
  ['n.lyrics', 'lyrics'],
  ['n.created_at', 'createdAt'],
  ['n.naatkhawan_id', 'naatKhawanId'],
  ['k.name', 'reciterName'],
  ['k.image', 'reciterImage'],
  ['j.state', 'jobState'],
  ['j.progress', 'jobProgress'],
  ['j.error', 'jobError'],
  ['j.loudness_lufs', 'loudnessLufs'],
  ['j.source_kbps', 'sourceKbps'],
  ['j.rendition_path', 'renditionPath'],
  ['j.rendition_kbps', 'renditionKbps'],
  ['j.opus_state', 'opusState'],
  ['j.opus_error', 'opusError'],
  ['j.opus_path', 'opusPath'],
  ['j.opus_kbps', 'opusKbps'],
  ['j.opus_mp4_path', 'opusMp4Path'],
  ['j.opus_mp4_kbps', 'opusMp4Kbps'],
];

/** The SELECT ... FROM of a naat read; `quote` writes an alias as the engine keeps its case. */
export const naatSelect = (quote: (alias: string) => string): string =>
  `SELECT ${COLUMNS.map(([column, alias]) => `${column} AS ${quote(alias)}`).join(', ')}
  FROM naats n JOIN naatkhawans k ON k.id = n.naatkhawan_id LEFT JOIN audio_jobs j ON j.file_path = n.file_path`;

export interface Row {
  filePath: string;
  naatKhawanId: number;
  reciterName: string;
  reciterImage: string | null;
  jobState: string | null;
  jobProgress: number | null;
  jobError: string | null;
  sourceKbps: number | null;
  renditionPath: string | null;
  renditionKbps: number | null;
  opusState: string | null;
  opusError: string | null;
  opusPath: string | null;
  opusKbps: number | null;
  opusMp4Path: string | null;
  opusMp4Kbps: number | null;
}

export const toNaat = ({
  reciterName,
  reciterImage,
  jobState,
  jobProgress,
  jobError,
  sourceKbps,
  renditionPath,
  renditionKbps,
  opusState,
  opusError,
  opusPath,
  opusKbps,
  opusMp4Path,
  opusMp4Kbps,
  ...row
}: Row) => ({
  ...row,
  naatKhawan: { id: row.naatKhawanId, name: reciterName, image: reciterImage },
  sources: audioSources(row.filePath, {
    state: jobState,
    sourceKbps,
    renditionPath,
    renditionKbps,
    opusState,
    opusPath,
    opusKbps,
    opusMp4Path,
    opusMp4Kbps,
  }),
  audio: audioProcessing({ state: jobState, progress: jobProgress, error: jobError, opusState, opusError }),
});
