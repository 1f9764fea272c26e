/** The stored-name rule, unanchored (contract/storedNameRule.mjs). */
export const STORED_NAME_PATTERN: string;
export type AudioExtension =
  'mp3' | 'aac' | 'm4a' | 'mp4' | 'ogg' | 'oga' | 'opus' | 'wav' | 'flac' | 'webm' | 'mka';
/** Content type by file extension. */
export const AUDIO_TYPES: Readonly<Record<AudioExtension, string>>;
