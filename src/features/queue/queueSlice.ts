import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Naat } from '../../api/types';
import { playAudio } from '../player/playerSlice';

export interface QueueState {
  items: Naat[];
}

const initialState: QueueState = { items: [] };

function appendMissing(items: Naat[], additions: Naat[]): void {
  for (const naat of additions) {
    if (!items.some((item) => item.id === naat.id)) items.push(naat);
  }
}

const queueSlice = createSlice({
  name: 'queue',
  initialState,
  reducers: {
    /** Duplicate ids are ignored; `enqueue` tells the listener which happened. */
    addToQueue(state, action: PayloadAction<Naat>) {
      appendMissing(state.items, [action.payload]);
    },
    /** Puts the naat at the front of the queue, moving it there if it was already queued. */
    playNext(state, action: PayloadAction<Naat>) {
      state.items = [action.payload, ...state.items.filter((item) => item.id !== action.payload.id)];
    },
    removeAt(state, action: PayloadAction<number>) {
      state.items.splice(action.payload, 1);
    },
    clear(state) {
      state.items = [];
    },
  },
  extraReducers: (builder) => {
    // Playing from a page feeds the queue; playing from the queue or the favorites does not.
    builder.addCase(playAudio, (state, action) => {
      const { audio, playlist, source = 'regular' } = action.payload;
      if (source === 'queue' || source === 'favorites') return;
      appendMissing(state.items, [audio, ...(playlist ?? [])]);
    });
  },
  selectors: {
    selectQueue: (state) => state.items,
    selectQueueCount: (state) => state.items.length,
    selectIsQueued: (state, id: number) => state.items.some((item) => item.id === id),
  },
});

export const queueActions = queueSlice.actions;
export const { addToQueue, playNext } = queueSlice.actions;
export const { selectQueue, selectQueueCount, selectIsQueued } = queueSlice.selectors;
export default queueSlice;
