/** Audio types by file name, from the one map (contract/storedNameRule.mjs) that nginx is given too. */
import { AUDIO_TYPES, type AudioExtension } from './storedNameRule.mjs';

export { AUDIO_TYPES, type AudioExtension };

/** The audio type of a file name (or a URL's path) by its extension, ignoring case; null for any other. */
export function audioTypeOfName(name: string): string | null {
  const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return Object.hasOwn(AUDIO_TYPES, ext) ? AUDIO_TYPES[ext as AudioExtension] : null;
}
