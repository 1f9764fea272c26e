/**
 * The "Data saver" setting on this device: read from IndexedDB before the store exists (like the volume in
 * app/persistence.ts, bounded by a timeout), written whenever the listener changes it. A failure only logs:
 * the setting then falls back to Auto.
 */
import type { EffectSetup } from '../../app/store';
import { readKey, writeKey } from '../../../contract/db';
import { initialAudioQualityState, parseQualityPreference, type AudioQualityState } from './qualitySlice';

/** As for the saved queue (app/persistence.ts): a hung IndexedDB must never keep the app from starting. */
export const LOAD_TIMEOUT_MS = 1500;

export interface QualityStorage {
  read(): Promise<unknown>;
  write(value: unknown): Promise<void>;
}

export const indexedDbQualityStorage: QualityStorage = {
  read: () => readKey('audioQuality'),
  write: (value) => writeKey('audioQuality', value),
};

export async function loadQualityState(
  storage: QualityStorage = indexedDbQualityStorage,
  timeoutMs = LOAD_TIMEOUT_MS,
): Promise<AudioQualityState> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), timeoutMs);
  });
  try {
    const saved = await Promise.race([storage.read(), timeout]);
    return { preference: parseQualityPreference(saved) ?? initialAudioQualityState.preference };
  } catch (error) {
    console.warn('Could not read the saved Data saver setting; using Auto.', error);
    return initialAudioQualityState;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Writes the setting on each change. `since` is the setting as storage last had it when that is not the
 * store's at set-up (a first visit sets this up only once the listener changed something): it is written now.
 */
export function wireQualitySetting(
  storage: QualityStorage = indexedDbQualityStorage,
  since?: AudioQualityState,
): EffectSetup {
  return ({ startListening, getState }) => {
    const write = (preference: AudioQualityState['preference']) => {
      storage.write(preference).catch((error: unknown) => {
        console.warn('Could not save the Data saver setting', error);
      });
    };
    const { preference } = getState().audioQuality;
    if (since && since.preference !== preference) write(preference);
    return startListening({
      predicate: (_action, current, previous) =>
        current.audioQuality.preference !== previous.audioQuality.preference,
      effect: (_action, api) => write(api.getState().audioQuality.preference),
    });
  };
}
