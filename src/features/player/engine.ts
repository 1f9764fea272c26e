/**
 * The Howler implementation of AudioEngine, and the only module that imports howler (lint enforces it).
 *
 * html5: true makes Howler use an <audio> element instead of decoding the whole file with Web Audio: the
 * audio streams as it downloads, a service worker can answer its Range requests (offline downloads), and
 * iOS keeps playing it on the lock screen.
 */
import { Howl, Howler } from 'howler';
import { createEngineEmitter, type AudioEngine } from './audioEngine';
import { openElementLevels } from './levels';

/** About four time reports a second; an interval (not requestAnimationFrame) keeps running in the background. */
const TIME_REPORT_MS = 250;

/** Howler picks a codec by extension; URLs without one (e.g. an absolute URL) are assumed to be MP3. */
export function formatOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const match = /\.([a-z0-9]{2,5})$/i.exec(path);
  return match?.[1]?.toLowerCase() ?? 'mp3';
}

/** HTMLMediaElement.HAVE_CURRENT_DATA: the element has the data at its position, enough for play(). */
const HAVE_CURRENT_DATA = 2;

/** The private parts of a Howl that the stall release below reads (Howler has no public way to them). */
interface HowlInternals {
  _state: string;
  _playLock: boolean;
  _sounds?: { _node?: unknown }[];
}

/**
 * Makes the element's play() promise also resolve once its time is seen moving. WebKitGTK (GStreamer) can
 * play audio the service worker serves from the downloads cache with its readyState stuck at
 * HAVE_CURRENT_DATA after a seek: the time advances, but 'playing' never fires, so the promise of play()
 * never settles. Howler holds its play lock until it does: it never reported the play (the time shown stood
 * still) and queued every later pause and seek behind it, so the Pause button did nothing. Where 'playing'
 * comes (Chromium, streamed audio) the browser's own promise settles first and nothing changes; a refused
 * play still rejects, as its element never moves. Answers the function that puts the element's own play()
 * back (Howler reuses elements from a pool).
 */
export function settlePlayOnceMoving(node: HTMLMediaElement): () => void {
  // The prototype's, not node.play: an element taken back from Howler's pool must never wrap a wrapper.
  const nativePlay = HTMLMediaElement.prototype.play.bind(node);
  let stopWatching: (() => void) | null = null;
  node.play = () => {
    stopWatching?.();
    const started = nativePlay();
    const from = node.currentTime;
    const moving = new Promise<void>((resolve) => {
      const onTime = () => {
        if (node.paused || node.currentTime <= from) return;
        stopWatching?.();
        resolve();
      };
      node.addEventListener('timeupdate', onTime);
      stopWatching = () => {
        node.removeEventListener('timeupdate', onTime);
        stopWatching = null;
      };
    });
    const settled = () => stopWatching?.();
    started.then(settled, settled);
    return Promise.race([started, moving]);
  };
  return () => {
    stopWatching?.();
    // The own property shadowed HTMLMediaElement.prototype.play; removing it restores the browser's.
    Reflect.deleteProperty(node, 'play');
  };
}

/**
 * Howler's html5 play() starts the element at once only when its readyState is at least HAVE_FUTURE_DATA;
 * below that it sets a play lock, marks the Howl 'loading' and waits for a canplaythrough event (that is
 * also how it replays the element after a seek while playing). WebKitGTK (GStreamer) leaves a paused or
 * just-seeked element at HAVE_CURRENT_DATA and never fires canplaythrough again, so the play never ran:
 * the player showed Pause while the time stood still, and every later pause or seek queued behind it.
 * play() needs no more than the current data, so when Howler waits with the element at that state, its
 * own listener is released by dispatching the event it waits for. Where the element is ready (Chromium,
 * almost always) Howler does not wait and this does nothing. An unloaded Howl has no sounds left.
 */
export function releaseStalledPlay(current: Howl): void {
  const internals = current as unknown as HowlInternals;
  const node = internals._sounds?.[0]?._node;
  if (!(node instanceof HTMLMediaElement)) return;
  const waiting = internals._playLock && internals._state === 'loading';
  if (waiting && node.readyState >= HAVE_CURRENT_DATA) {
    const awaited = (Howler as unknown as { _canPlayEvent?: string })._canPlayEvent ?? 'canplaythrough';
    node.dispatchEvent(new Event(awaited));
  }
}

function describeLoadError(error: unknown): string {
  // html5 mode reports a MediaError code: 2 network, 3 decode, 4 source not supported.
  if (error === 2) return 'The audio could not be downloaded.';
  if (error === 3) return 'The audio file is damaged.';
  if (error === 4) return 'The audio file could not be opened.';
  return typeof error === 'string' && error ? error : 'The audio could not be loaded.';
}

export function createHowlerEngine(): AudioEngine {
  const events = createEngineEmitter();
  let howl: Howl | null = null;
  let soundId: number | undefined;
  let ticker: ReturnType<typeof setInterval> | undefined;
  let level = 1;
  let speed = 1;

  const stopTicking = () => {
    if (ticker !== undefined) clearInterval(ticker);
    ticker = undefined;
  };
  // Howler reads its arguments by count: an explicit `undefined` id turns into NaN and the call is lost,
  // so the id is passed only once a sound exists.
  const positionOf = (current: Howl): number =>
    soundId === undefined ? current.seek() : current.seek(soundId);
  const reportTime = (current: Howl) => {
    const position = positionOf(current);
    if (typeof position === 'number' && Number.isFinite(position)) events.emit('time', position);
  };
  const startTicking = (current: Howl) => {
    stopTicking();
    ticker = setInterval(() => {
      if (howl !== current) return;
      // A seek while playing replays the element inside Howler, which may then wait (see releaseStalledPlay).
      releaseStalledPlay(current);
      syncDuration?.();
      reportTime(current);
    }, TIME_REPORT_MS);
  };

  /** Removes the pause watcher from the current audio element (Howler pools and reuses elements). */
  let unwatch: (() => void) | null = null;
  /**
   * Howler does not notice the element being paused from outside. Its own pauses (also the brief internal
   * one around a seek) mark the sound paused first, so a pause event on an unmarked, unfinished sound came
   * from the browser or the system.
   */
  const watchExternalPause = (current: Howl) => {
    const sound = (current as unknown as { _sounds?: { _node?: unknown; _paused?: boolean }[] })._sounds?.[0];
    const node = sound?._node;
    if (!sound || !(node instanceof HTMLMediaElement)) return;
    const onPause = () => {
      if (howl === current && sound._paused !== true && !node.ended) {
        // Tell Howler too, or it would still think the sound plays and ignore the next play().
        current.pause(soundId);
        stopTicking();
        events.emit('interrupted');
      }
    };
    node.addEventListener('pause', onPause);
    unwatch = () => node.removeEventListener('pause', onPause);
  };

  /** Removes the duration watcher (see followDuration). */
  let unwatchDuration: (() => void) | null = null;
  /** Reads the element's duration again (see followDuration); the time ticker calls it too. */
  let syncDuration: (() => void) | null = null;
  /**
   * Follows the element's duration for as long as the naat is loaded, reporting each change. WebKitGTK
   * (GStreamer) fires canplaythrough while the duration is still 0 and learns the real one only once
   * playback starts, and then does not always fire durationchange: the suite saw Howler's duration stay 0
   * with the element's at 50 s. So the duration is read on durationchange and on every time report.
   * Howler keeps it on a private field, read by duration().
   */
  const followDuration = (current: Howl) => {
    const internals = current as unknown as { _duration: number; _sounds?: { _node?: unknown }[] };
    const node = internals._sounds?.[0]?._node;
    if (!(node instanceof HTMLMediaElement)) return;
    const onDuration = () => {
      if (howl !== current || !Number.isFinite(node.duration) || node.duration <= 0) return;
      // Howler's own rounding, so the duration it reported at load is not reported again.
      const seconds = Math.ceil(node.duration * 10) / 10;
      if (seconds === internals._duration) return;
      internals._duration = seconds;
      events.emit('loaded', seconds);
    };
    node.addEventListener('durationchange', onDuration);
    syncDuration = onDuration;
    unwatchDuration = () => {
      node.removeEventListener('durationchange', onDuration);
      syncDuration = null;
      unwatchDuration = null;
    };
    // Howler reports 'load' from a timeout, so the duration may already have changed.
    onDuration();
  };

  /** Removes the stalled-play release (see releaseStalledPlay). */
  let unwatchStall: (() => void) | null = null;
  /**
   * The wait may begin before the element reaches HAVE_CURRENT_DATA (a seek in progress); these events
   * mark it getting there. A wait that begins after them is caught by play() and by the time ticker.
   * Once released, the play itself must be seen to start (settlePlayOnceMoving).
   */
  const watchStalledPlay = (current: Howl) => {
    const node = (current as unknown as HowlInternals)._sounds?.[0]?._node;
    if (!(node instanceof HTMLMediaElement)) return;
    const onReady = () => {
      if (howl === current) releaseStalledPlay(current);
    };
    const readyEvents = ['loadeddata', 'canplay', 'seeked'] as const;
    for (const type of readyEvents) node.addEventListener(type, onReady);
    const restorePlay = settlePlayOnceMoving(node);
    unwatchStall = () => {
      for (const type of readyEvents) node.removeEventListener(type, onReady);
      restorePlay();
      unwatchStall = null;
    };
  };

  const unload = () => {
    stopTicking();
    unwatchStall?.();
    unwatchDuration?.();
    unwatch?.();
    unwatch = null;
    howl?.unload();
    howl = null;
    soundId = undefined;
  };

  return {
    on: (event, listener) => events.on(event, listener),
    load(url) {
      unload();
      // Each callback checks it still belongs to the current Howl: an old track's late event is ignored.
      const current: Howl = new Howl({
        src: [url],
        html5: true,
        format: [formatOf(url)],
        preload: true,
        // Howler sizes its whole-file sprite from the duration at canplaythrough, which WebKitGTK reports as
        // 0 (see followDuration): every play() would then "end" at once and nothing would sound. An
        // open-ended whole-file sprite plays to the element's own 'ended' event, in every browser.
        sprite: { __default: [0, Number.POSITIVE_INFINITY] },
        volume: level,
        rate: speed,
        onload: () => {
          if (howl !== current) return;
          followDuration(current);
          events.emit('loaded', current.duration());
        },
        onloaderror: (_id, error) => {
          if (howl === current) events.emit('loadError', describeLoadError(error));
        },
        onplay: () => {
          if (howl !== current) return;
          events.emit('playing');
          reportTime(current);
          startTicking(current);
        },
        onpause: () => {
          if (howl === current) stopTicking();
        },
        onend: () => {
          if (howl !== current) return;
          stopTicking();
          events.emit('ended');
        },
        onplayerror: (_id, error) => {
          if (howl !== current) return;
          stopTicking();
          events.emit('playError', typeof error === 'string' ? error : 'Playback was refused.');
        },
      });
      howl = current;
      watchExternalPause(current);
      watchStalledPlay(current);
    },
    play() {
      if (!howl) return;
      if (soundId !== undefined && howl.playing(soundId)) return;
      soundId = soundId === undefined ? howl.play() : howl.play(soundId);
      releaseStalledPlay(howl);
    },
    pause() {
      stopTicking();
      if (soundId === undefined) howl?.pause();
      else howl?.pause(soundId);
    },
    seek(seconds) {
      if (!howl) return;
      if (soundId === undefined) howl.seek(seconds);
      else howl.seek(seconds, soundId);
    },
    volume(value) {
      level = value;
      howl?.volume(value);
    },
    rate(value) {
      speed = value;
      howl?.rate(value);
    },
    fade(from, to, milliseconds) {
      const current = howl;
      if (!current) return Promise.resolve();
      return new Promise((resolve) => {
        current.once('fade', () => resolve());
        // A fade interrupted by pause, volume or unload never fires 'fade'; the wiring does not wait for it then.
        if (soundId === undefined) current.fade(from, to, milliseconds);
        else current.fade(from, to, milliseconds, soundId);
      });
    },
    openLevels() {
      // Howler keeps the html5 <audio> element on its (private) sound objects; nothing public exposes it.
      const sounds = (howl as unknown as { _sounds?: { _node?: unknown }[] } | null)?._sounds;
      const node = sounds?.[0]?._node;
      return node instanceof HTMLMediaElement ? openElementLevels(node) : null;
    },
    unload,
  };
}
