import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpdatePrompt } from '../../../../src/features/offline/UpdatePrompt';
import { playAudio } from '../../../../src/features/playback/playerSlice';
import { naat } from '../../downloadsFakes';
import { renderWithProviders } from '../../renderWithProviders';

// The registration module stands in for a real waiting worker: the prompt's own logic is under test.
const worker = vi.hoisted(() => ({
  waiting: true,
  applyUpdate: vi.fn<() => void>(),
}));
vi.mock('../../../../src/app/serviceWorker', () => ({
  subscribeUpdate: () => () => undefined,
  isUpdateWaiting: () => worker.waiting,
  applyUpdate: worker.applyUpdate,
}));

afterEach(() => {
  cleanup();
  worker.applyUpdate.mockReset();
  worker.waiting = true;
});

function renderPrompt() {
  return renderWithProviders(<UpdatePrompt />);
}

describe('the update prompt', () => {
  it('shows nothing while no new version waits', () => {
    worker.waiting = false;
    renderPrompt();
    expect(screen.queryByText('A new version is available')).toBeNull();
  });

  it('stays while a naat plays and pauses it before reloading', () => {
    const store = renderPrompt();
    act(() => {
      store.dispatch(playAudio({ audio: naat(1) }));
    });
    expect(store.getState().player.isPlaying).toBe(true);
    expect(screen.getByText('A new version is available')).toBeTruthy();
    expect(worker.applyUpdate).not.toHaveBeenCalled();

    let playingWhenApplied: boolean | null = null;
    worker.applyUpdate.mockImplementation(() => {
      playingWhenApplied = store.getState().player.isPlaying;
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(worker.applyUpdate).toHaveBeenCalledTimes(1);
    expect(playingWhenApplied).toBe(false);
  });

  it('reloads at once when nothing plays', () => {
    const store = renderPrompt();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(worker.applyUpdate).toHaveBeenCalledTimes(1);
    expect(store.getState().player.isPlaying).toBe(false);
  });
});
