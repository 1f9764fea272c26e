import { createAction } from '@reduxjs/toolkit';
import type { Naat } from '../../api/types';
import type { PlayContext, PlaylistSource } from './playerSlice';

/** What the player held before "Clear queue" stopped it, so Undo can put it back (paused, where it was). */
export interface PlayerSnapshot {
  currentAudio: Naat;
  playlist: Naat[];
  currentIndex: number;
  playlistSource: PlaylistSource;
  playlistContext: PlayContext | null;
  currentTime: number;
  duration: number;
}

/**
 * Undo (a toast's action) after a removal from the queue (the naat goes back to its place, whatever else
 * changed since) or after "Clear queue" (the queue and the player come back together, in one action).
 */
export type QueueUndo =
  { kind: 'removed'; naat: Naat; at: number } | { kind: 'cleared'; items: Naat[]; player?: PlayerSnapshot };

export const queueRestored = createAction<QueueUndo>('queue/restored');
