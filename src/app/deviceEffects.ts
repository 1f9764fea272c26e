/**
 * The store's ties to this device, loaded as one chunk: what is saved in IndexedDB (read before the store
 * exists, written on every change), the Data saver setting, the download records, and the audio engine's
 * wiring. A device with saved state loads this before the first render; a first visit has nothing to read,
 * so it loads this only once the listener changes something worth keeping or plays (main.tsx), and the
 * changes made meanwhile are written then.
 */
import type { AudioEngine } from '../features/player/audioEngine';
import { wireEngine } from '../features/player/engineWiring';
import { sendPlayCount } from '../features/player/playCount';
import { probeVolumeSupport } from '../features/player/volumeSupport';
import { loadQualityState, wireQualitySetting } from '../features/player/qualitySetting';
import type { AudioQualityState } from '../features/player/qualitySlice';
import { readConnectionHints } from '../features/playback/connectionHints';
import { ensureDownloadsLoaded } from '../features/playback/loadDownloads';
import { browserCanPlay } from '../features/playback/mediaSupport';
import { loadPersistedState, wirePersistence, type PersistedSlices } from './persistence';
import type { EffectSetup, RootState } from './store';

/** The saved queue, favorites, player and Data saver setting, as the store's starting state. */
export async function readDeviceState(): Promise<Partial<RootState>> {
  const [persisted, audioQuality] = await Promise.all([loadPersistedState(), loadQualityState()]);
  return { ...persisted, audioQuality };
}

/**
 * `since`: the state storage has when that is not the store's state at set-up: the first visit's starting
 * state, when this is set up only after the listener changed something.
 */
export function deviceEffects(
  engine: AudioEngine,
  since?: PersistedSlices & { audioQuality: AudioQualityState },
): EffectSetup {
  const effects = [
    wirePersistence({ lifecycle: window, since }),
    wireEngine(engine, {
      countPlay: sendPlayCount,
      probeVolume: probeVolumeSupport,
      connection: readConnectionHints,
      canPlay: browserCanPlay,
      restored: since === undefined,
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
