import type { Naat } from '../../src/api/types';
import type { AudioEngine, AudioEngineEvent, AudioEngineEvents } from '../../src/features/player/audioEngine';
import { createEngineEmitter } from '../../src/features/player/audioEngine';

export const naat = (id: number, extra: Partial<Naat> = {}): Naat => ({
  id,
  title: `Naat ${id}`,
  urduTitle: null,
  filePath: `/Audio/${id}.mp3`,
  duration: 60,
  playCount: 0,
  category: null,
  language: null,
  description: null,
  lyrics: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  naatKhawanId: 7,
  naatKhawan: { id: 7, name: 'Reciter Seven', image: null },
  ...extra,
});

export type EngineCall =
  | ['load', string]
  | ['play']
  | ['pause']
  | ['seek', number]
  | ['volume', number]
  | ['rate', number]
  | ['fade', number, number, number]
  | ['unload'];

/** An AudioEngine that records calls and lets a test emit the events a real one would. */
export class FakeEngine implements AudioEngine {
  calls: EngineCall[] = [];
  private readonly events = createEngineEmitter();
  private pendingFade: (() => void) | null = null;

  load(url: string): void {
    this.calls.push(['load', url]);
  }
  play(): void {
    this.calls.push(['play']);
  }
  pause(): void {
    this.calls.push(['pause']);
  }
  seek(seconds: number): void {
    this.calls.push(['seek', seconds]);
  }
  volume(level: number): void {
    this.calls.push(['volume', level]);
  }
  rate(rate: number): void {
    this.calls.push(['rate', rate]);
  }
  fade(from: number, to: number, milliseconds: number): Promise<void> {
    this.calls.push(['fade', from, to, milliseconds]);
    return new Promise((resolve) => {
      this.pendingFade = resolve;
    });
  }
  unload(): void {
    this.calls.push(['unload']);
  }
  openLevels(): null {
    return null;
  }
  /** What remote() answers: a FakeRemote in the cast tests. */
  remotePlayback: RemotePlayback | null = null;
  remote(): RemotePlayback | null {
    return this.remotePlayback;
  }
  on<E extends AudioEngineEvent>(event: E, listener: AudioEngineEvents[E]): () => void {
    return this.events.on(event, listener);
  }

  emit<E extends AudioEngineEvent>(event: E, ...args: Parameters<AudioEngineEvents[E]>): void {
    this.events.emit(event, ...args);
  }
  /** Completes the running fade, as Howler's 'fade' event would. */
  async finishFade(): Promise<void> {
    this.pendingFade?.();
    this.pendingFade = null;
    await Promise.resolve();
    await Promise.resolve();
  }
  takeCalls(): EngineCall[] {
    const calls = this.calls;
    this.calls = [];
    return calls;
  }
}

/** A Remote Playback API (HTMLMediaElement.remote) whose devices and connection the test decides. */
export class FakeRemote extends EventTarget {
  state: RemotePlaybackState = 'disconnected';
  prompts = 0;
  private watchers = new Map<number, (available: boolean) => void>();
  private available = false;
  private nextId = 1;
  onconnect = null;
  onconnecting = null;
  ondisconnect = null;

  watchAvailability(callback: (available: boolean) => void): Promise<number> {
    const id = this.nextId++;
    this.watchers.set(id, callback);
    callback(this.available);
    return Promise.resolve(id);
  }
  cancelWatchAvailability(id?: number): Promise<void> {
    if (id === undefined) this.watchers.clear();
    else this.watchers.delete(id);
    return Promise.resolve();
  }
  prompt(): Promise<void> {
    this.prompts += 1;
    return Promise.resolve();
  }
  /** A device appears or goes. */
  setAvailable(available: boolean): void {
    this.available = available;
    for (const watcher of this.watchers.values()) watcher(available);
  }
  /** The listener picked a device (or left it). */
  setState(state: RemotePlaybackState): void {
    this.state = state;
    const events = { connecting: 'connecting', connected: 'connect', disconnected: 'disconnect' } as const;
    this.dispatchEvent(new Event(events[state]));
  }
}
