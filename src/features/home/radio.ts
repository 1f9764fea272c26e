import type { RootState } from '../../app/store';

/**
 * Naats Radio: 20 random naats played as the playlist (radioStart.ts, loaded on the first press). The ids
 * of the last radio playlist are remembered here so the home page can tell whether the player is still on
 * the radio ('Pause') or not.
 */
let radioIds: readonly number[] = [];

export const rememberRadio = (ids: readonly number[]): void => {
  radioIds = ids;
};

export const isRadioPlaylist = (state: RootState): boolean =>
  radioIds.length > 0 &&
  state.player.playlist.length === radioIds.length &&
  state.player.playlist.every((naat, index) => naat.id === radioIds[index]);
