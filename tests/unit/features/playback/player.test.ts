import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../../src/app/store';
import {
  audioLoaded,
  audioLoadFailed,
  cycleRepeat,
  playAudio,
  playbackBlocked,
  playbackStarted,
  replacePlaylist,
  seek,
  seekToFraction,
  selectProgress,
  setFullScreen,
  setMinimized,
  setPlaybackRate,
  setRepeat,
  setSleepTimer,
  setVolume,
  sleepTimerElapsed,
  stop,
  timeUpdated,
  togglePlay,
  toggleMute,
  toggleQueuePanel,
} from '../../../../src/features/playback/playerSlice';
import { next, previous, trackEnded } from '../../../../src/features/playback/navigation';
import { selectCanGoNext, selectCanGoPrevious } from '../../../../src/features/playback/playOrder';
import { naat } from '../../playerFixtures';

const ids = (items: { id: number }[]) => items.map((item) => item.id);

function playing(listIds: number[], startId: number, source: 'regular' | 'queue' | 'favorites' = 'regular') {
  const store = makeStore();
  store.dispatch(playAudio({ audio: naat(startId), playlist: listIds.map((id) => naat(id)), source }));
  return store;
}

describe('setting an audio', () => {
  it('makes it current, sets the playlist and index, and starts playing (loading first)', () => {
    const store = playing([1, 2, 3], 2);
    const player = store.getState().player;
    expect(player.currentAudio?.id).toBe(2);
    expect(ids(player.playlist)).toEqual([1, 2, 3]);
    expect(player.currentIndex).toBe(1);
    expect(player.isPlaying).toBe(true);
    expect(player.isLoading).toBe(true);
    expect(player.isMinimized).toBe(false);
    expect(player.duration).toBe(60);
  });

  it('without a playlist (or one missing the audio) plays the audio alone', () => {
    const store = makeStore();
    store.dispatch(playAudio({ audio: naat(5) }));
    expect(ids(store.getState().player.playlist)).toEqual([5]);
    store.dispatch(playAudio({ audio: naat(6), playlist: [naat(1), naat(2)] }));
    expect(ids(store.getState().player.playlist)).toEqual([6]);
    expect(store.getState().player.currentIndex).toBe(0);
  });

  it('selecting the current track toggles play and pause instead of restarting', () => {
    const store = playing([1, 2], 1);
    store.dispatch(timeUpdated(12));
    const loads = store.getState().player.loadRequest;
    store.dispatch(playAudio({ audio: naat(1) }));
    expect(store.getState().player.isPlaying).toBe(false);
    store.dispatch(playAudio({ audio: naat(1) }));
    expect(store.getState().player.isPlaying).toBe(true);
    expect(store.getState().player.currentTime).toBe(12);
    expect(store.getState().player.loadRequest).toBe(loads);
  });

  it('a favorite starts a favorites playlist, the queue makes the queue the source', () => {
    expect(playing([1, 2], 1, 'favorites').getState().player.playlistSource).toBe('favorites');
    expect(playing([1, 2], 1, 'queue').getState().player.playlistSource).toBe('queue');
  });

  it('appends the playlist to the queue in its order unless the source is the queue or favorites', () => {
    expect(ids(playing([1, 2, 3], 2).getState().queue.items)).toEqual([1, 2, 3]);
    // The naat alone when it is not in the list it came with.
    expect(ids(playing([1, 2], 5).getState().queue.items)).toEqual([5]);
    expect(playing([1, 2], 2, 'queue').getState().queue.items).toEqual([]);
    expect(playing([1, 2], 2, 'favorites').getState().queue.items).toEqual([]);
  });
});

describe('next and previous', () => {
  it('next moves on; at the last item it stops and resets the time', () => {
    const store = playing([1, 2], 1);
    store.dispatch(next());
    expect(store.getState().player.currentAudio?.id).toBe(2);
    expect(store.getState().player.currentIndex).toBe(1);
    store.dispatch(timeUpdated(30));
    const seeks = store.getState().player.seekRequest;
    store.dispatch(next());
    const player = store.getState().player;
    expect(player.currentAudio?.id).toBe(2);
    expect(player.isPlaying).toBe(false);
    expect(player.currentTime).toBe(0);
    expect(player.seekRequest).toBe(seeks + 1);
  });

  it('previous moves back only above index 0', () => {
    const store = playing([1, 2], 2);
    store.dispatch(previous());
    expect(store.getState().player.currentAudio?.id).toBe(1);
    store.dispatch(previous());
    expect(store.getState().player.currentAudio?.id).toBe(1);
    expect(store.getState().player.currentIndex).toBe(0);
  });

  it('previous is disabled at index 0 and next at the last item', () => {
    const store = playing([1, 2, 3], 1);
    expect(selectCanGoPrevious(store.getState())).toBe(false);
    expect(selectCanGoNext(store.getState())).toBe(true);
    store.dispatch(next());
    expect(selectCanGoPrevious(store.getState())).toBe(true);
    store.dispatch(next());
    expect(selectCanGoNext(store.getState())).toBe(false);
    expect(selectCanGoNext(makeStore().getState())).toBe(false);
  });
});

describe('the end of a track', () => {
  it('begins the next one', () => {
    const store = playing([1, 2], 1);
    store.dispatch(trackEnded());
    expect(store.getState().player.currentAudio?.id).toBe(2);
    expect(store.getState().player.isPlaying).toBe(true);
  });

  it('at the end of the playlist stops at 0', () => {
    const store = playing([1], 1);
    store.dispatch(timeUpdated(59));
    store.dispatch(trackEnded());
    expect(store.getState().player.isPlaying).toBe(false);
    expect(store.getState().player.currentTime).toBe(0);
  });

  it('repeat one replays the same track from the start', () => {
    const store = playing([1, 2], 1);
    store.dispatch(setRepeat('one'));
    store.dispatch(timeUpdated(59));
    store.dispatch(trackEnded());
    const player = store.getState().player;
    expect(player.currentAudio?.id).toBe(1);
    expect(player.currentTime).toBe(0);
    expect(player.isPlaying).toBe(true);
  });

  it('repeat all wraps to the first item and reloads a one-item playlist', () => {
    const store = playing([1, 2], 2);
    store.dispatch(setRepeat('all'));
    store.dispatch(trackEnded());
    expect(store.getState().player.currentAudio?.id).toBe(1);
    const single = playing([3], 3);
    single.dispatch(setRepeat('all'));
    const loads = single.getState().player.loadRequest;
    single.dispatch(trackEnded());
    expect(single.getState().player.isPlaying).toBe(true);
    expect(single.getState().player.loadRequest).toBe(loads + 1);
  });

  it('the repeat button cycles off, all, one', () => {
    const store = makeStore();
    const seen = [store.getState().player.repeat];
    for (let i = 0; i < 3; i += 1) {
      store.dispatch(cycleRepeat());
      seen.push(store.getState().player.repeat);
    }
    expect(seen).toEqual(['off', 'all', 'one', 'off']);
  });
});

describe('loading, seeking and volume', () => {
  it('loaded clears the spinner and takes a real duration; a non-finite one is ignored', () => {
    const store = playing([1], 1);
    store.dispatch(audioLoaded({ duration: 42.5 }));
    expect(store.getState().player.isLoading).toBe(false);
    expect(store.getState().player.duration).toBe(42.5);
    store.dispatch(audioLoaded({ duration: Number.POSITIVE_INFINITY }));
    expect(store.getState().player.duration).toBe(42.5);
  });

  it('seeks clamp to 0..duration, and a fraction clamps to 0..1', () => {
    const store = playing([1], 1);
    store.dispatch(seek(500));
    expect(store.getState().player.currentTime).toBe(60);
    store.dispatch(seek(-4));
    expect(store.getState().player.currentTime).toBe(0);
    store.dispatch(seekToFraction(0.5));
    expect(store.getState().player.currentTime).toBe(30);
    expect(selectProgress(store.getState())).toBe(0.5);
    store.dispatch(seekToFraction(1.7));
    expect(store.getState().player.currentTime).toBe(60);
    store.dispatch(seekToFraction(-1));
    expect(store.getState().player.currentTime).toBe(0);
  });

  it('the volume button toggles 0 and 1; dragging clamps to 0..1', () => {
    const store = makeStore();
    store.dispatch(setVolume(0.4));
    store.dispatch(toggleMute());
    expect(store.getState().player.volume).toBe(0);
    store.dispatch(toggleMute());
    expect(store.getState().player.volume).toBe(1);
    store.dispatch(setVolume(3));
    expect(store.getState().player.volume).toBe(1);
    store.dispatch(setVolume(-2));
    expect(store.getState().player.volume).toBe(0);
    store.dispatch(setVolume(Number.NaN));
    expect(store.getState().player.volume).toBe(0);
  });

  it('speed is kept within 0.75..2', () => {
    const store = makeStore();
    store.dispatch(setPlaybackRate(1.5));
    expect(store.getState().player.playbackRate).toBe(1.5);
    store.dispatch(setPlaybackRate(5));
    expect(store.getState().player.playbackRate).toBe(2);
    store.dispatch(setPlaybackRate(0.1));
    expect(store.getState().player.playbackRate).toBe(0.75);
  });

  it('a load failure stops with the message; playing again retries the load', () => {
    const store = playing([1], 1);
    store.dispatch(audioLoadFailed('The audio could not be downloaded.'));
    expect(store.getState().player).toMatchObject({
      isPlaying: false,
      isLoading: false,
      error: 'The audio could not be downloaded.',
    });
    const loads = store.getState().player.loadRequest;
    store.dispatch(togglePlay());
    expect(store.getState().player).toMatchObject({ isPlaying: true, isLoading: true, error: null });
    expect(store.getState().player.loadRequest).toBe(loads + 1);
  });

  it('an autoplay block pauses quietly; a real start clears the spinner', () => {
    const store = playing([1], 1);
    store.dispatch(playbackBlocked());
    expect(store.getState().player.isPlaying).toBe(false);
    expect(store.getState().player.error).toBeNull();
    expect(store.getState().toasts.items).toEqual([]);
    store.dispatch(togglePlay());
    store.dispatch(playbackStarted());
    expect(store.getState().player).toMatchObject({ isPlaying: true, isLoading: false });
  });

  it('toggling with no audio does nothing', () => {
    const store = makeStore();
    store.dispatch(togglePlay());
    expect(store.getState().player.isPlaying).toBe(false);
  });
});

describe('stop, panels and views', () => {
  it('stop clears the current audio and the playlist', () => {
    const store = playing([1, 2], 1);
    store.dispatch(setFullScreen(true));
    store.dispatch(stop());
    const player = store.getState().player;
    expect(player.currentAudio).toBeNull();
    expect(player.playlist).toEqual([]);
    expect(player.currentIndex).toBe(-1);
    expect(player.isPlaying).toBe(false);
    expect(player.isFullScreen).toBe(false);
  });

  it('toggling the queue panel flips isQueueOpen', () => {
    const store = makeStore();
    store.dispatch(toggleQueuePanel());
    expect(store.getState().player.isQueueOpen).toBe(true);
    store.dispatch(toggleQueuePanel());
    expect(store.getState().player.isQueueOpen).toBe(false);
  });

  it('the full-screen player opens only with an audio; minimizing closes it; a new track restores the bar', () => {
    const store = makeStore();
    expect(store.getState().player.isMinimized).toBe(true);
    store.dispatch(setFullScreen(true));
    expect(store.getState().player.isFullScreen).toBe(false);
    store.dispatch(playAudio({ audio: naat(1) }));
    store.dispatch(setFullScreen(true));
    expect(store.getState().player.isFullScreen).toBe(true);
    store.dispatch(setMinimized(true));
    expect(store.getState().player).toMatchObject({ isMinimized: true, isFullScreen: false });
    store.dispatch(playAudio({ audio: naat(2) }));
    expect(store.getState().player.isMinimized).toBe(false);
  });

  it('replacing the playlist keeps the current track, finds its index and makes the list a regular one', () => {
    const store = playing([1, 2], 2, 'favorites');
    store.dispatch(
      replacePlaylist({ playlist: [naat(9), naat(2), naat(3)], context: { kind: 'favorites' } }),
    );
    expect(store.getState().player.currentIndex).toBe(1);
    expect(store.getState().player.playlistSource).toBe('regular');
    expect(store.getState().player.currentAudio?.id).toBe(2);
  });
});

describe('sleep timer', () => {
  it('counts listening time from time reports, divided by the speed, not jumps or paused time', () => {
    const store = playing([1], 1);
    store.dispatch(setSleepTimer(15));
    expect(store.getState().player.sleepTimer).toEqual({ kind: 'minutes', minutes: 15, remaining: 900 });
    store.dispatch(timeUpdated(1));
    store.dispatch(timeUpdated(2));
    expect(store.getState().player.sleepTimer).toMatchObject({ remaining: 898 });
    store.dispatch(setPlaybackRate(2));
    store.dispatch(timeUpdated(4));
    expect(store.getState().player.sleepTimer).toMatchObject({ remaining: 897 });
    // A seek-like jump does not count.
    store.dispatch(timeUpdated(40));
    expect(store.getState().player.sleepTimer).toMatchObject({ remaining: 897 });
    store.dispatch(togglePlay());
    store.dispatch(timeUpdated(41));
    expect(store.getState().player.sleepTimer).toMatchObject({ remaining: 897 });
  });

  it('elapsing pauses and forgets the timer; null switches it off', () => {
    const store = playing([1], 1);
    store.dispatch(setSleepTimer(30));
    store.dispatch(sleepTimerElapsed());
    expect(store.getState().player).toMatchObject({ isPlaying: false, sleepTimer: null });
    store.dispatch(setSleepTimer(60));
    store.dispatch(setSleepTimer(null));
    expect(store.getState().player.sleepTimer).toBeNull();
  });

  it('end of this naat pauses at the track end instead of moving on', () => {
    const store = playing([1, 2], 1);
    store.dispatch(setSleepTimer('endOfTrack'));
    store.dispatch(trackEnded());
    const player = store.getState().player;
    expect(player.currentAudio?.id).toBe(1);
    expect(player.isPlaying).toBe(false);
    expect(player.sleepTimer).toBeNull();
  });
});
