/** The stored-name rule, unanchored (server/storage/storedNameRule.mjs). */
export const STORED_NAME_PATTERN: string;
/** Content type by file extension. */
export const AUDIO_TYPES: Readonly<Record<string, string>>;
