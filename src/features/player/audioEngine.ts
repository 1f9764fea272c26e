/**
 * The sound device the player drives. engine.ts implements it with Howler; tests use a fake. The store
 * never sees it: engineWiring.ts turns store intents into these calls and these events into actions.
 */
export interface AudioEngineEvents {
  /** The audio's metadata arrived; the duration (seconds) may be Infinity for a live stream. */
  loaded: (duration: number) => void;
  /** Sound really started (not merely requested): the play count and the lock screen wait for this. */
  playing: () => void;
  /** The playback position (seconds), about four times a second while playing, so the UI can follow. */
  time: (seconds: number) => void;
  /**
   * The browser or the system paused the sound by itself (headphones unplugged, a phone call), so the
   * player can show it as paused instead of a Pause button that does nothing.
   */
  interrupted: () => void;
  /** The audio played to its end, so the player can move on (or repeat, or sleep). */
  ended: () => void;
  /** The audio could not be fetched or decoded (offline, missing file, unsupported format). */
  loadError: (message: string) => void;
  /**
   * The browser refused to start sound, mostly because there was no user gesture (autoplay policy after a
   * reload); the listener's next tap plays.
   */
  playError: (message: string) => void;
}

export type AudioEngineEvent = keyof AudioEngineEvents;

/** Frequency levels of what is playing, for the visualizer (see levels.ts). */
export interface LevelsReader {
  /** How many values `read` writes. */
  readonly binCount: number;
  /** Fills `into` with 0..255 levels, lowest frequencies first; false when there is nothing to read yet. */
  read(into: Uint8Array<ArrayBuffer>): boolean;
  close(): void;
}

export interface AudioEngine {
  /** Replaces whatever was loaded with the audio at this URL and starts fetching it (not playing). */
  load(url: string): void;
  /** Starts or resumes; a play before the audio has loaded waits for it. */
  play(): void;
  pause(): void;
  /** Jumps to a position in seconds; one asked before loading applies once loaded. */
  seek(seconds: number): void;
  /** 0..1. Some devices (iOS) ignore it, which is why the player probes support separately. */
  volume(level: number): void;
  /** Playback speed, 0.75..2, pitch preserved by the browser. */
  rate(rate: number): void;
  /** Ramps the volume for the sleep timer's gentle stop; resolves when the ramp is done. */
  fade(from: number, to: number, milliseconds: number): Promise<void>;
  /** Stops and releases the audio element, so the next track does not exhaust the element pool. */
  unload(): void;
  /**
   * Reads the current audio's spectrum without changing how it plays, or null where that is not possible
   * or not safe (cross-origin audio, browsers without HTMLMediaElement.captureStream, nothing loaded).
   */
  openLevels(): LevelsReader | null;
  /**
   * The Remote Playback API of the element the naat plays in (casting to a TV or a speaker: Chromium's Cast,
   * Safari's AirPlay), or null where the browser has none or nothing is loaded. While it is connected, the next
   * naats play through the same element, so the playlist carries on on the device.
   */
  remote(): RemotePlayback | null;
  /** Subscribes to an event; answers the unsubscribe function. */
  on<E extends AudioEngineEvent>(event: E, listener: AudioEngineEvents[E]): () => void;
}

/** A small typed event hub that engines share. */
export function createEngineEmitter() {
  const listeners = new Map<AudioEngineEvent, Set<(...args: never[]) => void>>();
  return {
    on<E extends AudioEngineEvent>(event: E, listener: AudioEngineEvents[E]): () => void {
      let set = listeners.get(event);
      if (!set) {
        set = new Set();
        listeners.set(event, set);
      }
      set.add(listener);
      return () => set.delete(listener);
    },
    emit<E extends AudioEngineEvent>(event: E, ...args: Parameters<AudioEngineEvents[E]>): void {
      for (const listener of listeners.get(event) ?? []) {
        (listener as (...values: Parameters<AudioEngineEvents[E]>) => void)(...args);
      }
    },
  };
}
