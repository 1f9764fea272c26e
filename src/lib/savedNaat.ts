/** Checks for what the app reads back from device storage (app/persistence.ts, player/listeningHistory.ts). */
import type { Naat } from '../api/types';

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Enough of a naat to play and show it; anything else in storage is ignored. */
export function isNaat(value: unknown): value is Naat {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.title === 'string' &&
    typeof value.filePath === 'string' &&
    isRecord(value.naatKhawan) &&
    typeof value.naatKhawan.name === 'string'
  );
}
