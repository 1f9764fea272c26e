import type { RootState } from '../../app/store';

/**
 * Naats Radio: 20 random naats played as the playlist (radioStart.ts, loaded on the first press). The home
 * page's hero shows 'Pause' while the player plays the home radio, and 'Start Listening' otherwise.
 */
export const isRadioPlaylist = (state: RootState): boolean => {
  const context = state.player.playlistContext;
  return state.player.playlistSource === 'regular' && context?.kind === 'radio' && context.from === undefined;
};
