import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore, type AppStore } from '../../../../src/app/store';
import { setQualityPreference } from '../../../../src/features/player/qualitySlice';
import {
  loadQualityState,
  wireQualitySetting,
  type QualityStorage,
} from '../../../../src/features/player/qualitySetting';

let store: AppStore | null = null;
afterEach(() => {
  store?.dispose();
  store = null;
});

const memory = (saved: unknown): QualityStorage & { written: unknown[] } => {
  const written: unknown[] = [];
  return {
    written,
    read: () => Promise.resolve(saved),
    write: (value) => Promise.resolve(void written.push(value)),
  };
};

describe('the Data saver setting on the device', () => {
  it('reads a saved choice, and falls back to Auto on nonsense, failures and a hung store', async () => {
    expect(await loadQualityState(memory('data-saver'))).toEqual({ preference: 'data-saver' });
    expect(await loadQualityState(memory('loud'))).toEqual({ preference: 'auto' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(
      await loadQualityState({
        read: () => Promise.reject(new Error('closed')),
        write: () => Promise.resolve(),
      }),
    ).toEqual({ preference: 'auto' });
    warn.mockRestore();
    expect(
      await loadQualityState(
        { read: () => new Promise(() => undefined), write: () => Promise.resolve() },
        10,
      ),
    ).toEqual({ preference: 'auto' });
  });

  it('writes the choice whenever the listener changes it', () => {
    const storage = memory(undefined);
    store = makeStore(undefined, [wireQualitySetting(storage)]);
    store.dispatch(setQualityPreference('high'));
    store.dispatch(setQualityPreference('high'));
    store.dispatch(setQualityPreference('data-saver'));
    expect(storage.written).toEqual(['high', 'data-saver']);
  });

  it('set up after a change (a first visit), writes that change at once, and nothing when there was none', () => {
    const storage = memory(undefined);
    store = makeStore();
    const since = store.getState().audioQuality;
    store.dispatch(setQualityPreference('data-saver'));
    const late = makeStore({ audioQuality: store.getState().audioQuality }, [
      wireQualitySetting(storage, since),
    ]);
    expect(storage.written).toEqual(['data-saver']);
    late.dispose();
    const unchanged = memory(undefined);
    makeStore(undefined, [wireQualitySetting(unchanged, since)]).dispose();
    expect(unchanged.written).toEqual([]);
  });
});
