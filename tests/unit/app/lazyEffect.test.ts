import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyEffect } from '../../../src/app/lazyEffect';
import { makeStore, type AppStore, type EffectSetup } from '../../../src/app/store';
import { playAudio, stop } from '../../../src/features/playback/playerSlice';
import { naat } from '../playerFixtures';

let store: AppStore | null = null;
afterEach(() => {
  store?.dispose();
  store = null;
  vi.restoreAllMocks();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const hasAudio = (state: ReturnType<AppStore['getState']>) => state.player.currentAudio !== null;

/** An effect that records the current naat each time it is set up, and its cleanups. */
function recordingEffect() {
  const seen: (number | null)[] = [];
  const cleanup = vi.fn();
  const setup: EffectSetup = ({ getState }) => {
    seen.push(getState().player.currentAudio?.id ?? null);
    return cleanup;
  };
  return { seen, cleanup, setup };
}

describe('lazyEffect', () => {
  it('loads nothing until the state needs it, then sets up on the state as it is', async () => {
    const effect = recordingEffect();
    const load = vi.fn(() => Promise.resolve(effect.setup));
    store = makeStore(undefined, [lazyEffect(load, hasAudio)]);
    await settle();
    expect(load).not.toHaveBeenCalled();
    store.dispatch(playAudio({ audio: naat(3) }));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(effect.seen).toEqual([3]);
    store.dispatch(playAudio({ audio: naat(4) }));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    store.dispose();
    expect(effect.cleanup).toHaveBeenCalledTimes(1);
    store = null;
  });

  it('loads at once when the restored state already needs it', async () => {
    const effect = recordingEffect();
    const seed = makeStore();
    seed.dispatch(playAudio({ audio: naat(5) }));
    store = makeStore({ player: seed.getState().player }, [
      lazyEffect(() => Promise.resolve(effect.setup), hasAudio),
    ]);
    seed.dispose();
    await settle();
    expect(effect.seen).toEqual([5]);
  });

  it('tries again the next time the state starts needing it when its code could not load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const effect = recordingEffect();
    const load = vi
      .fn<() => Promise<EffectSetup>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(effect.setup);
    store = makeStore(undefined, [lazyEffect(load, hasAudio)]);
    store.dispatch(playAudio({ audio: naat(1) }));
    await settle();
    expect(effect.seen).toEqual([]);
    store.dispatch(playAudio({ audio: naat(2) }));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    store.dispatch(stop());
    store.dispatch(playAudio({ audio: naat(2) }));
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(effect.seen).toEqual([2]);
  });

  it('never sets up after the store is gone', async () => {
    const effect = recordingEffect();
    let resolve: (setup: EffectSetup) => void = () => undefined;
    const load = () => new Promise<EffectSetup>((done) => (resolve = done));
    store = makeStore(undefined, [lazyEffect(load, hasAudio)]);
    store.dispatch(playAudio({ audio: naat(1) }));
    store.dispose();
    store = null;
    resolve(effect.setup);
    await settle();
    expect(effect.seen).toEqual([]);
  });
});
