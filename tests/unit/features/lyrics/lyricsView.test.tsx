import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../../src/app/store';
import LyricsView from '../../../../src/features/lyrics/LyricsView';
import { readLyricsDisplay } from '../../../../src/features/lyrics/lyricsDisplay';
import {
  audioLoaded,
  playAudio,
  playbackStarted,
  seek,
  setPlaybackRate,
  timeUpdated,
} from '../../../../src/features/playback/playerSlice';
import { clearDownloads, putDownload, readKey } from '../../../../contract/db';
import type { Lyrics } from '../../../../contract/lyrics/lyrics';
import { naat } from '../../playerFixtures';
import { renderWithProviders } from '../../renderWithProviders';

const TIMED: Lyrics = {
  synced: true,
  lines: [
    { start: 1000, text: 'پہلی سطر', roman: 'Pehli satar', translation: 'The first line' },
    { start: 8000, text: 'دوسری سطر', roman: 'Doosri satar', translation: 'The second line' },
    { start: 15_000, text: 'تیسری سطر', roman: 'Teesri satar', translation: 'The third line' },
  ],
};
const NAAT = naat(5, { lyrics: 'پہلی سطر\nدوسری سطر\nتیسری سطر', duration: 30 });

/** The server's answer to GET /api/audios/5/lyrics, or a failure like an offline fetch. */
function serve(lyrics: Lyrics | 'offline') {
  const fetch = vi.fn((input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    if (lyrics === 'offline' || !url.endsWith('/api/audios/5/lyrics'))
      return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(Response.json({ success: true, data: lyrics }));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The store with NAAT playing at `seconds` (loaded, sound started). */
function playingAt(seconds: number) {
  const store = makeStore();
  store.dispatch(playAudio({ audio: NAAT }));
  store.dispatch(audioLoaded({ duration: 30 }));
  store.dispatch(playbackStarted());
  store.dispatch(timeUpdated(seconds));
  return store;
}

const line = (text: string) => screen.getByRole('button', { name: text });

beforeEach(async () => {
  await clearDownloads();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('LyricsView', () => {
  it('marks the line being recited and moves the mark as the time moves or the listener seeks', async () => {
    serve(TIMED);
    const store = playingAt(10);
    renderWithProviders(<LyricsView naat={NAAT} variant="page" />, { store });
    await waitFor(() => expect(line('دوسری سطر').getAttribute('aria-current')).toBe('true'));
    expect(screen.getAllByRole('button').filter((b) => b.getAttribute('aria-current'))).toHaveLength(1);

    act(() => {
      store.dispatch(seek(15.5));
    });
    expect(line('تیسری سطر').getAttribute('aria-current')).toBe('true');
    expect(line('دوسری سطر').getAttribute('aria-current')).toBeNull();
    act(() => {
      store.dispatch(timeUpdated(0.5));
    });
    expect(screen.getAllByRole('button').filter((b) => b.getAttribute('aria-current'))).toHaveLength(0);
  });

  it('moves on when the next line is due between time reports, at the listener’s speed', async () => {
    serve(TIMED);
    const store = playingAt(6);
    renderWithProviders(<LyricsView naat={NAAT} variant="player" />, { store });
    await waitFor(() => expect(line('پہلی سطر').getAttribute('aria-current')).toBe('true'));
    vi.useFakeTimers();
    act(() => {
      store.dispatch(setPlaybackRate(2));
    });
    // Two seconds of audio to the next line at 2x: one second of time.
    act(() => {
      vi.advanceTimersByTime(900);
    });
    expect(line('پہلی سطر').getAttribute('aria-current')).toBe('true');
    act(() => {
      vi.advanceTimersByTime(150);
    });
    expect(line('دوسری سطر').getAttribute('aria-current')).toBe('true');
  });

  it('a tap on a line seeks there (and plays), or starts this naat there when another one plays', async () => {
    serve(TIMED);
    const store = playingAt(2);
    renderWithProviders(<LyricsView naat={NAAT} variant="page" />, { store });
    await waitFor(() => expect(line('تیسری سطر')).toBeTruthy());
    fireEvent.click(line('تیسری سطر'));
    expect(store.getState().player.currentTime).toBe(15);
    expect(line('تیسری سطر').getAttribute('aria-current')).toBe('true');

    cleanup();
    const other = makeStore();
    other.dispatch(playAudio({ audio: naat(9) }));
    renderWithProviders(<LyricsView naat={NAAT} variant="page" />, { store: other });
    await waitFor(() => expect(line('دوسری سطر')).toBeTruthy());
    fireEvent.click(line('دوسری سطر'));
    expect(other.getState().player.currentAudio?.id).toBe(5);
    expect(other.getState().player.currentTime).toBe(8);
  });

  it('shows transliterations and translations, each with a toggle kept on the device', async () => {
    serve(TIMED);
    renderWithProviders(<LyricsView naat={NAAT} variant="page" />);
    await waitFor(() => expect(screen.getByText('Pehli satar')).toBeTruthy());
    expect(screen.getByText('The first line')).toBeTruthy();
    const translation = screen.getByRole('button', { name: 'Translation' });
    expect(translation.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(translation);
    expect(translation.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByText('The first line')).toBeNull();
    expect(screen.getByText('Pehli satar')).toBeTruthy();
    // The line keeps its name; its transliteration describes it.
    const described = line('پہلی سطر').getAttribute('aria-describedby') ?? '';
    expect(described.split(' ').map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Pehli satar',
    ]);
    await waitFor(async () =>
      expect(readLyricsDisplay(await readKey('lyricsDisplay'))).toEqual({ roman: true, translation: false }),
    );
    fireEvent.click(translation);
  });

  it('shows plain lyrics as lines of text, with no buttons and no mark', async () => {
    serve({
      synced: false,
      lines: [
        { start: null, text: 'ایک' },
        { start: null, text: 'دو' },
      ],
    });
    renderWithProviders(<LyricsView naat={NAAT} variant="page" />, { store: playingAt(10) });
    const list = await screen.findByRole('list', { name: 'Lyrics' });
    await waitFor(() => expect(within(list).getByText('دو')).toBeTruthy());
    expect(within(list).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('group', { name: 'Show with the lyrics' })).toBeNull();
  });

  it('offline, shows the lyrics kept with the download', async () => {
    serve('offline');
    await putDownload({
      id: 5,
      naat: NAAT,
      url: 'https://naats.test/Audio/5.mp3',
      size: 1,
      downloadedAt: '2026-01-01T00:00:00.000Z',
      lyrics: TIMED,
    });
    renderWithProviders(<LyricsView naat={NAAT} variant="page" />, { store: playingAt(9) });
    await waitFor(() => expect(line('دوسری سطر').getAttribute('aria-current')).toBe('true'));
    expect(screen.getByText('The second line')).toBeTruthy();
  });

  it('offline and not downloaded, shows the naat’s plain text', async () => {
    serve('offline');
    renderWithProviders(<LyricsView naat={NAAT} variant="page" />);
    const list = await screen.findByRole('list', { name: 'Lyrics' });
    expect(within(list).getByText('تیسری سطر')).toBeTruthy();
    expect(within(list).queryAllByRole('button')).toEqual([]);
  });
});

describe('readLyricsDisplay', () => {
  it('keeps booleans and defaults the rest to shown', () => {
    expect(readLyricsDisplay({ roman: false })).toEqual({ roman: false, translation: true });
    expect(readLyricsDisplay('nonsense')).toEqual({ roman: true, translation: true });
  });
});
