/**
 * What this device has saved (the queue, favorites, downloads, settings, history: all in one IndexedDB
 * database), and when the code that reads and writes it loads (deviceEffects.ts, with idb, the restore rules
 * and the audio engine's wiring). A device with saved state loads it before the first render, as the store
 * starts from what was saved. A first visit has nothing saved, so it loads that code only once the listener
 * changes something worth keeping (a favorite, the queue, a play, a setting) and writes those changes then.
 * Each time such a page is hidden, its changed state also goes to localStorage, which writes at once
 * (`naat-unsaved`): the next page load starts from it and moves it into IndexedDB.
 */
import { recordsLoaded } from '../features/playback/downloadRecords';
import type { LazyAudioEngine } from '../features/player/lazyEngine';
import { importOnce } from '../lib/importOnce';
import { onPageHidden } from '../lib/pageHidden';
import { hasSavedState } from '../lib/savedState';
import { lazyEffect } from './lazyEffect';
import type { EffectSetup, RootState } from './store';

// Imported by the first touch and by the first change, which can overlap.
const loadDeviceEffects = importOnce(() => import('./deviceEffects'));

/** Where a first visit's changes wait when the page is left before the code that saves them has arrived. */
const UNSAVED_KEY = 'naat-unsaved';

/** The saved slices, as left in localStorage; null when there are none (or localStorage refuses). */
function readUnsaved(): unknown {
  try {
    const text = localStorage.getItem(UNSAVED_KEY);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

function writeUnsaved(state: RootState): void {
  const { player, queue, favorites, audioQuality } = state;
  try {
    localStorage.setItem(UNSAVED_KEY, JSON.stringify({ player, queue, favorites, audioQuality }));
  } catch {
    // Storage refused (a private mode, a full disk): the changes of this visit are lost, as they would be.
  }
}

function forgetUnsaved(): void {
  try {
    localStorage.removeItem(UNSAVED_KEY);
  } catch {
    // Nothing to forget where localStorage is refused.
  }
}

/**
 * What a first visit keeps differs: the queue, the favorites, the Data saver setting, or the player's naat,
 * volume, speed or repeat (the rest of what is saved follows the naat; opening panels is not kept).
 */
const changed = (before: RootState, after: RootState): boolean =>
  after.queue !== before.queue ||
  after.favorites !== before.favorites ||
  after.audioQuality !== before.audioQuality ||
  after.player.currentAudio !== before.player.currentAudio ||
  after.player.volume !== before.player.volume ||
  after.player.playbackRate !== before.player.playbackRate ||
  after.player.repeat !== before.player.repeat;

/** The device's effects, set up once the state first differs from what it was when the store was made. */
function deviceEffectsLater(engine: LazyAudioEngine, nothingSaved: boolean): EffectSetup {
  return (context) => {
    const since = context.getState();
    // No database, so nothing is downloaded: what plays offline is known without reading anything.
    if (nothingSaved) context.dispatch(recordsLoaded([]));
    // The listener's first touch or key fetches the code ahead of the change it may make, so that change
    // is written (and a play starts) sooner.
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
    // Each time the page is hidden or left, what changed goes to localStorage too: until the code below has
    // arrived nothing else keeps it, and once it has, its IndexedDB writes may still be cut short by the page
    // going (the database is opened only then). Visible again, the page carries on saving: that copy goes.
    let wired = false;
    const stopHidden = onPageHidden(window, () => {
      if (changed(since, context.getState())) writeUnsaved(context.getState());
    });
    const onShown = () => {
      if (wired && document.visibilityState === 'visible') forgetUnsaved();
    };
    addEventListener('visibilitychange', onShown);
    const stopUnsaved = () => {
      stopHidden();
      removeEventListener('visibilitychange', onShown);
    };
    const stop = lazyEffect(
      () => {
        stopWarming();
        // The engine's own code downloads alongside, when the change was a play.
        if (context.getState().player.currentAudio) void engine.preload();
        return loadDeviceEffects().then(({ deviceEffects }): EffectSetup => {
          const setup = deviceEffects(engine, { since });
          return (effectContext) => {
            wired = true;
            forgetUnsaved();
            return setup(effectContext);
          };
        });
      },
      (state) => changed(since, state),
    )(context);
    return () => {
      stopWarming();
      stopUnsaved();
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
  const unsaved = readUnsaved();
  const saved = await hasSavedState();
  if (!saved && unsaved === null) {
    return { preloadedState: {}, effect: deviceEffectsLater(engine, true) };
  }
  try {
    const { readDeviceState, restoreUnsaved, deviceEffects } = await loadDeviceEffects();
    // The last visit, a first one, was left before it could save for sure: start from what it left (its
    // whole state, newer than anything it wrote), and save that now.
    const restored = unsaved === null ? null : restoreUnsaved(unsaved);
    if (restored) {
      const setup = deviceEffects(engine, { since: restored.since, restored: true });
      const effect: EffectSetup = (context) => {
        const cleanup = setup(context);
        forgetUnsaved();
        return cleanup;
      };
      return { preloadedState: restored.state, effect };
    }
    forgetUnsaved();
    return { preloadedState: await readDeviceState(), effect: deviceEffects(engine) };
  } catch (error) {
    // The chunk could not be fetched (offline without a service worker): start as a first visit does, and
    // try again once it is needed.
    console.warn('The saved state could not be read', error);
    return { preloadedState: {}, effect: deviceEffectsLater(engine, !saved) };
  }
}
