import { createSlice, nanoid, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';

export type ToastType = 'success' | 'info' | 'error';
export const TOAST_POSITIONS = ['top-right', 'bottom-right', 'top-right-favorites'] as const;
export type ToastPosition = (typeof TOAST_POSITIONS)[number];

export interface Toast {
  id: string;
  message: string;
  type: ToastType;
  /** Milliseconds before it closes by itself. */
  duration: number;
  position: ToastPosition;
  /** A button on the toast (Undo): pressing it dispatches `intent` and closes the toast. */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  /** A plain action, so the toast stays serialisable state. */
  intent: UnknownAction;
}

/** A toast lasts 3 s; download messages 4 s, the radio's start 2 s. */
export const TOAST_DURATION = { default: 3000, download: 4000, radio: 2000 } as const;

export interface ShowToast {
  message: string;
  type?: ToastType;
  /** Milliseconds; wins over `kind`. */
  duration?: number;
  /** Download and radio-start messages have their own durations. */
  kind?: 'download' | 'radio';
  position?: ToastPosition;
  action?: ToastAction;
}

/** At most this many toasts stay on screen; older ones give way. */
export const MAX_TOASTS = 5;

const toastsSlice = createSlice({
  name: 'toasts',
  initialState: { items: [] as Toast[] },
  reducers: {
    showToast: {
      reducer(state, action: PayloadAction<Toast>) {
        state.items.push(action.payload);
        if (state.items.length > MAX_TOASTS) state.items.splice(0, state.items.length - MAX_TOASTS);
      },
      // The id is made here, not in the reducer, so the reducer stays pure.
      prepare: ({
        message,
        type = 'info',
        kind,
        duration = kind ? TOAST_DURATION[kind] : TOAST_DURATION.default,
        position = 'top-right',
        action,
      }: ShowToast) => ({
        payload: { id: nanoid(), message, type, duration, position, ...(action ? { action } : {}) },
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
