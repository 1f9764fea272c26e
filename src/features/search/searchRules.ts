/** Suggestions need 2 trimmed characters and wait 300 ms; 3 reciters and 5 naats shown. */
export const MIN_QUERY_LENGTH = 2;
export const SUGGEST_DEBOUNCE_MS = 300;
export const MAX_RECITER_SUGGESTIONS = 3;
export const MAX_NAAT_SUGGESTIONS = 5;

export { searchPath } from '../../lib/paths';
