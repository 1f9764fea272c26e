import { describe, expect, it, vi } from 'vitest';
import type { AudioEngine } from '../../../../src/features/player/audioEngine';
import { createLazyEngine } from '../../../../src/features/player/lazyEngine';
import { FakeEngine } from '../../playerFixtures';

/** A loader the test resolves or rejects by hand, like a dynamic import still on the wire. */
function deferredLoader() {
  let resolve: (engine: AudioEngine) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<AudioEngine>((ok, fail) => {
        resolve = ok;
        reject = fail;
      }),
  );
  return { load, resolve: (engine: AudioEngine) => resolve(engine), reject: (error: Error) => reject(error) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createLazyEngine', () => {
  it('loads nothing until asked', () => {
    const loader = deferredLoader();
    createLazyEngine(loader.load);
    expect(loader.load).not.toHaveBeenCalled();
  });

  it('replays the calls made while loading, in order, then forwards directly', async () => {
    const loader = deferredLoader();
    const lazy = createLazyEngine(loader.load);
    lazy.load('/Audio/a.mp3');
    lazy.volume(0.5);
    lazy.seek(42);
    lazy.play();
    const real = new FakeEngine();
    loader.resolve(real);
    await settle();
    expect(real.takeCalls()).toEqual([['load', '/Audio/a.mp3'], ['volume', 0.5], ['seek', 42], ['play']]);
    lazy.pause();
    expect(real.takeCalls()).toEqual([['pause']]);
    expect(loader.load).toHaveBeenCalledTimes(1);
  });

  it('passes the real engine events to listeners subscribed before it arrived', async () => {
    const loader = deferredLoader();
    const lazy = createLazyEngine(loader.load);
    const loaded = vi.fn();
    const playing = vi.fn();
    lazy.on('loaded', loaded);
    lazy.on('playing', playing);
    void lazy.preload();
    const real = new FakeEngine();
    loader.resolve(real);
    await settle();
    real.emit('loaded', 187);
    real.emit('playing');
    expect(loaded).toHaveBeenCalledWith(187);
    expect(playing).toHaveBeenCalledTimes(1);
  });

  it('reports a load error for a requested track when the engine cannot be downloaded, and tries again later', async () => {
    const loader = deferredLoader();
    const lazy = createLazyEngine(loader.load);
    const loadError = vi.fn();
    lazy.on('loadError', loadError);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    lazy.load('/Audio/a.mp3');
    lazy.play();
    loader.reject(new Error('Failed to fetch dynamically imported module'));
    await settle();
    expect(loadError).toHaveBeenCalledWith(
      'The player could not be loaded. Check your connection and try again.',
    );
    warn.mockRestore();

    lazy.load('/Audio/b.mp3');
    expect(loader.load).toHaveBeenCalledTimes(2);
    const real = new FakeEngine();
    loader.resolve(real);
    await settle();
    // The calls of the failed attempt are gone; only the new track is loaded.
    expect(real.takeCalls()).toEqual([['load', '/Audio/b.mp3']]);
  });

  it('stays quiet when only the idle preload fails', async () => {
    const loader = deferredLoader();
    const lazy = createLazyEngine(loader.load);
    const loadError = vi.fn();
    lazy.on('loadError', loadError);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const preloaded = lazy.preload();
    loader.reject(new Error('offline'));
    await preloaded;
    expect(loadError).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('drops the queued calls of a track unloaded before the engine arrived', async () => {
    const loader = deferredLoader();
    const lazy = createLazyEngine(loader.load);
    lazy.load('/Audio/a.mp3');
    lazy.play();
    lazy.unload();
    expect(lazy.openLevels()).toBeNull();
    await expect(lazy.fade(1, 0, 100)).resolves.toBeUndefined();
    const real = new FakeEngine();
    loader.resolve(real);
    await settle();
    expect(real.takeCalls()).toEqual([]);
  });
});
