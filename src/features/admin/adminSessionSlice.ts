import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { adminUnauthorized } from '../../api/adminUnauthorized';
import { t, type MessageId } from '../../i18n/i18n';

/**
 * The admin session as the page knows it: the opaque token the server issued and when it expires (24 hours
 * after login). Never a password. `notice` is the id of the message the login form shows after a session ends
 * by itself (an id, so the text follows the interface language).
 */
export interface AdminSessionState {
  token: string | null;
  /** Epoch milliseconds. */
  expiresAt: number | null;
  /** ISO 8601, as the server reported it at login. */
  lastLoginAt: string | null;
  notice: MessageId | null;
}

export interface StoredAdminSession {
  token: string;
  expiresAt: number;
  lastLoginAt: string | null;
}

export const SESSION_EXPIRED_NOTICE: MessageId = 'admin.session.expired';

const initialState: AdminSessionState = { token: null, expiresAt: null, lastLoginAt: null, notice: null };

const adminSessionSlice = createSlice({
  name: 'adminSession',
  initialState,
  reducers: {
    /** A login succeeded, or a stored unexpired session was restored. */
    sessionStarted(state, action: PayloadAction<StoredAdminSession>) {
      state.token = action.payload.token;
      state.expiresAt = action.payload.expiresAt;
      state.lastLoginAt = action.payload.lastLoginAt;
      state.notice = null;
    },
    /** Logout (no notice), or the server refused the token (with the notice the login form shows). */
    sessionEnded(_state, action: PayloadAction<MessageId | null | undefined>) {
      return { ...initialState, notice: action.payload ?? null };
    },
    noticeDismissed(state) {
      state.notice = null;
    },
  },
  extraReducers: (builder) => {
    // Any admin call the server answered 401: the token is dead, back to the login form with the notice.
    builder.addCase(adminUnauthorized, () => ({ ...initialState, notice: SESSION_EXPIRED_NOTICE }));
  },
  selectors: {
    selectAdminToken: (state) => state.token,
    selectAdminSession: (state) => state,
    /** The notice in the current interface language. */
    selectAdminNotice: (state) => (state.notice === null ? null : t(state.notice)),
  },
});

/** Reads a stored session; anything malformed or expired at `now` is no session. */
export function usableStoredSession(value: unknown, now: number): StoredAdminSession | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const { token, expiresAt, lastLoginAt } = record;
  if (
    typeof token !== 'string' ||
    token === '' ||
    typeof expiresAt !== 'number' ||
    !Number.isFinite(expiresAt)
  ) {
    return null;
  }
  if (expiresAt <= now) return null;
  return { token, expiresAt, lastLoginAt: typeof lastLoginAt === 'string' ? lastLoginAt : null };
}

export const { sessionStarted, sessionEnded, noticeDismissed } = adminSessionSlice.actions;
export const { selectAdminToken, selectAdminSession, selectAdminNotice } = adminSessionSlice.selectors;
export default adminSessionSlice;
