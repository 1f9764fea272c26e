/**
 * The Howler engine through the AudioEngine interface, on the real Howler as `npm install` patches it
 * (patches/howler+2.2.4.patch), with a scripted <audio> element (happy-dom has no media pipeline). Each test
 * plays one of the browser behaviours a patch hunk fixes and fails on Howler without the patch; the WebKit
 * suite (tests/webkit) checks the same in a real WebKitGTK.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AudioEngine, AudioEngineEvent } from '../../../../src/features/player/audioEngine';
import { ScriptedAudio } from '../../scriptedAudio';

let createHowlerEngine: () => AudioEngine;

beforeAll(async () => {
  // Howler tests the codecs on an Audio when it is first imported, so the element goes in first.
  vi.stubGlobal('Audio', ScriptedAudio);
  ({ createHowlerEngine } = await import('../../../../src/features/player/engine'));
});

let engine: AudioEngine | null = null;
afterEach(() => {
  engine?.unload();
  engine = null;
  ScriptedAudio.playAnswer = 'resolve';
  ScriptedAudio.readyStateWhileSeeking = 1;
});

let urls = 0;
/** An engine with a naat loaded, the events it reported, and the element Howler plays it with. */
function loaded(duration = 50) {
  const created = createHowlerEngine();
  engine = created;
  const heard: [AudioEngineEvent, ...unknown[]][] = [];
  for (const event of ['loaded', 'playing', 'interrupted', 'ended', 'loadError', 'playError'] as const) {
    created.on(event, (...args: unknown[]) => heard.push([event, ...args]));
  }
  urls += 1;
  const url = `/Audio/scripted-${String(urls)}.mp3`;
  created.load(url);
  const audio = ScriptedAudio.playing(url);
  audio.canPlayThrough(duration);
  return { engine: created, heard, audio, names: () => heard.map(([event]) => event) };
}

/** Howler reports load and play from promises and timeouts. */
const settled = () => new Promise<void>((resolve) => setTimeout(resolve, 5));

async function playing(duration = 50) {
  const setup = loaded(duration);
  await vi.waitFor(() => expect(setup.names()).toContain('loaded'));
  setup.engine.play();
  await vi.waitFor(() => expect(setup.names()).toContain('playing'));
  return setup;
}

describe('Howler engine', () => {
  it('loads, plays, pauses and reports the duration and the time', async () => {
    const { engine, heard, audio } = await playing(50);
    expect(heard[0]).toEqual(['loaded', 50]);
    expect(audio.plays).toBe(1);
    const times: number[] = [];
    engine.on('time', (seconds) => times.push(seconds));
    audio.advance(3);
    await vi.waitFor(() => expect(times).toContain(3));
    engine.pause();
    expect(audio.paused).toBe(true);
  });

  it('resumes an element left at HAVE_CURRENT_DATA after a pause (WebKitGTK sends no canplaythrough)', async () => {
    const { engine, audio, names } = await playing();
    audio.advance(2);
    engine.pause();
    audio.readyState = 2;
    engine.play();
    await vi.waitFor(() => expect(names().filter((name) => name === 'playing')).toHaveLength(2));
    expect(audio.plays).toBe(2);
    expect(audio.paused).toBe(false);
  });

  it('plays on after a seek while playing that ends at HAVE_CURRENT_DATA', async () => {
    const { engine, audio, names } = await playing();
    engine.seek(20);
    expect(audio.currentTime).toBe(20);
    await settled();
    // Howler replays the element once the seek is done; WebKitGTK ends it at HAVE_CURRENT_DATA.
    audio.seeked(2);
    await vi.waitFor(() => expect(audio.plays).toBe(2));
    expect(audio.paused).toBe(false);
    // A seek is no pause from outside.
    await settled();
    expect(names()).not.toContain('interrupted');
  });

  it('seeks to a start position asked for before the play once, not again when it plays', async () => {
    const created = createHowlerEngine();
    engine = created;
    const url = '/Audio/scripted-start.mp3';
    created.load(url);
    created.seek(20);
    const audio = ScriptedAudio.playing(url);
    audio.canPlayThrough(50);
    await vi.waitFor(() => expect(audio.currentTime).toBe(20));
    audio.seeked(4);
    created.play();
    await vi.waitFor(() => expect(audio.plays).toBe(1));
    // WebKitGTK sometimes stalled for good after the second seek around play() (docs/webkit.md).
    expect(audio.positionSets).toBe(1);
  });

  it('counts a play whose promise never settles as started once the time moves, and can pause it', async () => {
    const { engine, audio, names } = loaded();
    await vi.waitFor(() => expect(names()).toContain('loaded'));
    ScriptedAudio.playAnswer = 'never';
    engine.play();
    await settled();
    expect(names()).not.toContain('playing');
    audio.advance(0.25);
    await vi.waitFor(() => expect(names()).toContain('playing'));
    // The play lock is released, so the pause is not queued behind a play that never settles.
    engine.pause();
    expect(audio.paused).toBe(true);
  });

  it('plays audio whose duration is 0 at canplaythrough, and reports the duration learned later', async () => {
    const { engine, audio, heard, names } = loaded(0);
    await vi.waitFor(() => expect(names()).toContain('loaded'));
    engine.play();
    await vi.waitFor(() => expect(names()).toContain('playing'));
    expect(names()).not.toContain('ended');
    expect(audio.paused).toBe(false);
    // WebKitGTK's first guess can be shorter than what has played already: not the audio's duration.
    const times: number[] = [];
    engine.on('time', (seconds) => times.push(seconds));
    audio.advance(1.5);
    audio.learnDurationQuietly(0.011);
    audio.advance(0.25);
    // A time report at 1.75 s comes after the engine's duration check on the same tick.
    await vi.waitFor(() => expect(times).toContain(1.75));
    // WebKitGTK learns the duration once playing, and does not always say so with durationchange.
    audio.learnDurationQuietly(49.93);
    audio.advance(0.5);
    await vi.waitFor(() => expect(heard).toContainEqual(['loaded', 50]));
    expect(heard.filter(([event]) => event === 'loaded')).toEqual([
      ['loaded', 0],
      ['loaded', 50],
    ]);
    audio.end();
    await vi.waitFor(() => expect(names()).toContain('ended'));
  });

  it('takes a duration guess far too short at canplaythrough as unknown, and plays past it', async () => {
    // WebKitGTK reported 0.0095 s for a 40 s file at canplaythrough; Howler made a 0.1 s sprite of it and
    // its end timer stopped the play (docs/webkit.md).
    const { engine, audio, heard, names } = loaded(0.0095);
    await vi.waitFor(() => expect(names()).toContain('loaded'));
    expect(heard[0]).toEqual(['loaded', 0]);
    engine.play();
    await vi.waitFor(() => expect(names()).toContain('playing'));
    audio.advance(1.5);
    // Longer than the 0.1 s sprite's end timer.
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(names()).not.toContain('ended');
    expect(audio.paused).toBe(false);
    audio.learnDurationQuietly(40.02);
    audio.advance(0.5);
    await vi.waitFor(() => expect(heard).toContainEqual(['loaded', 40.1]));
  });

  it('a pause from outside the page is reported as interrupted, and the next play resumes', async () => {
    const { engine, audio, names } = await playing();
    audio.advance(4);
    // The system pauses the element (headphones unplugged, a call).
    audio.pause();
    await vi.waitFor(() => expect(names()).toContain('interrupted'));
    engine.play();
    await vi.waitFor(() => expect(audio.plays).toBe(2));
    expect(audio.paused).toBe(false);
    expect(audio.currentTime).toBe(4);
    // The app's own pause is not an interruption.
    await vi.waitFor(() => expect(names().filter((name) => name === 'playing')).toHaveLength(2));
    engine.pause();
    await settled();
    expect(names().filter((name) => name === 'interrupted')).toHaveLength(1);
  });

  it('a play still waiting for data when the next naat loads does not play that naat', async () => {
    const { engine, audio } = await playing();
    engine.pause();
    audio.readyState = 1;
    engine.play();
    // The next naat gets the same element back from Howler's pool; its data arriving must not start it.
    engine.load('/Audio/scripted-next.mp3');
    const next = ScriptedAudio.playing('/Audio/scripted-next.mp3');
    next.canPlayThrough(30);
    await settled();
    expect(next.plays).toBe(0);
    expect(next.paused).toBe(true);
  });

  it('a play refused by the browser (no gesture) is reported as a play error', async () => {
    const { engine, names } = loaded();
    await vi.waitFor(() => expect(names()).toContain('loaded'));
    ScriptedAudio.playAnswer = 'refuse';
    engine.play();
    await vi.waitFor(() => expect(names()).toContain('playError'));
    expect(names()).not.toContain('playing');
  });
});
