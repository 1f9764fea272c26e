import { OPUS_MP4_EXT, OPUS_WEBM_EXT, RENDITION_EXT } from './ffmpeg';

/**
 * The store names of an original's data-saver renditions: the original's content name with `.ds.` and the
 * rendition's extension, so naats sharing a file share its renditions, and no original is ever named so
 * (an original's name is its content hash and its own extension, server/storage/audioStore.ts).
 */
const RENDITION_MARK = '.ds.';

const baseName = (originalName: string): string => originalName.replace(/\.[^.]*$/, '');

/** The AAC rendition's store name. */
export const renditionName = (originalName: string): string =>
  `${baseName(originalName)}${RENDITION_MARK}${RENDITION_EXT}`;

/** The Opus renditions' store names (WebM and MP4). */
export const opusNames = (originalName: string): { webm: string; mp4: string } => ({
  webm: `${baseName(originalName)}${RENDITION_MARK}${OPUS_WEBM_EXT}`,
  mp4: `${baseName(originalName)}${RENDITION_MARK}${OPUS_MP4_EXT}`,
});

/** Whether a store name is a rendition's: such a file belongs to its original's job, never to a naat. */
export const isRenditionName = (name: string): boolean =>
  [RENDITION_EXT, OPUS_WEBM_EXT, OPUS_MP4_EXT].some((ext) => name.endsWith(`${RENDITION_MARK}${ext}`));
