import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Whether the app can reach its server (onlineStatus.ts: the browser's online flag and the server's health
 * probe), mirrored into the store by wireOffline.ts so that what plays next (playback/playOrder.ts) is a pure
 * function of the state: offline, only downloaded naats can play.
 */
const connectivitySlice = createSlice({
  name: 'connectivity',
  initialState: { online: true },
  reducers: {
    connectivityChanged(state, action: PayloadAction<boolean>) {
      state.online = action.payload;
    },
  },
});

export const { connectivityChanged } = connectivitySlice.actions;
export default connectivitySlice;
