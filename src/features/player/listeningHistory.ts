/**
 * Where the listener left the last naats they listened to, for Home's "Continue Listening" row. The app
 * keeps the position of the naat in the player (the playbackState key, app/persistence.ts); this keeps the
 * same position for each of the last MAX_SAVED naats in one more key (listeningHistory), newest first,
 * written at the same moments: when the naat changes (the one left behind with its last position), on play,
 * pause and seeks, on every even second while playing, and when the page is hidden. Loaded with the first
 * naat (playerExtras.ts); Home only reads the key.
 */
import { onPageHidden, type PageLifecycle } from '../../lib/pageHidden';
import type { Naat } from '../../api/types';
import { reachedEvenSecond } from '../../lib/duration';
import type { EffectSetup } from '../../app/store';
import { isNaat, isRecord } from '../../lib/savedNaat';
import { readKey, writeKey } from '../../../contract/db';
import type { PlayerState } from '../playback/playerSlice';

export interface ListeningEntry {
  naat: Naat;
  /** Seconds. */
  position: number;
  /** Seconds; 0 when unknown. */
  duration: number;
}

/** How many naats the key remembers. */
export const MAX_SAVED = 10;
/** How many the row shows. */
export const CONTINUE_LIMIT = 6;
/** Fewer seconds than this is a sample, not something to come back to. */
export const MIN_LISTENED_SECONDS = 5;
/** This close to its end a naat counts as finished. */
export const END_MARGIN_SECONDS = 10;

const finite = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;

/** The saved entries that are whole, one per naat, at most MAX_SAVED; nothing for anything else. */
export function parseHistory(value: unknown): ListeningEntry[] {
  if (!Array.isArray(value)) return [];
  const entries: ListeningEntry[] = [];
  for (const item of value as unknown[]) {
    if (!isRecord(item)) continue;
    const { naat, position, duration } = item;
    if (!isNaat(naat) || entries.some((entry) => entry.naat.id === naat.id)) continue;
    entries.push({ naat, position: finite(position), duration: finite(duration) });
  }
  return entries.slice(0, MAX_SAVED);
}

/** The current naat and where it is, or null when nothing is loaded. */
export function entryOf(player: PlayerState): ListeningEntry | null {
  if (!player.currentAudio) return null;
  return {
    naat: player.currentAudio,
    position: finite(player.currentTime),
    duration: finite(player.duration) || finite(player.currentAudio.duration),
  };
}

/** The entry first (the newest), replacing the naat's older one, at most MAX_SAVED. */
export function withEntry(history: readonly ListeningEntry[], entry: ListeningEntry): ListeningEntry[] {
  return [entry, ...history.filter((item) => item.naat.id !== entry.naat.id)].slice(0, MAX_SAVED);
}

/** Started for real and not at its end. */
export function isUnfinished({ position, duration }: ListeningEntry): boolean {
  return position >= MIN_LISTENED_SECONDS && (duration <= 0 || duration - position > END_MARGIN_SECONDS);
}

/**
 * What the row offers: the naat in the player as it is now (it may be ahead of what was saved), then the
 * saved ones, unfinished only, at most `limit`.
 */
export function continueList(
  saved: readonly ListeningEntry[],
  live: ListeningEntry | null,
  limit = CONTINUE_LIMIT,
): ListeningEntry[] {
  return (live ? withEntry(saved, live) : saved).filter(isUnfinished).slice(0, limit);
}

/** Every naat of the history, the one in the player first: Home's "Recently Played", newest first. */
export function recentlyPlayed(saved: readonly ListeningEntry[], live: ListeningEntry | null): Naat[] {
  return (live ? withEntry(saved, live) : saved).map((entry) => entry.naat);
}

export interface HistoryStorage {
  read(): Promise<unknown>;
  write(value: ListeningEntry[]): Promise<void>;
}

export const indexedDbHistoryStorage: HistoryStorage = {
  read: () => readKey('listeningHistory'),
  write: (value) => writeKey('listeningHistory', value),
};

export interface ListeningHistoryOptions {
  storage?: HistoryStorage;
  /** Where to save the exact position when the page goes away; the window in the app. */
  lifecycle?: PageLifecycle;
}

export function wireListeningHistory(options: ListeningHistoryOptions = {}): EffectSetup {
  const { storage = indexedDbHistoryStorage, lifecycle } = options;
  return ({ startListening, getState }) => {
    const warn = (error: unknown) => {
      // Like every saved key: a convenience, never a reason for playback to fail.
      console.warn('Could not keep the listening history', error);
    };
    let history: ListeningEntry[] = [];
    // Every save waits for the saved list, so one made meanwhile never writes over it.
    let saving: Promise<void> = storage.read().then((value) => {
      history = parseHistory(value);
    }, warn);
    const save = (...entries: (ListeningEntry | null)[]) => {
      saving = saving
        .then(() => {
          for (const entry of entries) if (entry) history = withEntry(history, entry);
          return storage.write(history);
        })
        .catch(warn);
    };

    const unsubscribe = startListening({
      predicate: (_action, current, previous) => current.player !== previous.player,
      effect: (_action, api) => {
        const player = api.getState().player;
        const before = api.getOriginalState().player;
        if (player.currentAudio?.id !== before.currentAudio?.id) {
          // The naat left behind keeps its last position; the new one goes first.
          save(entryOf(before), entryOf(player));
        } else if (
          player.currentAudio &&
          (player.isPlaying !== before.isPlaying ||
            player.seekRequest !== before.seekRequest ||
            player.duration !== before.duration ||
            reachedEvenSecond(before.currentTime, player.currentTime))
        ) {
          save(entryOf(player));
        }
      },
    });
    const stopHidden = onPageHidden(lifecycle, () => save(entryOf(getState().player)));
    return () => {
      unsubscribe();
      stopHidden();
    };
  };
}
