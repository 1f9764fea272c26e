/**
 * Which media types this browser can play, as it answers `canPlayType` ('probably' or 'maybe'; '' is no).
 * The server lists each naat's files with full types, codecs included (`audio/webm; codecs="opus"`), so the
 * player chooses before fetching a byte (sourceChoice.ts). Asked once per type.
 */
import type { CanPlay } from './sourceChoice';

const answers = new Map<string, boolean>();
let probe: HTMLAudioElement | null = null;

export const browserCanPlay: CanPlay = (type) => {
  const known = answers.get(type);
  if (known !== undefined) return known;
  probe ??= document.createElement('audio');
  const answer = probe.canPlayType(type) !== '';
  answers.set(type, answer);
  return answer;
};
