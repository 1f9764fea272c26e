import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Naat } from '../../api/types';
import { queueRestored } from './queueRestored';

/** Where the current playlist came from; 'queue' and 'favorites' do not feed the queue again. */
export type PlaylistSource = 'regular' | 'queue' | 'favorites';

/**
 * The page or feature a 'regular' playlist came from, for the players' "Playing from" line
 * (playback/playContext.ts). The source above decides what Next does; this only names the list.
 */
export type PlayContext =
  | { kind: 'popular' | 'recent' | 'downloads' | 'history' | 'continue' | 'favorites' }
  | { kind: 'reciter'; id: number; name: string }
  | { kind: 'search'; query: string }
  | { kind: 'naat'; id: number; title: string }
  | { kind: 'radio'; from?: { kind: 'reciter' | 'naat'; id: number; name: string } };

/** What happens when a track ends: move on and stop at the end, repeat the track, or wrap around. */
export type RepeatMode = 'off' | 'one' | 'all';

/**
 * Stops playback after the current naat, or after some minutes of listening. Minutes count audio
 * playback time reported by the engine (not a wall-clock timer), so paused time does not count and a
 * throttled background tab cannot let the timer drift.
 */
export type SleepTimer = { kind: 'endOfTrack' } | { kind: 'minutes'; minutes: number; remaining: number };
export type SleepTimerChoice = 'endOfTrack' | 15 | 30 | 60;
export const SLEEP_TIMER_MINUTES = [15, 30, 60] as const;

export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export const MIN_PLAYBACK_RATE = 0.75;
export const MAX_PLAYBACK_RATE = 2;

/** A time report further ahead than this (seconds) is a jump, not listening, for the sleep timer. */
const MAX_LISTENING_TICK = 10;

export interface PlayerState {
  currentAudio: Naat | null;
  /** The listener wants sound; the engine follows this. */
  isPlaying: boolean;
  /** The engine is fetching the current audio; play is disabled with a spinner meanwhile. */
  isLoading: boolean;
  /** Seconds, as last reported by the engine or asked for by a seek. */
  currentTime: number;
  /** Seconds. */
  duration: number;
  /** 0 to 1. */
  volume: number;
  /** False where the device ignores volume changes (iOS); the volume control is dimmed there. */
  volumeSupported: boolean;
  playlist: Naat[];
  currentIndex: number;
  playlistSource: PlaylistSource;
  /** What a 'regular' playlist is (a page, a reciter, the radio...); null for the queue and the favorites. */
  playlistContext: PlayContext | null;
  isQueueOpen: boolean;
  isFullScreen: boolean;
  /** The bottom player collapsed to its round button. */
  isMinimized: boolean;
  /** Bumped on every seek, so the engine can tell a seek from a time report. */
  seekRequest: number;
  /** Bumped whenever the current audio must be (re)loaded, e.g. a one-track playlist that repeats. */
  loadRequest: number;
  /** The last load failure, shown to the listener; null when the current audio is fine. */
  error: string | null;
  repeat: RepeatMode;
  playbackRate: number;
  sleepTimer: SleepTimer | null;
}

export const initialPlayerState: PlayerState = {
  currentAudio: null,
  isPlaying: false,
  isLoading: false,
  currentTime: 0,
  duration: 0,
  volume: 1,
  volumeSupported: true,
  playlist: [],
  currentIndex: -1,
  playlistSource: 'regular',
  playlistContext: null,
  isQueueOpen: false,
  isFullScreen: false,
  isMinimized: true,
  seekRequest: 0,
  loadRequest: 0,
  error: null,
  repeat: 'off',
  playbackRate: 1,
  sleepTimer: null,
};

export interface PlayAudio {
  audio: Naat;
  /** The list the audio was chosen from; next and previous move through it. Defaults to the audio alone. */
  playlist?: Naat[];
  source?: PlaylistSource;
  /** What the list is, for "Playing from"; ignored for the queue and the favorites, which name themselves. */
  context?: PlayContext;
  /** Seconds to start from (a link to a moment, ?t=); applies only when the audio starts anew. */
  startAt?: number;
}

const clamp01 = (value: number): number => Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0));

function startTrack(state: PlayerState, index: number): void {
  const audio = state.playlist[index];
  if (!audio) return;
  state.currentAudio = audio;
  state.currentIndex = index;
  state.currentTime = 0;
  state.duration = audio.duration;
  state.isPlaying = true;
  state.isLoading = true;
  state.isMinimized = false;
  state.error = null;
  state.loadRequest += 1;
}

/** Plays or pauses; playing after a load failure retries the load. */
function setWantsSound(state: PlayerState, playing: boolean): void {
  state.isPlaying = playing;
  if (playing && state.error !== null) {
    state.error = null;
    state.isLoading = true;
    state.loadRequest += 1;
  }
}

/** Back to the start of the current track without playing (the end of a playlist). */
function rewindAndPause(state: PlayerState): void {
  state.isPlaying = false;
  state.currentTime = 0;
  state.seekRequest += 1;
}

function stopPlayback(state: PlayerState): void {
  state.currentAudio = null;
  state.isPlaying = false;
  state.isLoading = false;
  state.currentTime = 0;
  state.duration = 0;
  state.playlist = [];
  state.currentIndex = -1;
  state.playlistSource = 'regular';
  state.playlistContext = null;
  state.error = null;
  state.isFullScreen = false;
  state.sleepTimer = null;
}

const playerSlice = createSlice({
  name: 'player',
  initialState: initialPlayerState,
  reducers: {
    /** Selecting the current track toggles play/pause; any other track starts with its playlist. */
    playAudio(state, action: PayloadAction<PlayAudio>) {
      const { audio, playlist, source = 'regular', context } = action.payload;
      const list = playlist?.some((item) => item.id === audio.id) ? playlist : [audio];
      const index = list.findIndex((item) => item.id === audio.id);
      const named = source === 'regular' ? (context ?? null) : null;
      if (state.currentAudio?.id === audio.id) {
        setWantsSound(state, !state.isPlaying);
        state.isMinimized = false;
        if (playlist) {
          state.playlist = list;
          state.playlistSource = source;
          state.playlistContext = named;
          state.currentIndex = index;
        }
        return;
      }
      state.playlist = list;
      state.playlistSource = source;
      state.playlistContext = named;
      startTrack(state, index);
      const { startAt } = action.payload;
      // The engine seeks to a non-zero time when it loads the track, before it plays (engineWiring.ts).
      if (startAt !== undefined && Number.isFinite(startAt) && startAt > 0) state.currentTime = startAt;
    },
    togglePlay(state) {
      if (state.currentAudio) setWantsSound(state, !state.isPlaying);
    },
    setPlaying(state, action: PayloadAction<boolean>) {
      if (state.currentAudio) setWantsSound(state, action.payload);
    },
    /**
     * Next, Previous or a track's end moved to this item of the list they move through
     * (playback/navigation.ts decides which); the source and its name stay.
     */
    trackChosen(state, action: PayloadAction<{ playlist: readonly Naat[]; index: number }>) {
      state.playlist = [...action.payload.playlist];
      startTrack(state, action.payload.index);
    },
    /** Next at the end of the playlist: playback stops and the time goes back to 0. */
    playlistEnded: rewindAndPause,
    seek(state, action: PayloadAction<number>) {
      const max = state.duration > 0 ? state.duration : Number.POSITIVE_INFINITY;
      const target = Number.isFinite(action.payload) ? action.payload : 0;
      state.currentTime = Math.min(max, Math.max(0, target));
      state.seekRequest += 1;
    },
    /** Seeks to a fraction (0..1, clamped) of the track, as the progress bar does. */
    seekToFraction(state, action: PayloadAction<number>) {
      if (!Number.isFinite(state.duration) || state.duration <= 0) return;
      state.currentTime = clamp01(action.payload) * state.duration;
      state.seekRequest += 1;
    },
    setVolume(state, action: PayloadAction<number>) {
      state.volume = clamp01(action.payload);
    },
    /** The volume button: silent when there is any sound, full otherwise. */
    toggleMute(state) {
      state.volume = state.volume > 0 ? 0 : 1;
    },
    /** Clears the current audio (persistence also forgets the saved playback state). */
    stop: stopPlayback,
    toggleQueuePanel(state) {
      state.isQueueOpen = !state.isQueueOpen;
    },
    setQueueOpen(state, action: PayloadAction<boolean>) {
      state.isQueueOpen = action.payload;
    },
    setFullScreen(state, action: PayloadAction<boolean>) {
      state.isFullScreen = action.payload && state.currentAudio !== null;
    },
    setMinimized(state, action: PayloadAction<boolean>) {
      state.isMinimized = action.payload;
      if (action.payload) state.isFullScreen = false;
    },
    /**
     * Makes `playlist` a 'regular' list without interrupting the current track (Play next on a page's list or
     * on the favorites).
     */
    replacePlaylist(state, action: PayloadAction<{ playlist: Naat[]; context: PlayContext | null }>) {
      state.playlist = action.payload.playlist;
      state.playlistSource = 'regular';
      state.playlistContext = action.payload.context;
      state.currentIndex = state.currentAudio
        ? action.payload.playlist.findIndex((item) => item.id === state.currentAudio?.id)
        : -1;
    },
    setRepeat(state, action: PayloadAction<RepeatMode>) {
      state.repeat = action.payload;
    },
    /** off -> all -> one -> off, the order most players use for their one repeat button. */
    cycleRepeat(state) {
      state.repeat = state.repeat === 'off' ? 'all' : state.repeat === 'all' ? 'one' : 'off';
    },
    setPlaybackRate(state, action: PayloadAction<number>) {
      const rate = Number.isFinite(action.payload) ? action.payload : 1;
      state.playbackRate = Math.min(MAX_PLAYBACK_RATE, Math.max(MIN_PLAYBACK_RATE, rate));
    },
    setSleepTimer(state, action: PayloadAction<SleepTimerChoice | null>) {
      const choice = action.payload;
      if (choice === null) state.sleepTimer = null;
      else if (choice === 'endOfTrack') state.sleepTimer = { kind: 'endOfTrack' };
      else state.sleepTimer = { kind: 'minutes', minutes: choice, remaining: choice * 60 };
    },
    /** The sleep timer's fade-out finished: pause and forget the timer. */
    sleepTimerElapsed(state) {
      state.isPlaying = false;
      state.sleepTimer = null;
    },

    // Reported by the engine.
    audioLoaded(state, action: PayloadAction<{ duration: number }>) {
      state.isLoading = false;
      if (Number.isFinite(action.payload.duration) && action.payload.duration > 0) {
        state.duration = action.payload.duration;
      }
    },
    /** Sound actually started (the engine's play event); the play count and the media session follow it. */
    playbackStarted(state) {
      state.isLoading = false;
      state.isPlaying = true;
    },
    /** The browser refused to start sound without a gesture (e.g. resuming after a reload): wait for a tap. */
    playbackBlocked(state) {
      state.isPlaying = false;
      state.isLoading = false;
    },
    timeUpdated(state, action: PayloadAction<number>) {
      const time = action.payload;
      if (!Number.isFinite(time) || time < 0) return;
      const listened = time - state.currentTime;
      const timer = state.sleepTimer;
      if (timer?.kind === 'minutes' && state.isPlaying && listened > 0 && listened <= MAX_LISTENING_TICK) {
        timer.remaining = Math.max(0, timer.remaining - listened / state.playbackRate);
      }
      state.currentTime = time;
    },
    /** The track ended with "repeat this naat" on: it starts again. */
    trackRepeated(state) {
      state.currentTime = 0;
      state.seekRequest += 1;
      state.isPlaying = true;
    },
    /** The track ended with the sleep timer set to its end: pause there and forget the timer. */
    sleptAtTrackEnd(state) {
      state.sleepTimer = null;
      rewindAndPause(state);
    },
    audioLoadFailed(state, action: PayloadAction<string>) {
      state.isLoading = false;
      state.isPlaying = false;
      state.error = action.payload;
    },
    volumeSupportDetected(state, action: PayloadAction<boolean>) {
      state.volumeSupported = action.payload;
    },
  },
  extraReducers: (builder) => {
    // Undo after "Clear queue": the naat that was playing comes back paused where it was.
    builder.addCase(queueRestored, (state, action) => {
      const undo = action.payload;
      const snapshot = undo.kind === 'cleared' ? undo.player : undefined;
      if (!snapshot || state.currentAudio) return;
      Object.assign(state, snapshot);
      state.isPlaying = false;
      state.isLoading = false;
      state.isMinimized = false;
      state.error = null;
      state.loadRequest += 1;
    });
  },
  selectors: {
    selectPlayer: (state) => state,
    selectCurrentAudio: (state) => state.currentAudio,
    selectIsPlaying: (state) => state.isPlaying,
    selectProgress: (state) =>
      state.duration > 0 ? Math.min(1, Math.max(0, state.currentTime / state.duration)) : 0,
    selectSleepTimer: (state) => state.sleepTimer,
  },
});

export const {
  playAudio,
  togglePlay,
  setPlaying,
  trackChosen,
  playlistEnded,
  seek,
  seekToFraction,
  setVolume,
  toggleMute,
  stop,
  toggleQueuePanel,
  setQueueOpen,
  setFullScreen,
  setMinimized,
  replacePlaylist,
  setRepeat,
  cycleRepeat,
  setPlaybackRate,
  setSleepTimer,
  sleepTimerElapsed,
  audioLoaded,
  playbackStarted,
  playbackBlocked,
  timeUpdated,
  trackRepeated,
  sleptAtTrackEnd,
  audioLoadFailed,
  volumeSupportDetected,
} = playerSlice.actions;
export const { selectPlayer, selectCurrentAudio, selectIsPlaying, selectProgress, selectSleepTimer } =
  playerSlice.selectors;
export default playerSlice;
