/**
 * What this device has saved (the queue, favorites, downloads, settings, history: all in one IndexedDB
 * database), and when the code that reads and writes it loads (deviceEffects.ts, with idb, the restore rules
 * and the audio engine's wiring). A device with saved state loads it before the first render, as the store
 * starts from what was saved. A first visit has nothing saved, so it loads that code only once the listener
 * changes something worth keeping (a favorite, the queue, a play, a setting) and writes those changes then.
 */
import { recordsLoaded } from '../features/playback/downloadRecords';
import type { LazyAudioEngine } from '../features/player/lazyEngine';
import { importOnce } from '../lib/importOnce';
import { hasSavedState } from '../lib/savedState';
import { lazyEffect } from './lazyEffect';
import type { EffectSetup, RootState } from './store';

// Imported by the first touch and by the first change, which can overlap.
const loadDeviceEffects = importOnce(() => import('./deviceEffects'));

/** The saved parts of two states differ. */
const changed = (before: RootState, after: RootState): boolean =>
  after.player !== before.player ||
  after.queue !== before.queue ||
  after.favorites !== before.favorites ||
  after.audioQuality !== before.audioQuality;

/** The device's effects, set up once the state first differs from what it was when the store was made. */
function deviceEffectsLater(engine: LazyAudioEngine, nothingSaved: boolean): EffectSetup {
  return (context) => {
    const since = context.getState();
    // No database, so nothing is downloaded: what plays offline is known without reading anything.
    if (nothingSaved) context.dispatch(recordsLoaded([]));
    // The listener's first touch or key fetches the code ahead of the change it may make, so that change
    // is written (and a play starts) sooner: what is not written yet is lost if the page closes first.
    const warm = () => {
      stopWarming();
      loadDeviceEffects().catch(() => undefined);
    };
    const stopWarming = () => {
      removeEventListener('pointerdown', warm, true);
      removeEventListener('keydown', warm, true);
    };
    addEventListener('pointerdown', warm, { capture: true, passive: true });
    addEventListener('keydown', warm, { capture: true, passive: true });
    const stop = lazyEffect(
      () => {
        stopWarming();
        // The engine's own code downloads alongside, when the change was a play.
        if (context.getState().player.currentAudio) void engine.preload();
        return loadDeviceEffects().then(({ deviceEffects }) => deviceEffects(engine, since));
      },
      (state) => changed(since, state),
    )(context);
    return () => {
      stopWarming();
      stop?.();
    };
  };
}

export interface DeviceStart {
  /** The store's starting state: what was saved, or nothing on a first visit. */
  preloadedState: Partial<RootState>;
  effect: EffectSetup;
}

/** Reads what this device saved (bounded by timeouts inside; never rejects) and says how to keep it. */
export async function startDevice(engine: LazyAudioEngine): Promise<DeviceStart> {
  if (!(await hasSavedState())) {
    return { preloadedState: {}, effect: deviceEffectsLater(engine, true) };
  }
  try {
    const { readDeviceState, deviceEffects } = await loadDeviceEffects();
    return { preloadedState: await readDeviceState(), effect: deviceEffects(engine) };
  } catch (error) {
    // The chunk could not be fetched (offline without a service worker): start as a first visit does, and
    // try again once it is needed.
    console.warn('The saved state could not be read', error);
    return { preloadedState: {}, effect: deviceEffectsLater(engine, false) };
  }
}
