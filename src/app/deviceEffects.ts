/**
 * The store's ties to this device, loaded as one chunk: what is saved in IndexedDB (read before the store
 * exists, written on every change), the Data saver setting, the download records, and the audio engine's
 * wiring. A device with saved state loads this before the first render; a first visit has nothing to read,
 * so it loads this only once the listener changes something worth keeping or plays (device.ts), and the
 * changes made meanwhile are written then.
 */
import type { AudioEngine } from '../features/player/audioEngine';
import { wireEngine } from '../features/player/engineWiring';
import { sendPlayCount } from '../features/player/playCount';
import { probeVolumeSupport } from '../features/player/volumeSupport';
import { loadQualityState, wireQualitySetting } from '../features/player/qualitySetting';
import { parseQualityPreference, type AudioQualityState } from '../features/player/qualitySlice';
import { isRecord } from '../lib/savedNaat';
import { readConnectionHints } from '../features/playback/connectionHints';
import { ensureDownloadsLoaded } from '../features/playback/loadDownloads';
import { browserCanPlay } from '../features/playback/mediaSupport';
import {
  loadPersistedState,
  playbackStateOf,
  restoredState,
  savedPlaylistOf,
  wirePersistence,
  type PersistedSlices,
} from './persistence';
import { emptyState, type EffectSetup, type RootState } from './store';

/** The saved queue, favorites, player and Data saver setting, as the store's starting state. */
export async function readDeviceState(): Promise<Partial<RootState>> {
  const [persisted, audioQuality] = await Promise.all([loadPersistedState(), loadQualityState()]);
  return { ...persisted, audioQuality };
}

/** The slices storage keeps, as a first visit left them in localStorage (device.ts). */
type Kept = PersistedSlices & { audioQuality: AudioQualityState };

/**
 * The state a visit left unsaved (device.ts), read with the same rules as storage (what cannot be read is
 * left out), and the empty state it differs from, so that the difference is saved at set-up; null when there
 * is nothing usable.
 */
export function restoreUnsaved(value: unknown): { state: Partial<RootState>; since: Kept } | null {
  const since = emptyState();
  if (!isRecord(value) || !isRecord(value.player) || !isRecord(value.queue) || !isRecord(value.favorites)) {
    return null;
  }
  try {
    // Read as the shapes they were written in, then checked field by field by restoredState.
    const left = value as unknown as Kept;
    const { player } = left;
    const state = restoredState({
      queue: left.queue.items,
      currentAudio: player.currentAudio,
      playbackState: playbackStateOf(player),
      favorites: left.favorites.items,
      playlist: savedPlaylistOf(left),
      playerSettings: { playbackRate: player.playbackRate, repeat: player.repeat },
    });
    const preference = isRecord(value.audioQuality)
      ? parseQualityPreference(value.audioQuality.preference)
      : null;
    return { state: { ...state, audioQuality: { preference: preference ?? 'auto' } }, since };
  } catch (error) {
    console.warn('The unsaved state of the last visit could not be read', error);
    return null;
  }
}

export interface DeviceEffectOptions {
  /**
   * The state storage has, when that is not the store's state at set-up: the first visit's starting state,
   * when this is set up only after the listener changed something; the difference is written at set-up.
   */
  since?: Kept;
  /** Whether the player state at set-up came from the device (default: when `since` is not given). */
  restored?: boolean;
}

export function deviceEffects(engine: AudioEngine, options: DeviceEffectOptions = {}): EffectSetup {
  const { since, restored = since === undefined } = options;
  const effects = [
    wirePersistence({ lifecycle: window, since }),
    wireEngine(engine, {
      countPlay: sendPlayCount,
      probeVolume: probeVolumeSupport,
      connection: readConnectionHints,
      canPlay: browserCanPlay,
      restored,
    }),
    wireQualitySetting(undefined, since?.audioQuality),
    ({ dispatch }) => {
      void dispatch(ensureDownloadsLoaded());
      return undefined;
    },
  ] satisfies EffectSetup[];
  return (context) => {
    const cleanups = effects.map((setup) => setup(context));
    return () => {
      for (const cleanup of cleanups) cleanup?.();
    };
  };
}
