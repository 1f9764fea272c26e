import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Naat } from '../../api/types';
import { playAudio } from './playerSlice';
import { queueRestored } from './queueRestored';

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
    /**
     * Puts the naat at the front of the queue, moving it there if it was already queued. With `after` (the
     * playing naat, when it is queued) the front is what is still to play: right after that naat.
     */
    playNext: {
      reducer(state, action: PayloadAction<{ naat: Naat; after?: number | undefined }>) {
        const { naat, after } = action.payload;
        const items = state.items.filter((item) => item.id !== naat.id);
        items.splice(items.findIndex((item) => item.id === after) + 1, 0, naat);
        state.items = items;
      },
      prepare: (naat: Naat, after?: number) => ({ payload: { naat, after } }),
    },
    /**
     * Puts the queued items of a playlist in the playlist's order (a shuffle), where the first of them was;
     * the others keep their places, so the panel shows what Next will play.
     */
    arrange(state, action: PayloadAction<Naat[]>) {
      const order = new Map(action.payload.map((naat, index) => [naat.id, index]));
      const start = state.items.findIndex((item) => order.has(item.id));
      if (start < 0) return;
      const members = state.items
        .filter((item) => order.has(item.id))
        .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
      const others = state.items.filter((item) => !order.has(item.id));
      const before = others.filter((item) => state.items.indexOf(item) < start);
      state.items = [...before, ...members, ...others.slice(before.length)];
    },
    removeAt(state, action: PayloadAction<number>) {
      state.items.splice(action.payload, 1);
    },
    /** Drag or keyboard reordering in the queue panel: the item at `from` goes to `to`. */
    move(state, action: PayloadAction<{ from: number; to: number }>) {
      const { from, to } = action.payload;
      const [item] = state.items.splice(from, 1);
      if (item) state.items.splice(Math.min(Math.max(to, 0), state.items.length), 0, item);
    },
    clear(state) {
      state.items = [];
    },
  },
  extraReducers: (builder) => {
    builder.addCase(queueRestored, (state, action) => {
      const undo = action.payload;
      if (undo.kind === 'cleared') {
        appendMissing(state.items, undo.items);
        return;
      }
      if (state.items.some((item) => item.id === undo.naat.id)) return;
      state.items.splice(Math.min(undo.at, state.items.length), 0, undo.naat);
    });
    // Playing from a page feeds the queue; playing from the queue or the favorites does not. The list's items
    // go in the list's order (the naat is one of them), so the queue reads in the order they will play.
    builder.addCase(playAudio, (state, action) => {
      const { audio, playlist, source = 'regular' } = action.payload;
      if (source === 'queue' || source === 'favorites') return;
      appendMissing(state.items, playlist?.some((item) => item.id === audio.id) ? playlist : [audio]);
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
