import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Naat } from '../../api/types';

/** Where the current playlist came from; 'queue' and 'favorites' do not feed the queue again. */
export type PlaylistSource = 'regular' | 'queue' | 'favorites';

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
  playlist: Naat[];
  currentIndex: number;
  playlistSource: PlaylistSource;
  isQueueOpen: boolean;
  /** Bumped on every seek, so the engine can tell a seek from a time report. */
  seekRequest: number;
  /** The last load failure, shown to the listener; null when the current audio is fine. */
  error: string | null;
}

export const initialPlayerState: PlayerState = {
  currentAudio: null,
  isPlaying: false,
  isLoading: false,
  currentTime: 0,
  duration: 0,
  volume: 1,
  playlist: [],
  currentIndex: -1,
  playlistSource: 'regular',
  isQueueOpen: false,
  seekRequest: 0,
  error: null,
};

export interface PlayAudio {
  audio: Naat;
  /** The list the audio was chosen from; next and previous move through it. Defaults to the audio alone. */
  playlist?: Naat[];
  source?: PlaylistSource;
}

const clamp01 = (value: number): number => Math.min(1, Math.max(0, value));

function startTrack(state: PlayerState, index: number): void {
  const audio = state.playlist[index];
  if (!audio) return;
  state.currentAudio = audio;
  state.currentIndex = index;
  state.currentTime = 0;
  state.duration = audio.duration;
  state.isPlaying = true;
  state.isLoading = true;
  state.error = null;
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
  state.error = null;
}

const playerSlice = createSlice({
  name: 'player',
  initialState: initialPlayerState,
  reducers: {
    /** Selecting the current track toggles play/pause; any other track starts with its playlist. */
    playAudio(state, action: PayloadAction<PlayAudio>) {
      const { audio, playlist, source = 'regular' } = action.payload;
      const list = playlist?.some((item) => item.id === audio.id) ? playlist : [audio];
      const index = list.findIndex((item) => item.id === audio.id);
      if (state.currentAudio?.id === audio.id) {
        state.isPlaying = !state.isPlaying;
        if (playlist) {
          state.playlist = list;
          state.playlistSource = source;
          state.currentIndex = index;
        }
        return;
      }
      state.playlist = list;
      state.playlistSource = source;
      startTrack(state, index);
    },
    togglePlay(state) {
      if (state.currentAudio) state.isPlaying = !state.isPlaying;
    },
    setPlaying(state, action: PayloadAction<boolean>) {
      if (state.currentAudio) state.isPlaying = action.payload;
    },
    /** Next playlist item; at the end, playback stops and the time goes back to 0. */
    next(state) {
      if (state.currentIndex + 1 < state.playlist.length) startTrack(state, state.currentIndex + 1);
      else {
        state.isPlaying = false;
        state.currentTime = 0;
        state.seekRequest += 1;
      }
    },
    previous(state) {
      if (state.currentIndex > 0) startTrack(state, state.currentIndex - 1);
    },
    seek(state, action: PayloadAction<number>) {
      const max = state.duration > 0 ? state.duration : Number.POSITIVE_INFINITY;
      state.currentTime = Math.min(max, Math.max(0, action.payload));
      state.seekRequest += 1;
    },
    setVolume(state, action: PayloadAction<number>) {
      state.volume = clamp01(action.payload);
    },
    /** The volume button: silent when there is any sound, full otherwise. */
    toggleMute(state) {
      state.volume = state.volume > 0 ? 0 : 1;
    },
    stop: stopPlayback,
    toggleQueuePanel(state) {
      state.isQueueOpen = !state.isQueueOpen;
    },
    setQueueOpen(state, action: PayloadAction<boolean>) {
      state.isQueueOpen = action.payload;
    },
    /** Replaces the playlist without interrupting the current track (the queue changed under it). */
    replacePlaylist(state, action: PayloadAction<{ playlist: Naat[]; source: PlaylistSource }>) {
      state.playlist = action.payload.playlist;
      state.playlistSource = action.payload.source;
      state.currentIndex = state.currentAudio
        ? action.payload.playlist.findIndex((item) => item.id === state.currentAudio?.id)
        : -1;
    },

    // Reported by the engine.
    audioLoaded(state, action: PayloadAction<{ duration: number }>) {
      state.isLoading = false;
      if (action.payload.duration > 0) state.duration = action.payload.duration;
    },
    timeUpdated(state, action: PayloadAction<number>) {
      state.currentTime = action.payload;
    },
    audioLoadFailed(state, action: PayloadAction<string>) {
      state.isLoading = false;
      state.isPlaying = false;
      state.error = action.payload;
    },
  },
  selectors: {
    selectPlayer: (state) => state,
    selectCurrentAudio: (state) => state.currentAudio,
    selectIsPlaying: (state) => state.isPlaying,
    selectCanGoPrevious: (state) => state.currentIndex > 0,
    selectCanGoNext: (state) => state.currentIndex >= 0 && state.currentIndex < state.playlist.length - 1,
  },
});

export const {
  playAudio,
  togglePlay,
  setPlaying,
  next,
  previous,
  seek,
  setVolume,
  toggleMute,
  stop,
  toggleQueuePanel,
  setQueueOpen,
  replacePlaylist,
  audioLoaded,
  timeUpdated,
  audioLoadFailed,
} = playerSlice.actions;
export const { selectPlayer, selectCurrentAudio, selectIsPlaying, selectCanGoPrevious, selectCanGoNext } =
  playerSlice.selectors;
export default playerSlice;
