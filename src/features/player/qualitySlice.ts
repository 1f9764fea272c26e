import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { QualityPreference } from '../playback/sourceChoice';

/** The listener's "Data saver" setting, kept on this device (qualitySetting.ts). */
export interface AudioQualityState {
  preference: QualityPreference;
}

export const initialAudioQualityState: AudioQualityState = { preference: 'auto' };

export const QUALITY_PREFERENCES: readonly QualityPreference[] = ['auto', 'data-saver', 'high'];

export function parseQualityPreference(value: unknown): QualityPreference | null {
  return QUALITY_PREFERENCES.find((item) => item === value) ?? null;
}

const audioQualitySlice = createSlice({
  name: 'audioQuality',
  initialState: initialAudioQualityState,
  reducers: {
    setQualityPreference(state, action: PayloadAction<QualityPreference>) {
      state.preference = action.payload;
    },
  },
  selectors: {
    selectQualityPreference: (state) => state.preference,
  },
});

export const { setQualityPreference } = audioQualitySlice.actions;
export const { selectQualityPreference } = audioQualitySlice.selectors;
export default audioQualitySlice;
