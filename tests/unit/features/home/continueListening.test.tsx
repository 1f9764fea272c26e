import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import ContinueListening from '../../../../src/features/home/ContinueListening';
import { playAudio, timeUpdated } from '../../../../src/features/playback/playerSlice';
import { naat } from '../../playerFixtures';
import { renderWithProviders } from '../../renderWithProviders';

afterEach(cleanup);

const saved = [
  { naat: naat(1, { title: 'Left halfway', duration: 200 }), position: 100, duration: 200 },
  { naat: naat(2, { title: 'Finished' }), position: 55, duration: 60 },
  { naat: naat(3, { title: 'Only sampled' }), position: 2, duration: 300 },
];

describe('Continue Listening', () => {
  it('shows nothing when nothing is left unfinished', () => {
    renderWithProviders(<ContinueListening saved={saved.slice(1)} />);
    expect(screen.queryByRole('region', { name: 'Continue Listening' })).toBeNull();
  });

  it('shows how far each unfinished naat got and resumes it there', () => {
    const store = renderWithProviders(<ContinueListening saved={saved} />);
    const row = screen.getByRole('region', { name: 'Continue Listening' });
    expect(within(row).getAllByRole('listitem')).toHaveLength(1);
    const progress = within(row).getByRole('progressbar', { name: 'Listened to Left halfway' });
    expect(progress.getAttribute('aria-valuenow')).toBe('50');
    expect(progress.getAttribute('aria-valuetext')).toBe('1:40 of 3:20');
    expect(within(row).getByText('1:40 left')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Resume Left halfway' }));
    expect(store.getState().player.currentAudio?.id).toBe(1);
    expect(store.getState().player.currentTime).toBe(100);
  });

  it('puts the naat in the player first, as it is now', () => {
    const store = renderWithProviders(<ContinueListening saved={saved} />);
    act(() => {
      store.dispatch(playAudio({ audio: naat(4, { title: 'Playing now', duration: 120 }) }));
      store.dispatch(timeUpdated(30));
    });
    const row = screen.getByRole('region', { name: 'Continue Listening' });
    const titles = within(row)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(titles).toEqual(['Playing now', 'Left halfway']);
    expect(within(row).getByRole('button', { name: 'Pause Playing now' })).toBeTruthy();
  });

  it('keeps a naat that leaves the player while the row is shown, where it was left', () => {
    const store = renderWithProviders(<ContinueListening saved={null} />);
    act(() => {
      store.dispatch(playAudio({ audio: naat(4, { title: 'First', duration: 120 }) }));
      store.dispatch(timeUpdated(30));
      store.dispatch(timeUpdated(30.25));
    });
    act(() => {
      store.dispatch(playAudio({ audio: naat(5, { title: 'Second', duration: 120 }) }));
    });
    const row = screen.getByRole('region', { name: 'Continue Listening' });
    const progress = within(row).getByRole('progressbar', { name: 'Listened to First' });
    expect(progress.getAttribute('aria-valuetext')).toBe('0:30 of 2:00');
    expect(within(row).queryByRole('progressbar', { name: 'Listened to Second' })).toBeNull();
  });
});
