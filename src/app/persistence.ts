/**
 * The device copy of the four public keys, in IndexedDB through contract/db.ts:
 * - queue: the queue (whole naat records);
 * - currentAudio: the naat in the player, or null;
 * - playbackState: {isPlaying, currentTime, volume, duration, audioId}, or null after stop;
 * - favorites: whole naat records, newest first, so the favorites work offline;
 * and two keys of ours: playlist ({items, index, source, context}), so that after a reload Next and Previous
 * carry on through the list that was playing (Play All on a page, a shuffle, the queue) and the players still
 * say what it is; and playerSettings ({playbackRate, repeat}), the listener's speed and repeat mode.
 * A change is written at once (the writes of one task go together, at its end): a favorite tapped just before
 * the listener leaves the page is kept. Only the playback time is throttled: it is written on even whole
 * seconds (and on every pause, seek or track change through the other fields), and exactly when the page is
 * hidden. Every read or write failure logs a warning and falls back to defaults, as the owner wants: storage
 * is a convenience, never a reason for the app not to start.
 */
import { onPageHidden, type PageLifecycle } from '../lib/pageHidden';
import type { Naat } from '../api/types';
import {
  initialPlayerState,
  MAX_PLAYBACK_RATE,
  MIN_PLAYBACK_RATE,
  type PlayContext,
  type PlayerState,
  type PlaylistSource,
  type RepeatMode,
} from '../features/playback/playerSlice';
import { selectPlayOrder } from '../features/playback/playOrder';
import { showToast } from '../features/toasts/toastsSlice';
import { reachedEvenSecond } from '../lib/duration';
import { isNaat, isRecord } from '../lib/savedNaat';
import { readKey, writeKey, type KeyvalKey } from '../../contract/db';
import type { EffectSetup, RootState } from './store';
import { t } from '../i18n/i18n';

export type PersistedKey = Extract<
  KeyvalKey,
  'queue' | 'currentAudio' | 'playbackState' | 'favorites' | 'playlist' | 'playerSettings'
>;

/**
 * A 'regular' list is saved whole, with the current naat's index. The queue and the favorites are saved under
 * their own keys, so for them `items` is empty and `index` is where the current naat is (or was) in them.
 */
export interface SavedPlaylist {
  items: Naat[];
  index: number;
  source: PlaylistSource;
  context: PlayContext | null;
}

export interface PlaybackState {
  isPlaying: boolean;
  currentTime: number;
  volume: number;
  duration: number;
  audioId: number;
}

export interface PlayerSettings {
  playbackRate: number;
  repeat: RepeatMode;
}

export interface KeyStorage {
  read(key: PersistedKey): Promise<unknown>;
  write(key: PersistedKey, value: unknown): Promise<void>;
}

export const indexedDbStorage: KeyStorage = { read: readKey, write: writeKey };

/** A hung IndexedDB (it happens, e.g. in some private modes) must never keep the app from starting. */
export const LOAD_TIMEOUT_MS = 1500;

/** Shown once when device storage fails (private modes, storage turned off, a full or broken disk). */
export const storageUnavailableMessage = (): string => t('storage.unavailable');
const STORAGE_NOTICE_MS = 8000;

const naatList = (value: unknown): Naat[] => {
  if (!Array.isArray(value)) return [];
  const seen = new Set<number>();
  return value.filter((item): item is Naat => {
    if (!isNaat(item) || seen.has(item.id)) return false;
    seen.add(item.id);
    return true;
  });
};

const finiteOr = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

export function parsePlaybackState(value: unknown): PlaybackState | null {
  if (!isRecord(value) || typeof value.audioId !== 'number') return null;
  return {
    isPlaying: value.isPlaying === true,
    currentTime: Math.max(0, finiteOr(value.currentTime, 0)),
    volume: Math.min(1, Math.max(0, finiteOr(value.volume, 1))),
    duration: Math.max(0, finiteOr(value.duration, 0)),
    audioId: value.audioId,
  };
}

/** The saved speed (within the player's range) and repeat mode; the defaults for anything else. */
export function parsePlayerSettings(value: unknown): PlayerSettings {
  const saved = isRecord(value) ? value : {};
  return {
    playbackRate: Math.min(MAX_PLAYBACK_RATE, Math.max(MIN_PLAYBACK_RATE, finiteOr(saved.playbackRate, 1))),
    repeat: saved.repeat === 'all' || saved.repeat === 'one' ? saved.repeat : 'off',
  };
}

const SOURCES: readonly PlaylistSource[] = ['regular', 'queue', 'favorites'];
const NO_ITEMS: Naat[] = [];

const text = (value: unknown): value is string => typeof value === 'string' && value !== '';
const wholeNumber = (value: unknown): value is number => Number.isSafeInteger(value);

/** A saved "Playing from" name, or null for anything this version does not know. */
export function parsePlayContext(value: unknown): PlayContext | null {
  if (!isRecord(value)) return null;
  switch (value.kind) {
    case 'popular':
    case 'recent':
    case 'downloads':
    case 'history':
    case 'continue':
    case 'favorites':
      return { kind: value.kind };
    case 'reciter':
      return wholeNumber(value.id) && text(value.name)
        ? { kind: 'reciter', id: value.id, name: value.name }
        : null;
    case 'naat':
      return wholeNumber(value.id) && text(value.title)
        ? { kind: 'naat', id: value.id, title: value.title }
        : null;
    case 'search':
      return text(value.query) ? { kind: 'search', query: value.query } : null;
    case 'radio': {
      const from = isRecord(value.from) ? value.from : null;
      if (
        from &&
        (from.kind === 'reciter' || from.kind === 'naat') &&
        wholeNumber(from.id) &&
        text(from.name)
      ) {
        return { kind: 'radio', from: { kind: from.kind, id: from.id, name: from.name } };
      }
      return { kind: 'radio' };
    }
    default:
      return null;
  }
}

/**
 * The saved playlist when it is whole and fits `current` (a regular list must hold it at its index); null
 * otherwise. A list saved by an older version (the queue saved whole) still fits.
 */
export function parseSavedPlaylist(value: unknown, current: Naat | null): SavedPlaylist | null {
  if (!isRecord(value) || !current || !wholeNumber(value.index) || value.index < 0) return null;
  const items = naatList(value.items);
  const source = SOURCES.find((item) => item === value.source);
  if (!source || !Array.isArray(value.items) || items.length !== value.items.length) return null;
  const context = parsePlayContext(value.context);
  if (source !== 'regular') return { items: [], index: value.index, source, context: null };
  if (items[value.index]?.id !== current.id) return null;
  return { items, index: value.index, source, context };
}

export function savedPlaylistOf(
  state: Pick<RootState, 'player' | 'queue' | 'favorites'>,
): SavedPlaylist | null {
  const { player } = state;
  if (!player.currentAudio || player.currentIndex < 0) return null;
  if (player.playlistSource !== 'regular') {
    return {
      items: NO_ITEMS,
      index: selectPlayOrder(state).place,
      source: player.playlistSource,
      context: null,
    };
  }
  return {
    items: player.playlist,
    index: player.currentIndex,
    source: 'regular',
    context: player.playlistContext,
  };
}

/** Saved naat records that are not whole (damaged, or from a version that stored something else). */
const unreadable = (value: unknown): number =>
  Array.isArray(value) ? value.filter((item) => !isNaat(item)).length : 0;

/** Said once at start when saved naats had to be left out; the app starts with what it could read. */
export const unreadableMessage = (count: number): string =>
  count === 1
    ? '1 saved naat could not be read and was left out.'
    : `${String(count)} saved naats could not be read and were left out.`;
const UNREADABLE_NOTICE_MS = 6000;

/**
 * What was read, turned into the store's starting state, with the owner's restore rules: the saved position
 * applies only to the saved naat, it resumes if it was playing, and the current naat leaves the restored queue.
 * Records that cannot be read are left out, and a toast says so once.
 */
export function restoredState(saved: {
  queue: unknown;
  currentAudio: unknown;
  playbackState: unknown;
  favorites: unknown;
  playlist?: unknown;
  playerSettings?: unknown;
}): Pick<RootState, 'player' | 'queue' | 'favorites' | 'toasts'> {
  const currentAudio = isNaat(saved.currentAudio) ? saved.currentAudio : null;
  const dropped =
    unreadable(saved.queue) +
    unreadable(saved.favorites) +
    (saved.currentAudio !== undefined && saved.currentAudio !== null && !currentAudio ? 1 : 0);
  const notice =
    dropped > 0
      ? [
          showToast({ message: unreadableMessage(dropped), type: 'info', duration: UNREADABLE_NOTICE_MS })
            .payload,
        ]
      : [];
  const playback = parsePlaybackState(saved.playbackState);
  // The current audio is removed from the restored queue; it is in the player instead.
  const queue = naatList(saved.queue).filter((item) => item.id !== currentAudio?.id);
  const playlist = parseSavedPlaylist(saved.playlist, currentAudio);
  const player: PlayerState = {
    ...initialPlayerState,
    ...parsePlayerSettings(saved.playerSettings),
    volume: playback?.volume ?? 1,
  };
  if (currentAudio) {
    const matches = playback?.audioId === currentAudio.id;
    Object.assign(player, {
      currentAudio,
      // Next and Previous carry on through the saved playlist where it was; without one, through the queue.
      playlist: playlist ? playlist.items : [currentAudio, ...queue],
      currentIndex: playlist?.index ?? 0,
      playlistSource: playlist?.source ?? 'regular',
      playlistContext: playlist?.context ?? null,
      isMinimized: false,
      // Not shown as loading: some browsers (iOS) fetch nothing before a tap, and a spinner on a disabled
      // Play button would then never go away.
      isLoading: false,
      loadRequest: 1,
      currentTime: matches && playback.currentTime > 0 ? playback.currentTime : 0,
      duration: matches && playback.duration > 0 ? playback.duration : currentAudio.duration,
      // Resumes if it was playing; an autoplay refusal then quietly pauses (engineWiring.ts).
      isPlaying: matches && playback.isPlaying,
    } satisfies Partial<PlayerState>);
  }
  return {
    player,
    queue: { items: queue },
    favorites: { items: naatList(saved.favorites) },
    toasts: { items: notice },
  };
}

async function readOrDefault(storage: KeyStorage, key: PersistedKey): Promise<unknown> {
  try {
    return await storage.read(key);
  } catch (error) {
    console.warn(`Could not read the saved ${key}; starting without it.`, error);
    return undefined;
  }
}

/** Reads the four keys before the store exists; never rejects, never waits longer than the timeout. */
export async function loadPersistedState(
  storage: KeyStorage = indexedDbStorage,
  timeoutMs = LOAD_TIMEOUT_MS,
): Promise<Pick<RootState, 'player' | 'queue' | 'favorites' | 'toasts'>> {
  const read = Promise.all([
    readOrDefault(storage, 'queue'),
    readOrDefault(storage, 'currentAudio'),
    readOrDefault(storage, 'playbackState'),
    readOrDefault(storage, 'favorites'),
    readOrDefault(storage, 'playlist'),
    readOrDefault(storage, 'playerSettings'),
  ]).then(([queue, currentAudio, playbackState, favorites, playlist, playerSettings]) =>
    restoredState({ queue, currentAudio, playbackState, favorites, playlist, playerSettings }),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  const result = await Promise.race([read, timeout]);
  clearTimeout(timer);
  if (result) return result;
  console.warn('The saved queue and favorites took too long to read; starting without them.');
  return restoredState({
    queue: undefined,
    currentAudio: undefined,
    playbackState: undefined,
    favorites: undefined,
  });
}

export function playbackStateOf(player: PlayerState): PlaybackState | null {
  if (!player.currentAudio) return null;
  return {
    isPlaying: player.isPlaying,
    currentTime: player.currentTime,
    volume: player.volume,
    duration: Number.isFinite(player.duration) ? player.duration : 0,
    audioId: player.currentAudio.id,
  };
}

/** The playback state changed in a way worth writing (time only when it reaches a new even second). */
export function playbackStateChanged(before: PlaybackState | null, after: PlaybackState | null): boolean {
  if (before === null || after === null) return before !== after;
  if (
    before.audioId !== after.audioId ||
    before.isPlaying !== after.isPlaying ||
    before.volume !== after.volume ||
    before.duration !== after.duration
  ) {
    return true;
  }
  return reachedEvenSecond(before.currentTime, after.currentTime);
}

/** The parts of the store kept on the device. */
export type PersistedSlices = Pick<RootState, 'player' | 'queue' | 'favorites'>;

export interface PersistenceOptions {
  storage?: KeyStorage;
  /** Where to save the exact position when the page goes away; the window in the app. */
  lifecycle?: PageLifecycle;
  /**
   * The state as storage last had it, when that is not the store's state at set-up: on a first visit this
   * is set up only once the listener changed something (app/deviceEffects.ts), and the difference is written.
   */
  since?: PersistedSlices;
}

const samePlaylist = (a: SavedPlaylist | null, b: SavedPlaylist | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.items === b.items &&
    a.index === b.index &&
    a.source === b.source &&
    a.context === b.context);

export function wirePersistence(options: PersistenceOptions = {}): EffectSetup {
  const { storage = indexedDbStorage, lifecycle, since } = options;
  return ({ startListening, getState, dispatch }) => {
    const pending = new Map<PersistedKey, unknown>();
    let scheduled = false;
    // The listener is told once, without blocking anything: the app keeps working from memory.
    let told = false;
    const tellOnce = () => {
      if (told) return;
      told = true;
      dispatch(
        showToast({ message: storageUnavailableMessage(), type: 'error', duration: STORAGE_NOTICE_MS }),
      );
    };
    // A read at start finds storage that fails before anything is written.
    storage.read('favorites').catch(tellOnce);

    const flush = () => {
      scheduled = false;
      for (const [key, value] of pending) {
        storage.write(key, value).catch((error: unknown) => {
          console.warn(`Could not save the ${key}; it will be lost on reload.`, error);
          tellOnce();
        });
      }
      pending.clear();
    };
    // At the end of the current task: the several changes of one tap (a thunk's dispatches) are one write each.
    const schedule = (key: PersistedKey, value: unknown) => {
      pending.set(key, value);
      if (scheduled) return;
      scheduled = true;
      queueMicrotask(flush);
    };

    let savedPlayback = playbackStateOf((since ?? getState()).player);
    let savedPlaylist = savedPlaylistOf(since ?? getState());
    const writeChanges = (previous: PersistedSlices, current: PersistedSlices) => {
      if (current.queue.items !== previous.queue.items) schedule('queue', current.queue.items);
      if (current.favorites.items !== previous.favorites.items)
        schedule('favorites', current.favorites.items);
      if (current.player.currentAudio !== previous.player.currentAudio) {
        schedule('currentAudio', current.player.currentAudio);
      }
      const playlist = savedPlaylistOf(current);
      if (!samePlaylist(playlist, savedPlaylist)) {
        savedPlaylist = playlist;
        schedule('playlist', playlist);
      }
      const { playbackRate, repeat } = current.player;
      if (playbackRate !== previous.player.playbackRate || repeat !== previous.player.repeat) {
        schedule('playerSettings', { playbackRate, repeat } satisfies PlayerSettings);
      }
      const playback = playbackStateOf(current.player);
      // Stop clears the saved playback state along with the current audio.
      if (playbackStateChanged(savedPlayback, playback)) {
        savedPlayback = playback;
        schedule('playbackState', playback);
      }
    };
    // Set up after the listener already changed things (a first visit): those changes are written now.
    if (since) writeChanges(since, getState());
    const unsubscribe = startListening({
      predicate: (_action, current, previous) =>
        current.queue !== previous.queue ||
        current.favorites !== previous.favorites ||
        current.player !== previous.player,
      effect: (_action, api) => writeChanges(api.getOriginalState(), api.getState()),
    });

    const onHide = () => {
      // Save the exact position too: the listener may come back right here.
      const playback = playbackStateOf(getState().player);
      if (playback && savedPlayback && playback.currentTime !== savedPlayback.currentTime) {
        savedPlayback = playback;
        pending.set('playbackState', playback);
      }
      flush();
    };
    const stopHidden = onPageHidden(lifecycle, onHide);

    return () => {
      unsubscribe();
      stopHidden();
      flush();
    };
  };
}
