import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore, type AppStore, type RootState } from '../../../../src/app/store';
import { formatOf } from '../../../../src/features/player/engine';
import { RESUME_WATCHDOG_MS, SLEEP_FADE_MS, wireEngine } from '../../../../src/features/player/engineWiring';
import {
  initialPlayerState,
  playAudio,
  seek,
  setPlaybackRate,
  setRepeat,
  setSleepTimer,
  setVolume,
  stop,
  togglePlay,
} from '../../../../src/features/playback/playerSlice';
import { next } from '../../../../src/features/playback/navigation';
import { setQualityPreference } from '../../../../src/features/player/qualitySlice';
import { downloadSucceeded } from '../../../../src/features/downloads/downloadsSlice';
import type { ConnectionHints } from '../../../../src/features/playback/sourceChoice';
import { FakeEngine, naat } from '../../playerFixtures';

let store: AppStore | null = null;
afterEach(() => {
  store?.dispose();
  store = null;
});

/** A state restored after a reload: naat 4 at 17 s, playing when the page was left. */
const RESTORED_PLAYING: Partial<RootState> = {
  player: { ...initialPlayerState, currentAudio: naat(4), currentTime: 17, isPlaying: true, loadRequest: 1 },
};

function setup(preloaded?: Partial<RootState>, probeVolume?: () => boolean) {
  const engine = new FakeEngine();
  const countPlay = vi.fn<(id: number) => void>();
  store = makeStore(preloaded, [wireEngine(engine, { countPlay, probeVolume, canPlay: () => true })]);
  return { engine, countPlay, store };
}

describe('engine wiring: intents become engine calls', () => {
  it('playing an audio loads its URL with the volume and speed, then plays', () => {
    const { engine, store } = setup();
    store.dispatch(playAudio({ audio: naat(1) }));
    expect(engine.takeCalls()).toEqual([['load', '/Audio/1.mp3'], ['volume', 1], ['rate', 1], ['play']]);
  });

  it('pause, resume, seek, volume and speed each become one call', () => {
    const { engine, store } = setup();
    store.dispatch(playAudio({ audio: naat(1) }));
    engine.takeCalls();
    store.dispatch(togglePlay());
    store.dispatch(togglePlay());
    store.dispatch(seek(20));
    store.dispatch(setVolume(0.3));
    store.dispatch(setPlaybackRate(1.5));
    expect(engine.takeCalls()).toEqual([['pause'], ['play'], ['seek', 20], ['volume', 0.3], ['rate', 1.5]]);
  });

  it('a new track unloads nothing by hand but loads the new URL; stop unloads', () => {
    const { engine, store } = setup();
    store.dispatch(
      playAudio({ audio: naat(1), playlist: [naat(1), naat(2, { filePath: 'https://cdn.example/x.m4a' })] }),
    );
    engine.takeCalls();
    store.dispatch(next());
    expect(engine.takeCalls()).toEqual([
      ['load', 'https://cdn.example/x.m4a'],
      ['volume', 1],
      ['rate', 1],
      ['play'],
    ]);
    store.dispatch(stop());
    expect(engine.takeCalls()).toEqual([['unload']]);
  });

  it('a restored audio is loaded at start-up at its saved position, playing if it was', () => {
    const { engine } = setup(RESTORED_PLAYING);
    expect(engine.takeCalls()).toEqual([
      ['load', '/Audio/4.mp3'],
      ['volume', 1],
      ['rate', 1],
      ['seek', 17],
      ['play'],
    ]);
  });

  it('a resume that stays silent (iOS without a gesture) is shown as paused after a while', () => {
    vi.useFakeTimers();
    try {
      const { engine, store } = setup(RESTORED_PLAYING);
      engine.takeCalls();
      vi.advanceTimersByTime(RESUME_WATCHDOG_MS - 1);
      expect(store.getState().player.isPlaying).toBe(true);
      vi.advanceTimersByTime(1);
      expect(store.getState().player.isPlaying).toBe(false);
      expect(engine.takeCalls()).toEqual([['pause']]);
      // The listener's tap plays.
      store.dispatch(togglePlay());
      expect(engine.takeCalls()).toEqual([['play']]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a resume that does start is left alone by the watchdog', () => {
    vi.useFakeTimers();
    try {
      const { engine, store } = setup(RESTORED_PLAYING);
      engine.emit('playing');
      vi.advanceTimersByTime(RESUME_WATCHDOG_MS);
      expect(store.getState().player.isPlaying).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("a refused resume leaves the listener's own Play to the engine, however slowly it starts", () => {
    vi.useFakeTimers();
    try {
      const { engine, store } = setup(RESTORED_PLAYING);
      // WebKit refuses the autoplay at once; the listener taps Play before the watchdog's time.
      engine.emit('playError', 'refused');
      store.dispatch(togglePlay());
      engine.takeCalls();
      vi.advanceTimersByTime(RESUME_WATCHDOG_MS);
      // Sound has not started yet (a loaded machine): still playing, and nothing paused it.
      expect(store.getState().player.isPlaying).toBe(true);
      expect(engine.takeCalls()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('probes volume support once at start-up', () => {
    const { store } = setup(undefined, () => false);
    expect(store.getState().player.volumeSupported).toBe(false);
  });
});

describe('engine wiring: engine events become actions', () => {
  it('loaded, time and playing update the state; a play is counted once per audio id', () => {
    const { engine, countPlay, store } = setup();
    store.dispatch(playAudio({ audio: naat(1), playlist: [naat(1), naat(2)] }));
    engine.emit('loaded', 59.5);
    expect(store.getState().player).toMatchObject({ isLoading: false, duration: 59.5 });
    engine.emit('playing');
    engine.emit('time', 3.25);
    expect(store.getState().player.currentTime).toBe(3.25);
    store.dispatch(togglePlay());
    store.dispatch(togglePlay());
    engine.emit('playing');
    expect(countPlay.mock.calls).toEqual([[1]]);
    store.dispatch(next());
    engine.emit('playing');
    store.dispatch(playAudio({ audio: naat(1), playlist: [naat(1), naat(2)] }));
    engine.emit('playing');
    expect(countPlay.mock.calls).toEqual([[1], [2]]);
  });

  it('ended moves to the next track; with repeat one it seeks to 0 and plays again', () => {
    const { engine, store } = setup();
    store.dispatch(playAudio({ audio: naat(1), playlist: [naat(1), naat(2)] }));
    engine.emit('playing');
    engine.emit('ended');
    expect(store.getState().player.currentAudio?.id).toBe(2);
    engine.takeCalls();
    store.dispatch(setRepeat('one'));
    engine.emit('playing');
    engine.emit('ended');
    expect(engine.takeCalls()).toEqual([['seek', 0], ['play']]);
  });

  it('a load failure reaches the state as audioLoadFailed; playing again reloads', () => {
    const { engine, store } = setup();
    store.dispatch(playAudio({ audio: naat(1) }));
    engine.emit('loadError', 'The audio could not be downloaded.');
    expect(store.getState().player).toMatchObject({
      isPlaying: false,
      error: 'The audio could not be downloaded.',
    });
    engine.takeCalls();
    store.dispatch(togglePlay());
    expect(engine.takeCalls()).toEqual([['load', '/Audio/1.mp3'], ['volume', 1], ['rate', 1], ['play']]);
  });

  it('an autoplay refusal pauses quietly (no toast) and the next tap plays', () => {
    const { engine, store } = setup({
      player: {
        ...initialPlayerState,
        currentAudio: naat(4),
        currentTime: 9,
        isPlaying: true,
        loadRequest: 1,
      },
    });
    engine.emit('playError', 'Playback was refused.');
    expect(store.getState().player.isPlaying).toBe(false);
    expect(store.getState().toasts.items).toEqual([]);
    engine.takeCalls();
    store.dispatch(togglePlay());
    expect(engine.takeCalls()).toEqual([['play']]);
  });
});

describe('engine wiring: races', () => {
  it('a queued play that starts after the listener paused is paused again, not shown as playing', () => {
    const { engine, countPlay, store } = setup();
    store.dispatch(playAudio({ audio: naat(1) }));
    store.dispatch(togglePlay());
    engine.takeCalls();
    engine.emit('playing');
    expect(store.getState().player.isPlaying).toBe(false);
    expect(engine.takeCalls()).toEqual([['pause']]);
    expect(countPlay).not.toHaveBeenCalled();
  });

  it('a pause from outside (headphones unplugged) shows as paused, and the next tap plays', () => {
    const { engine, store } = setup();
    store.dispatch(playAudio({ audio: naat(1) }));
    engine.emit('playing');
    engine.takeCalls();
    engine.emit('interrupted');
    expect(store.getState().player.isPlaying).toBe(false);
    expect(engine.takeCalls()).toEqual([]);
    store.dispatch(togglePlay());
    expect(engine.takeCalls()).toEqual([['play']]);
  });
});

describe('engine wiring: sleep timer', () => {
  it('after the minutes of listening, fades out, then pauses and restores the volume', async () => {
    const { engine, store } = setup();
    store.dispatch(playAudio({ audio: naat(1, { duration: 3600 }) }));
    store.dispatch(setVolume(0.8));
    engine.emit('playing');
    store.dispatch(setSleepTimer(15));
    // 15 minutes of listening, reported every 5 s.
    for (let t = 5; t <= 900; t += 5) engine.emit('time', t);
    expect(engine.calls).toContainEqual(['fade', 0.8, 0, SLEEP_FADE_MS]);
    expect(store.getState().player.isPlaying).toBe(true);
    engine.takeCalls();
    await engine.finishFade();
    expect(store.getState().player).toMatchObject({ isPlaying: false, sleepTimer: null });
    expect(engine.takeCalls()).toEqual([['pause'], ['volume', 0.8]]);
  });

  it('switching the timer off during the fade brings the sound back and keeps playing', async () => {
    const { engine, store } = setup();
    store.dispatch(playAudio({ audio: naat(1, { duration: 3600 }) }));
    engine.emit('playing');
    store.dispatch(setSleepTimer(15));
    for (let t = 5; t <= 905; t += 5) engine.emit('time', t);
    store.dispatch(setSleepTimer(null));
    expect(engine.calls.at(-1)).toEqual(['volume', 1]);
    await engine.finishFade();
    expect(store.getState().player.isPlaying).toBe(true);
  });

  it('end of this naat fades over the last seconds and pauses at the end instead of moving on', () => {
    const { engine, store } = setup();
    store.dispatch(playAudio({ audio: naat(1), playlist: [naat(1), naat(2)] }));
    engine.emit('loaded', 60);
    engine.emit('playing');
    store.dispatch(setSleepTimer('endOfTrack'));
    engine.emit('time', 50);
    expect(engine.calls.some((call) => call[0] === 'fade')).toBe(false);
    engine.emit('time', 58);
    expect(engine.calls).toContainEqual(['fade', 1, 0, 2000]);
    // Seeking back out of the last seconds restores the sound; the fade starts again near the end.
    store.dispatch(seek(30));
    expect(engine.calls.at(-1)).toEqual(['volume', 1]);
    engine.emit('time', 58.5);
    expect(engine.calls.at(-1)).toEqual(['fade', 1, 0, 1500]);
    engine.emit('ended');
    expect(store.getState().player).toMatchObject({ isPlaying: false, sleepTimer: null });
    expect(store.getState().player.currentAudio?.id).toBe(1);
    expect(engine.calls.at(-1)).toEqual(['seek', 0]);
  });
});

describe('Howler engine helpers', () => {
  it('picks the codec from the extension, MP3 when there is none', () => {
    expect(formatOf('/Audio/a.M4A')).toBe('m4a');
    expect(formatOf('https://x.example/a.ogg?v=2#t')).toBe('ogg');
    expect(formatOf('https://x.example/stream')).toBe('mp3');
  });
});

describe('engine wiring: quality and loudness', () => {
  const rendered = (id: number, loudnessLufs: number | null) =>
    naat(id, {
      loudnessLufs,
      sources: [
        { quality: 'original', url: `/Audio/${id}.mp3`, type: 'audio/mpeg', kbps: 192 },
        { quality: 'data-saver', url: `/Audio/${id}.mp3.ds.m4a`, type: 'audio/mp4', kbps: 48 },
      ],
    });

  function setupWith(connection: ConnectionHints | null) {
    const engine = new FakeEngine();
    store = makeStore(undefined, [
      wireEngine(engine, { countPlay: vi.fn(), connection: () => connection, canPlay: () => true }),
    ]);
    return { engine, store };
  }

  it('plays the original attenuated to -16 LUFS, the rendition at full volume', () => {
    const { engine, store } = setupWith(null);
    store.dispatch(setVolume(0.5));
    store.dispatch(playAudio({ audio: rendered(1, -10) }));
    // -6 dB: 10^(-6/20) ≈ 0.501, times the listener's 0.5.
    const calls = engine.takeCalls();
    expect(calls[0]).toEqual(['load', '/Audio/1.mp3']);
    expect(calls[1]?.[0]).toBe('volume');
    expect(calls[1]?.[1]).toBeCloseTo(0.5 * 0.501, 3);
    store.dispatch(setQualityPreference('data-saver'));
    expect(engine.takeCalls()).toEqual([
      ['load', '/Audio/1.mp3.ds.m4a'],
      ['volume', 0.5],
      ['rate', 1],
      ['play'],
    ]);
  });

  it('Auto picks the rendition on a slow connection, and the original when it is not ready', () => {
    const { engine, store } = setupWith({ effectiveType: '3g' });
    store.dispatch(playAudio({ audio: rendered(1, -20) }));
    expect(engine.takeCalls()[0]).toEqual(['load', '/Audio/1.mp3.ds.m4a']);
    store.dispatch(playAudio({ audio: naat(2, { loudnessLufs: -20 }) }));
    // A quiet original is left as it is: a media element cannot amplify.
    expect(engine.takeCalls().slice(0, 2)).toEqual([
      ['load', '/Audio/2.mp3'],
      ['volume', 1],
    ]);
  });

  it('switching quality mid-naat reloads at the same position; a download plays the downloaded file', () => {
    const { engine, store } = setupWith(null);
    store.dispatch(playAudio({ audio: rendered(1, null) }));
    store.dispatch(seek(42));
    engine.takeCalls();
    store.dispatch(
      downloadSucceeded({
        id: 1,
        naat: rendered(1, null),
        url: 'http://localhost/Audio/1.mp3.ds.m4a',
        size: 100,
        downloadedAt: '2026-01-01T00:00:00.000Z',
        quality: 'data-saver',
      }),
    );
    expect(engine.takeCalls()).toEqual([
      ['load', 'http://localhost/Audio/1.mp3.ds.m4a'],
      ['volume', 1],
      ['rate', 1],
      ['seek', 42],
      ['play'],
    ]);
    // The setting does not override what is on the device.
    store.dispatch(setQualityPreference('high'));
    expect(engine.takeCalls()).toEqual([]);
  });
});
