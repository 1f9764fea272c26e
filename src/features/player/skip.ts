/**
 * The ±10 s jump shared by the players' skip buttons, the desktop arrow keys and the lock screen's seek
 * buttons (when the browser does not name its own offset), so all of them move by the same step.
 */
import type { AppThunk } from '../../app/store';
import { seek } from '../playback/playerSlice';

export const SKIP_SECONDS = 10;

/** Moves the playback position by `seconds` (negative: back); seek clamps it to the naat. */
export const skipBy =
  (seconds: number): AppThunk =>
  (dispatch, getState) => {
    const player = getState().player;
    if (player.currentAudio) dispatch(seek(player.currentTime + seconds));
  };
