/**
 * The offline side of the store: reads the download records at start-up, keeps playlists and the queue
 * from landing on a naat that cannot play (offline and not downloaded) by moving on to the next one that
 * can, and sets the play-latency marks the benchmark reads. Registered with makeStore's effects in
 * src/main.tsx.
 */
import { isAnyOf } from '@reduxjs/toolkit';
import type { EffectSetup, RootState } from '../../app/store';
import { findPlayableIndex, isPlayableOffline } from '../../lib/offline';
import { ensureDownloadsLoaded } from '../downloads/downloadRecords';
import { selectDownloadedIds } from '../downloads/downloadsSlice';
import { next, playAudio, previous, setPlaying, trackEnded } from '../player/playerSlice';
import { isOnline } from './onlineStatus';
import { wirePlayLatencyMarks } from './playLatency';

export type SkipDecision = { kind: 'stay' } | { kind: 'play'; index: number } | { kind: 'pause' };

/**
 * After the player moved (track ended, next, previous): stay when the new track can play; otherwise the
 * nearest playable one in the same direction (wrapping when repeating all), or pause when none can.
 */
export function decideSkip(state: RootState, online: boolean, step: 1 | -1): SkipDecision {
  const { currentAudio, playlist, currentIndex, repeat } = state.player;
  if (online || !currentAudio) return { kind: 'stay' };
  const downloaded = selectDownloadedIds(state);
  const canPlay = (naat: { id: number }) => isPlayableOffline(naat, downloaded, online);
  if (canPlay(currentAudio)) return { kind: 'stay' };
  let index = findPlayableIndex(playlist, currentIndex, step, canPlay);
  if (index < 0 && step === 1 && repeat === 'all') index = findPlayableIndex(playlist, -1, 1, canPlay);
  return index >= 0 ? { kind: 'play', index } : { kind: 'pause' };
}

export function wireOffline(online: () => boolean = isOnline): EffectSetup {
  return (context) => {
    const { startListening, dispatch } = context;
    void dispatch(ensureDownloadsLoaded());
    const stopMarks = wirePlayLatencyMarks(context);
    const stopSkipping = startListening({
      matcher: isAnyOf(trackEnded, next, previous),
      effect: (action, api) => {
        const state = api.getState();
        const decision = decideSkip(state, online(), previous.match(action) ? -1 : 1);
        if (decision.kind === 'pause') api.dispatch(setPlaying(false));
        if (decision.kind === 'play') {
          const audio = state.player.playlist[decision.index];
          if (audio) {
            api.dispatch(
              playAudio({ audio, playlist: state.player.playlist, source: state.player.playlistSource }),
            );
          }
        }
      },
    });
    return () => {
      stopSkipping();
      stopMarks?.();
    };
  };
}
