import { afterEach, describe, expect, it } from 'vitest';
import { makeStore, type AppStore } from '../../../../src/app/store';
import {
  naatArtwork,
  positionStateFor,
  wireMediaSession,
  type MediaSessionOptions,
} from '../../../../src/features/player/mediaSession';
import {
  audioLoaded,
  initialPlayerState,
  playAudio,
  playbackStarted,
  seek,
  stop,
  timeUpdated,
  togglePlay,
} from '../../../../src/features/playback/playerSlice';
import { naat } from '../../playerFixtures';
import { enqueue, playFromQueue } from '../../../../src/features/queue/queueThunks';

/** Records what the app sets, like navigator.mediaSession (which happy-dom does not have). */
class FakeMediaSession {
  metadata: MediaMetadataInit | null = null;
  playbackState: MediaSessionPlaybackState = 'none';
  handlers = new Map<MediaSessionAction, MediaSessionActionHandler>();
  positions: MediaPositionState[] = [];
  setActionHandler(action: MediaSessionAction, handler: MediaSessionActionHandler | null): void {
    if (handler) this.handlers.set(action, handler);
    else this.handlers.delete(action);
  }
  setPositionState(state?: MediaPositionState): void {
    if (state) this.positions.push(state);
  }
  call(action: MediaSessionAction, details: Partial<MediaSessionActionDetails> = {}): void {
    const handler = this.handlers.get(action);
    if (!handler) throw new Error(`no ${action} handler`);
    handler({ action, ...details });
  }
}

let store: AppStore | null = null;
afterEach(() => {
  store?.dispose();
  store = null;
});

function setup(isIOS = false) {
  const session = new FakeMediaSession();
  const options: MediaSessionOptions = {
    session: session as unknown as MediaSession,
    appName: 'Naat Stream',
    isIOS,
    // The fake stores the init object itself, which is what the browser's MediaMetadata exposes.
    createMetadata: (init) => init as unknown as MediaMetadata,
  };
  store = makeStore(undefined, [wireMediaSession(options)]);
  return { session, store };
}

describe('media session', () => {
  it('shows the title, reciter, app name and artwork of the current naat', () => {
    const { session, store } = setup();
    store.dispatch(playAudio({ audio: naat(1, { title: 'Tala al Badru' }) }));
    expect(session.metadata).toEqual({
      title: 'Tala al Badru',
      artist: 'Reciter Seven',
      album: 'Naat Stream',
      artwork: naatArtwork(naat(1)),
    });
    // That every image exists, at its size, is checked against the running server in tests/e2e/playback.spec.ts.
    expect(naatArtwork(naat(1)).map((image) => image.sizes)).toEqual(['96x96', '256x256', '512x512']);
    expect(naatArtwork(naat(1))).not.toEqual(naatArtwork(naat(2)));
    expect(session.playbackState).toBe('playing');
    store.dispatch(togglePlay());
    expect(session.playbackState).toBe('paused');
    store.dispatch(stop());
    expect(session.metadata).toBeNull();
    expect(session.playbackState).toBe('none');
  });

  it('maps play, pause, previous, next and seekto to the player', () => {
    const { session, store } = setup();
    store.dispatch(playAudio({ audio: naat(1), playlist: [naat(1), naat(2)] }));
    session.call('pause');
    expect(store.getState().player.isPlaying).toBe(false);
    session.call('play');
    expect(store.getState().player.isPlaying).toBe(true);
    session.call('nexttrack');
    expect(store.getState().player.currentAudio?.id).toBe(2);
    session.call('previoustrack');
    expect(store.getState().player.currentAudio?.id).toBe(1);
    session.call('seekto', { seekTime: 42 });
    expect(store.getState().player.currentTime).toBe(42);
    session.call('seekbackward', {});
    expect(store.getState().player.currentTime).toBe(32);
    session.call('seekforward', { seekOffset: 5 });
    expect(store.getState().player.currentTime).toBe(37);
  });

  it('on iOS offers previous and next rather than seek buttons', () => {
    const { session, store } = setup(true);
    store.dispatch(playAudio({ audio: naat(2), playlist: [naat(1), naat(2), naat(3)] }));
    expect([...session.handlers.keys()].sort()).toEqual(
      ['nexttrack', 'pause', 'play', 'previoustrack', 'seekto'].sort(),
    );
  });

  it('offers previous and next exactly where the players do', () => {
    const { session, store } = setup();
    expect(session.handlers.has('nexttrack')).toBe(false);
    store.dispatch(playAudio({ audio: naat(1), playlist: [naat(1), naat(2)] }));
    expect(session.handlers.has('previoustrack')).toBe(false);
    expect(session.handlers.has('nexttrack')).toBe(true);
    session.call('nexttrack');
    expect(session.handlers.has('previoustrack')).toBe(true);
    expect(session.handlers.has('nexttrack')).toBe(false);
    // The queue playing: a naat added to it is reachable from the lock screen at once.
    store.dispatch(playFromQueue(1));
    expect(session.handlers.has('nexttrack')).toBe(false);
    store.dispatch(enqueue(naat(3)));
    session.call('nexttrack');
    expect(store.getState().player.currentAudio?.id).toBe(3);
  });

  it('re-applies metadata and handlers when playback starts (WebKit drops them)', () => {
    const { session, store } = setup();
    store.dispatch(playAudio({ audio: naat(3), playlist: [naat(3), naat(4)] }));
    session.metadata = null;
    session.handlers.clear();
    store.dispatch(playbackStarted());
    expect(session.metadata).toMatchObject({ title: 'Naat 3' });
    expect(session.handlers.has('nexttrack')).toBe(true);
  });

  it('sets the position state once a second and on seeks, only with a valid duration', () => {
    const { session, store } = setup();
    store.dispatch(playAudio({ audio: naat(1, { duration: 0 }) }));
    store.dispatch(timeUpdated(1));
    expect(session.positions).toEqual([]);
    store.dispatch(audioLoaded({ duration: 50 }));
    store.dispatch(timeUpdated(1.25));
    store.dispatch(timeUpdated(1.5));
    store.dispatch(timeUpdated(2.1));
    store.dispatch(seek(30));
    expect(session.positions.map((state) => state.position)).toEqual([1, 2.1, 30]);
    expect(session.positions.every((state) => state.duration === 50 && state.playbackRate === 1)).toBe(true);
  });

  it('never reports a position past the end or a non-finite duration', () => {
    expect(positionStateFor({ ...initialPlayerState, duration: 10, currentTime: 12 })).toEqual({
      duration: 10,
      position: 10,
      playbackRate: 1,
    });
    expect(positionStateFor({ ...initialPlayerState, duration: Number.POSITIVE_INFINITY })).toBeNull();
    expect(positionStateFor({ ...initialPlayerState, duration: 0 })).toBeNull();
  });

  it('does nothing where the API is missing, and removes its handlers when disposed', () => {
    const missing = makeStore(undefined, [
      wireMediaSession({ session: undefined, appName: 'X', isIOS: false, createMetadata: undefined }),
    ]);
    missing.dispatch(playAudio({ audio: naat(1) }));
    expect(missing.getState().player.currentAudio?.id).toBe(1);
    missing.dispose();
    const { session, store: wired } = setup();
    wired.dispose();
    store = null;
    expect(session.handlers.size).toBe(0);
  });
});
