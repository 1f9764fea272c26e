import { describe, expect, it } from 'vitest';
import { parseStartAt, withStartAt } from '../../../src/lib/startAt';

describe('parseStartAt', () => {
  it.each([
    ['90', 90],
    ['90s', 90],
    ['1m30s', 90],
    ['1M30S', 90],
    ['2m', 120],
    ['1h2m3s', 3723],
    [' 45 ', 45],
  ])('reads %s as %d seconds', (raw, seconds) => {
    expect(parseStartAt(raw)).toBe(seconds);
  });

  it.each([null, undefined, '', '0', '0s', '-5', '1.5', 'abc', '1m30', 'm', 'h', '1:30', '90x', '99999999'])(
    'ignores %s',
    (raw) => {
      expect(parseStartAt(raw)).toBeNull();
    },
  );

  it('ignores a moment at or past the end of a naat of known length', () => {
    expect(parseStartAt('274', 275)).toBe(274);
    expect(parseStartAt('275', 275)).toBeNull();
    expect(parseStartAt('5m', 275)).toBeNull();
    expect(parseStartAt('5m', 0)).toBe(300);
  });
});

describe('withStartAt', () => {
  it('sets t= on the link, replacing one already there', () => {
    expect(withStartAt('https://naats.example.org/naat/151', 90.7)).toBe(
      'https://naats.example.org/naat/151?t=90',
    );
    expect(withStartAt('https://naats.example.org/naat/151?t=5&x=1', 61)).toBe(
      'https://naats.example.org/naat/151?t=61&x=1',
    );
  });
});

describe('playAudio with startAt', () => {
  it('starts a new naat at that second, and leaves the current one where it is', async () => {
    const { makeStore } = await import('../../../src/app/store');
    const { playAudio } = await import('../../../src/features/playback/playerSlice');
    const { naat } = await import('../playerFixtures');
    const store = makeStore();
    store.dispatch(playAudio({ audio: naat(1), startAt: 20 }));
    expect(store.getState().player.currentTime).toBe(20);
    expect(store.getState().player.isPlaying).toBe(true);
    store.dispatch(playAudio({ audio: naat(2) }));
    expect(store.getState().player.currentTime).toBe(0);
    store.dispatch(playAudio({ audio: naat(2), startAt: 30 }));
    expect(store.getState().player.currentTime).toBe(0);
  });
});
