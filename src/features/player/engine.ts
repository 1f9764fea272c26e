/**
 * The Howler implementation of AudioEngine, and the only module that imports howler (lint enforces it).
 *
 * html5: true makes Howler use an <audio> element instead of decoding the whole file with Web Audio: the
 * audio streams as it downloads, a service worker can answer its Range requests (offline downloads), and
 * iOS keeps playing it on the lock screen.
 *
 * Only Howler's public API is used here. Where Howler itself was wrong for a browser (WebKitGTK's stalls after
 * a pause or a seek, the duration read as 0, the play promise that never settles, a pause from outside the
 * page), it is fixed in Howler's source by patches/howler+2.2.4.patch, applied by `npm install`
 * (patch-package); each hunk says why and links the upstream issue.
 */
import { Howl } from 'howler';
import { createEngineEmitter, type AudioEngine } from './audioEngine';
import { openElementLevels } from './levels';
import { t } from '../../i18n/i18n';

/** About four time reports a second; an interval (not requestAnimationFrame) keeps running in the background. */
const TIME_REPORT_MS = 250;

/** Howler picks a codec by extension; URLs without one (e.g. an absolute URL) are assumed to be MP3. */
export function formatOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const match = /\.([a-z0-9]{2,5})$/i.exec(path);
  return match?.[1]?.toLowerCase() ?? 'mp3';
}

/**
 * The accessor patches/howler+2.2.4.patch adds: Howler keeps the html5 <audio> element on private fields and
 * has no public way to it (https://github.com/goldfire/howler.js/issues/1680).
 */
declare module 'howler' {
  interface Howl {
    node(id?: number): HTMLAudioElement | null;
  }
}

function describeLoadError(error: unknown): string {
  // html5 mode reports a MediaError code: 2 network, 3 decode, 4 source not supported.
  if (error === 2) return t('playerError.download');
  if (error === 3) return t('playerError.damaged');
  if (error === 4) return t('playerError.unsupported');
  return typeof error === 'string' && error ? error : t('playerError.load');
}

/**
 * Howler gives an html5 element back to its pool, which the next Howl takes from (last in, first out), only
 * when it marked the element unlocked. An element that is casting to a device is handed back too, so the next
 * naat plays through it and the cast carries on with the playlist instead of ending with the naat.
 */
function keepCasting(node: HTMLAudioElement | null): void {
  if (node?.remote && node.remote.state !== 'disconnected') {
    // Howler's own mark (howler.js, Howler._releaseHtml5Audio); it has no public way to keep an element.
    (node as HTMLAudioElement & { _unlocked?: boolean })._unlocked = true;
  }
}

export function createHowlerEngine(): AudioEngine {
  const events = createEngineEmitter();
  let howl: Howl | null = null;
  let soundId: number | undefined;
  let ticker: ReturnType<typeof setInterval> | undefined;
  let level = 1;
  let speed = 1;
  /** The duration last reported, so a change Howler learns later (WebKitGTK, VBR files) is reported once. */
  let reportedDuration = 0;
  /**
   * True from play() until pause(): a Howler 'pause' while this holds did not come from here, so the browser
   * or the system paused the sound (headphones unplugged, a call). Howler's own pauses around a seek fire
   * no event.
   */
  let wantsSound = false;

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
  const reportDuration = (current: Howl) => {
    const duration = current.duration();
    if (duration > 0 && duration !== reportedDuration) {
      reportedDuration = duration;
      events.emit('loaded', duration);
    }
  };
  const startTicking = (current: Howl) => {
    stopTicking();
    ticker = setInterval(() => {
      if (howl !== current) return;
      reportDuration(current);
      reportTime(current);
    }, TIME_REPORT_MS);
  };

  const unload = () => {
    stopTicking();
    wantsSound = false;
    keepCasting(howl?.node(soundId) ?? null);
    howl?.unload();
    howl = null;
    soundId = undefined;
  };

  return {
    on: (event, listener) => events.on(event, listener),
    load(url) {
      unload();
      reportedDuration = 0;
      // Each callback checks it still belongs to the current Howl: an old track's late event is ignored.
      const current: Howl = new Howl({
        src: [url],
        html5: true,
        format: [formatOf(url)],
        preload: true,
        volume: level,
        rate: speed,
        onload: () => {
          if (howl !== current) return;
          // The duration may still be unknown (0) here; the time ticker reports it once Howler knows it.
          reportedDuration = current.duration();
          events.emit('loaded', reportedDuration);
        },
        onloaderror: (_id, error) => {
          if (howl === current) events.emit('loadError', describeLoadError(error));
        },
        onplay: () => {
          if (howl !== current) return;
          events.emit('playing');
          reportDuration(current);
          reportTime(current);
          startTicking(current);
        },
        onpause: () => {
          if (howl !== current) return;
          stopTicking();
          if (wantsSound) {
            wantsSound = false;
            events.emit('interrupted');
          }
        },
        onend: () => {
          if (howl !== current) return;
          stopTicking();
          wantsSound = false;
          events.emit('ended');
        },
        onplayerror: (_id, error) => {
          if (howl !== current) return;
          stopTicking();
          wantsSound = false;
          events.emit('playError', typeof error === 'string' ? error : t('playerError.refused'));
        },
      });
      howl = current;
    },
    play() {
      if (!howl) return;
      if (soundId !== undefined && howl.playing(soundId)) return;
      wantsSound = true;
      soundId = soundId === undefined ? howl.play() : howl.play(soundId);
    },
    pause() {
      stopTicking();
      wantsSound = false;
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
      const node = howl?.node(soundId);
      return node ? openElementLevels(node) : null;
    },
    remote: () => howl?.node(soundId)?.remote ?? null,
    unload,
  };
}
