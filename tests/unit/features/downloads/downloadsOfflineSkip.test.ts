// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../../src/app/store';
import { initialDownloadsState } from '../../../../src/features/downloads/downloadsSlice';
import { wireOffline } from '../../../../src/features/offline/wireOffline';
import { next, previous, trackEnded } from '../../../../src/features/playback/navigation';
import { selectUpNext } from '../../../../src/features/playback/playOrder';
import { playAudio } from '../../../../src/features/playback/playerSlice';
import type { DownloadRecord } from '../../../../contract/db';
import { naat } from '../../downloadsFakes';

const record = (id: number): DownloadRecord => ({
  id,
  naat: naat(id),
  url: `https://naats.test/Audio/naat-${id}.mp3`,
  size: 10,
  downloadedAt: '2026-01-01T00:00:00.000Z',
});

const first = naat(1);
const playlist = [first, ...[2, 3, 4].map((id) => naat(id))];

function storeWith(downloaded: number[], online: boolean) {
  const records = Object.fromEntries(downloaded.map((id) => [id, record(id)]));
  let listener: () => void = () => undefined;
  const connectivity = {
    isOnline: () => online,
    subscribe: (onChange: () => void) => {
      listener = onChange;
      return () => undefined;
    },
  };
  const store = makeStore({ downloads: { ...initialDownloadsState, status: 'loaded', records } }, [
    wireOffline(connectivity),
  ]);
  const setOnline = (value: boolean) => {
    online = value;
    listener();
  };
  return Object.assign(store, { setOnline });
}

const current = (store: ReturnType<typeof makeStore>) => store.getState().player.currentAudio?.id;

describe('the queue and playlists while offline', () => {
  it('skip naats that are not downloaded when a track ends', () => {
    const store = storeWith([1, 3], false);
    store.dispatch(playAudio({ audio: first, playlist }));
    expect(selectUpNext(store.getState())?.id).toBe(3);
    store.dispatch(trackEnded());
    expect(current(store)).toBe(3);
    expect(store.getState().player.isPlaying).toBe(true);
  });

  it('skip them on next and previous too', () => {
    const store = storeWith([1, 4], false);
    store.dispatch(playAudio({ audio: first, playlist }));
    store.dispatch(next());
    expect(current(store)).toBe(4);
    store.dispatch(previous());
    expect(current(store)).toBe(1);
  });

  it('stop at the end when nothing further can play, and say so: no "Up next"', () => {
    const store = storeWith([1], false);
    store.dispatch(playAudio({ audio: first, playlist }));
    expect(selectUpNext(store.getState())).toBeNull();
    store.dispatch(trackEnded());
    expect(store.getState().player.isPlaying).toBe(false);
    expect(current(store)).toBe(1);
  });

  it('follow the connection as it comes and goes', () => {
    const store = storeWith([1, 3], true);
    store.dispatch(playAudio({ audio: first, playlist }));
    expect(selectUpNext(store.getState())?.id).toBe(2);
    store.setOnline(false);
    expect(selectUpNext(store.getState())?.id).toBe(3);
    store.setOnline(true);
    store.dispatch(trackEnded());
    expect(current(store)).toBe(2);
    expect(store.getState().player.isPlaying).toBe(true);
  });
});
