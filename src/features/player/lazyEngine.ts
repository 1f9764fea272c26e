/**
 * An AudioEngine that loads the real one (Howler, about 10 KiB gzip) only when it is first needed, so a
 * first visit does not download and run it unless the listener plays something. When a service worker
 * already has it cached, main.tsx asks for it once the page is idle, so it is ready before the first tap:
 * WebKit accepts play() only inside the tap itself, and a play that had to wait for the download may be
 * refused (the engine then reports playError, and the player shows Play again for the next tap).
 *
 * Until the real engine is there, calls are kept in order and replayed on it; listeners are attached to it
 * as soon as it arrives.
 */
import { createEngineEmitter, type AudioEngine, type AudioEngineEvent } from './audioEngine';
import { t } from '../../i18n/i18n';

/** What the listener sees when the player's code itself could not be downloaded (offline, first visit). */
export const engineLoadError = (): string => t('player.loadError');

/** Every engine event, forwarded from the real engine; the type makes a new event impossible to forget. */
const EVENTS = Object.keys({
  loaded: true,
  playing: true,
  time: true,
  interrupted: true,
  ended: true,
  loadError: true,
  playError: true,
} satisfies Record<AudioEngineEvent, true>) as AudioEngineEvent[];

export interface LazyAudioEngine extends AudioEngine {
  /** Starts loading the real engine now (idempotent); resolves when it is ready or has failed. */
  preload(): Promise<void>;
}

export function createLazyEngine(loadEngine: () => Promise<AudioEngine>): LazyAudioEngine {
  const events = createEngineEmitter();
  let engine: AudioEngine | null = null;
  let loading: Promise<void> | null = null;
  let pending: ((real: AudioEngine) => void)[] = [];
  /** Whether a track was asked for before a failed load, so the failure is reported to the player. */
  let trackRequested = false;

  const preload = (): Promise<void> => {
    loading ??= loadEngine().then(
      (real) => {
        for (const event of EVENTS) {
          real.on(event, (...args: unknown[]) => {
            (events.emit as (name: AudioEngineEvent, ...values: unknown[]) => void)(event, ...args);
          });
        }
        engine = real;
        const calls = pending;
        pending = [];
        for (const call of calls) call(real);
      },
      (error: unknown) => {
        console.warn('The audio engine could not be loaded', error);
        // Forget the failure, so the next track asks again (the connection may be back by then).
        loading = null;
        pending = [];
        if (trackRequested) events.emit('loadError', engineLoadError());
        trackRequested = false;
      },
    );
    return loading;
  };

  /** Runs the call now when the engine is there, else after it has loaded. */
  const forward = (call: (real: AudioEngine) => void) => {
    if (engine) {
      call(engine);
      return;
    }
    pending.push(call);
    void preload();
  };

  return {
    preload,
    on: (event, listener) => events.on(event, listener),
    load(url) {
      trackRequested = true;
      forward((real) => real.load(url));
    },
    play: () => forward((real) => real.play()),
    pause: () => forward((real) => real.pause()),
    seek: (seconds) => forward((real) => real.seek(seconds)),
    volume: (level) => forward((real) => real.volume(level)),
    rate: (value) => forward((real) => real.rate(value)),
    // Nothing sounds before the engine exists, so there is nothing to fade yet.
    fade: (from, to, milliseconds) => (engine ? engine.fade(from, to, milliseconds) : Promise.resolve()),
    unload() {
      trackRequested = false;
      if (engine) engine.unload();
      // Calls for a track that is gone need not wait for the engine any more.
      else pending = [];
    },
    openLevels: () => engine?.openLevels() ?? null,
    remote: () => engine?.remote() ?? null,
  };
}
