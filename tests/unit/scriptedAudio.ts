/**
 * An <audio> element whose media pipeline the test plays, for running the real (patched) Howler in happy-dom,
 * which has no media pipeline: the test says when data arrives, what the duration is, how play() answers and
 * when the time moves, as a browser would. It models what the engine's browsers do, WebKitGTK included
 * (see patches/howler+2.2.4.patch); nothing here reaches into Howler.
 */

/** How the next play() answers: as Chromium does, never (WebKitGTK after a seek), or refused (no gesture). */
export type PlayAnswer = 'resolve' | 'never' | 'refuse';

export class ScriptedAudio extends EventTarget {
  static readonly created: ScriptedAudio[] = [];
  /** How every later play() answers. */
  static playAnswer: PlayAnswer = 'resolve';
  /** The readyState an element falls to while it seeks, until the test calls seeked(). */
  static readyStateWhileSeeking = 1;

  src = '';
  preload = '';
  volume = 1;
  muted = false;
  playbackRate = 1;
  readyState = 0;
  duration = Number.NaN;
  paused = true;
  ended = false;
  error: { code: number } | null = null;
  /** Howler waits for canplay instead where this property is missing (old browsers). */
  oncanplaythrough: (() => void) | null = null;
  /** How many times play() was called: the browser was asked to make sound. */
  plays = 0;
  /** How many times the page set currentTime: a browser runs a seek for each, even to where it already is. */
  positionSets = 0;
  private time = 0;

  constructor() {
    super();
    ScriptedAudio.created.push(this);
  }

  /** The last element given this URL: the one Howler plays it with. */
  static playing(url: string): ScriptedAudio {
    const element = ScriptedAudio.created.findLast((audio) => audio.src === url);
    if (!element) throw new Error(`no audio element has ${url}`);
    return element;
  }

  canPlayType(): string {
    return 'probably';
  }

  /** A new source (Howler reuses elements from a pool): everything starts again. */
  load(): void {
    this.readyState = 0;
    this.duration = Number.NaN;
    this.paused = true;
    this.ended = false;
    this.time = 0;
    this.plays = 0;
    this.positionSets = 0;
  }

  get currentTime(): number {
    return this.time;
  }

  set currentTime(seconds: number) {
    this.positionSets += 1;
    if (seconds === this.time) return;
    this.time = seconds;
    this.readyState = Math.min(this.readyState, ScriptedAudio.readyStateWhileSeeking);
    this.fire('seeking');
  }

  play(): Promise<void> {
    this.plays += 1;
    if (ScriptedAudio.playAnswer === 'refuse') {
      return Promise.reject(new DOMException('play() needs a user gesture', 'NotAllowedError'));
    }
    this.paused = false;
    this.ended = false;
    this.fire('play');
    return ScriptedAudio.playAnswer === 'never' ? new Promise<void>(() => undefined) : Promise.resolve();
  }

  pause(): void {
    if (this.paused) return;
    this.paused = true;
    this.fire('pause');
  }

  // --- the media pipeline, driven by the test -------------------------------------------------------------

  /** The data has arrived: the duration is known (or not, as WebKitGTK at first) and it can play through. */
  canPlayThrough(duration: number): void {
    this.duration = duration;
    this.readyState = 4;
    this.fire('durationchange');
    this.fire('canplaythrough');
  }

  /** A seek finished with the element at this readyState (WebKitGTK stays at HAVE_CURRENT_DATA, 2). */
  seeked(readyState: number): void {
    this.readyState = readyState;
    this.fire('seeked');
  }

  /** Playback moved on by `seconds`, reported as a browser does, with timeupdate. */
  advance(seconds: number): void {
    if (this.paused) throw new Error('a paused element does not move');
    this.time += seconds;
    this.fire('timeupdate');
  }

  /** Learns the real duration later without telling anyone (WebKitGTK: no durationchange). */
  learnDurationQuietly(duration: number): void {
    this.duration = duration;
  }

  /** The element reached its end. */
  end(): void {
    this.time = this.duration;
    this.paused = true;
    this.ended = true;
    this.fire('pause');
    this.fire('ended');
  }

  private fire(type: string): void {
    this.dispatchEvent(new Event(type));
  }
}
