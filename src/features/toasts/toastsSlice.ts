import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type ToastType = 'success' | 'info' | 'error';
export type ToastPosition = 'top-right' | 'bottom-right' | 'top-right-favorites';

export interface Toast {
  id: string;
  message: string;
  type: ToastType;
  /** Milliseconds before it closes by itself. */
  duration: number;
  position: ToastPosition;
}

/** Section 9 of the specification. */
export const TOAST_DURATION = { default: 3000, download: 4000, radio: 2000 } as const;

export interface ShowToast {
  message: string;
  type?: ToastType;
  duration?: number;
  position?: ToastPosition;
}

const toastsSlice = createSlice({
  name: 'toasts',
  initialState: { items: [] as Toast[] },
  reducers: {
    showToast: {
      reducer(state, action: PayloadAction<Toast>) {
        state.items.push(action.payload);
      },
      // The id is made here, not in the reducer, so the reducer stays pure.
      prepare: ({
        message,
        type = 'info',
        duration = TOAST_DURATION.default,
        position = 'top-right',
      }: ShowToast) => ({
        payload: { id: nanoid(), message, type, duration, position },
      }),
    },
    dismissToast(state, action: PayloadAction<string>) {
      state.items = state.items.filter((toast) => toast.id !== action.payload);
    },
  },
  selectors: {
    selectToasts: (state) => state.items,
  },
});

export const { showToast, dismissToast } = toastsSlice.actions;
export const { selectToasts } = toastsSlice.selectors;
export default toastsSlice;
