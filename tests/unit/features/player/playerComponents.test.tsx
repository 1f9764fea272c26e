import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../../src/app/store';
import { BottomPlayer, IDLE_FADE_MS, IDLE_MINIMIZE_MS } from '../../../../src/features/player/BottomPlayer';
import FullScreenPlayer from '../../../../src/features/player/FullScreenPlayer';
import { PlayerArea } from '../../../../src/features/player/PlayerArea';
import {
  audioLoaded,
  playAudio,
  setMinimized,
  stop,
  volumeSupportDetected,
} from '../../../../src/features/playback/playerSlice';
import { enqueue } from '../../../../src/features/queue/queueThunks';
import { naat } from '../../playerFixtures';
import { renderWithProviders } from '../../renderWithProviders';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The playing bar's controls load with the first naat (a lazy chunk): wait for them once. */
const playerControls = () => screen.findByRole('button', { name: 'Open full-screen player' });

describe('bottom player', () => {
  it('with nothing loaded and an empty queue, the minimized button opens the queue panel', async () => {
    const store = renderWithProviders(<PlayerArea />);
    fireEvent.click(screen.getByRole('button', { name: 'Open queue' }));
    expect(store.getState().player.isQueueOpen).toBe(true);
    const panel = await screen.findByRole('dialog', { name: 'Queue (0)' });
    // The panel's code loads lazily; its focus trap (and Escape) is on once focus has moved into it.
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    expect(within(panel).getByText('No tracks in queue')).toBeTruthy();
    expect(within(panel).getByText('Add Naats while browsing to build your queue')).toBeTruthy();
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(store.getState().player.isQueueOpen).toBe(false);
  });

  it('with a queue, the minimized button plays its first item', async () => {
    const store = makeStore();
    store.dispatch(enqueue(naat(1)));
    store.dispatch(enqueue(naat(2)));
    renderWithProviders(<BottomPlayer />, { store });
    fireEvent.click(screen.getByRole('button', { name: 'Play queue (2)' }));
    expect(store.getState().player.currentAudio?.id).toBe(1);
    expect(store.getState().player.playlistSource).toBe('queue');
    await playerControls();
    expect(screen.getByRole('link', { name: 'Naat 1' }).getAttribute('href')).toBe('/naat/1');
    expect(screen.getByRole('link', { name: 'Reciter Seven' }).getAttribute('href')).toBe('/naatkhawan/7');
  });

  it('disables previous at the first item, next at the last, and play while loading', async () => {
    const store = makeStore();
    store.dispatch(playAudio({ audio: naat(1), playlist: [naat(1), naat(2)] }));
    renderWithProviders(<BottomPlayer />, { store });
    await playerControls();
    const previous = screen.getByRole<HTMLButtonElement>('button', { name: 'Previous' });
    const next = screen.getByRole<HTMLButtonElement>('button', { name: 'Next' });
    expect(previous.disabled).toBe(true);
    expect(next.disabled).toBe(false);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Loading' }).disabled).toBe(true);
    act(() => {
      store.dispatch(audioLoaded({ duration: 60 }));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(store.getState().player.isPlaying).toBe(false);
    fireEvent.click(next);
    expect(store.getState().player.currentAudio?.id).toBe(2);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous' }).disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Queue (2)' })).toBeTruthy();
  });

  it('with no track fades after 8 s and minimizes after 10 s; a loading track restores it', () => {
    vi.useFakeTimers();
    const store = makeStore();
    store.dispatch(playAudio({ audio: naat(1) }));
    store.dispatch(stop());
    renderWithProviders(<BottomPlayer />, { store });
    const bar = screen.getByRole('region', { name: 'Player' });
    expect(within(bar).getByText('No track playing')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(IDLE_FADE_MS - 1);
    });
    expect(bar.className).not.toContain('is-faded');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(bar.className).toContain('is-faded');
    act(() => {
      vi.advanceTimersByTime(IDLE_MINIMIZE_MS - IDLE_FADE_MS);
    });
    expect(store.getState().player.isMinimized).toBe(true);
    expect(screen.queryByRole('region', { name: 'Player' })).toBeNull();
    act(() => {
      store.dispatch(playAudio({ audio: naat(2) }));
    });
    expect(screen.getByRole('region', { name: 'Player' })).toBeTruthy();
  });

  it('the minimize button collapses a playing player, and the round button brings it back', async () => {
    const store = makeStore();
    store.dispatch(playAudio({ audio: naat(1) }));
    renderWithProviders(<BottomPlayer />, { store });
    await playerControls();
    fireEvent.click(screen.getByRole('button', { name: 'Minimize player' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show player (1)' }));
    expect(store.getState().player.isMinimized).toBe(false);
    expect(store.getState().player.isPlaying).toBe(true);
  });

  it('volume: mute toggles 0/1, arrow keys step, and an unsupported device gets the dimmed notice', async () => {
    const store = makeStore();
    store.dispatch(playAudio({ audio: naat(1) }));
    renderWithProviders(<BottomPlayer />, { store });
    await playerControls();
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(store.getState().player.volume).toBe(0);
    const volume = screen.getByRole('slider', { name: 'Volume' });
    fireEvent.keyDown(volume, { key: 'ArrowRight' });
    expect(store.getState().player.volume).toBeCloseTo(0.1);
    expect(volume.getAttribute('aria-valuenow')).toBe('10');
    act(() => {
      store.dispatch(volumeSupportDetected(false));
    });
    expect(screen.queryByRole('slider', { name: 'Volume' })).toBeNull();
    expect(screen.getByText('Volume control not supported on this device')).toBeTruthy();
  });

  it('seeks with the keyboard on the progress slider', async () => {
    const store = makeStore();
    store.dispatch(playAudio({ audio: naat(1) }));
    renderWithProviders(<BottomPlayer />, { store });
    await playerControls();
    const seek = screen.getByRole('slider', { name: 'Seek' });
    fireEvent.keyDown(seek, { key: 'End' });
    expect(store.getState().player.currentTime).toBe(60);
    fireEvent.keyDown(seek, { key: 'ArrowLeft' });
    expect(store.getState().player.currentTime).toBe(55);
    fireEvent.keyDown(seek, { key: 'Home' });
    expect(store.getState().player.currentTime).toBe(0);
  });
});

describe('full-screen player', () => {
  it('shows the tabs with counts, locks page scroll, and closes on Escape', () => {
    const store = makeStore();
    store.dispatch(playAudio({ audio: naat(1), playlist: [naat(1), naat(2)] }));
    store.dispatch(setMinimized(false));
    renderWithProviders(<FullScreenPlayer />, { store });
    const dialog = screen.getByRole('dialog', { name: 'Now playing' });
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(within(dialog).getByRole('tab', { name: 'Queue (2)' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Favorites (0)' }));
    expect(within(dialog).getByText('No Favorite Naats Yet')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to favorites' }));
    expect(within(dialog).getByRole('tab', { name: 'Favorites (1)' })).toBeTruthy();
    expect(dialog.querySelectorAll('.visualizer-bar')).toHaveLength(50);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(store.getState().player.isFullScreen).toBe(false);
  });

  it('releases the scroll lock when it closes', () => {
    const store = makeStore();
    store.dispatch(playAudio({ audio: naat(1) }));
    renderWithProviders(<FullScreenPlayer />, { store });
    expect(document.documentElement.style.overflow).toBe('hidden');
    cleanup();
    expect(document.documentElement.style.overflow).toBe('');
  });
});

describe('the playing bar when its code cannot be loaded', () => {
  afterEach(() => {
    vi.doUnmock('../../../../src/features/player/ActivePlayer');
    vi.resetModules();
    vi.restoreAllMocks();
  });

  it('says so, with a way to retry, instead of leaving a blank page', async () => {
    vi.doMock('../../../../src/features/player/ActivePlayer', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    vi.resetModules();
    // The fresh modules have a fresh message runtime: English, as the setup loads it.
    await (await import('../../../../src/i18n/i18n')).activateLocale('en');
    const { BottomPlayer: FreshBottomPlayer } = await import('../../../../src/features/player/BottomPlayer');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = makeStore();
    store.dispatch(playAudio({ audio: naat(1) }));
    renderWithProviders(<FreshBottomPlayer />, { store });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The player could not be loaded. Check your connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
