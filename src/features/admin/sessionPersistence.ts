/**
 * Mirrors the admin session to IndexedDB (key 'adminSession': token, expiry and last login; never a password)
 * and restores it when the admin section loads. Storage failures only log a warning: the admin then simply
 * logs in again.
 */
import { addListener, isAnyOf, type UnsubscribeListener } from '@reduxjs/toolkit';
import { adminUnauthorized } from '../../api/adminUnauthorized';
import type { AppDispatch, AppThunk, RootState } from '../../app/store';
import { deleteKey, readKey, writeKey } from '../../../contract/db';
import { sessionEnded, sessionStarted, usableStoredSession } from './adminSessionSlice';

const addAppListener = addListener.withTypes<RootState, AppDispatch>();

/**
 * Starts the mirror on the store's listener middleware (added by action, since the admin chunk loads after the
 * store exists); returns the function that stops it.
 */
export function startSessionPersistence(dispatch: AppDispatch): UnsubscribeListener {
  return dispatch(
    addAppListener({
      matcher: isAnyOf(sessionStarted, sessionEnded, adminUnauthorized),
      effect: async (action) => {
        try {
          if (sessionStarted.match(action)) await writeKey('adminSession', action.payload);
          else await deleteKey('adminSession');
        } catch (error) {
          console.warn('Could not save the admin session', error);
        }
      },
    }),
  );
}

/** Restores an unexpired stored session and removes an expired or malformed one. */
export function restoreAdminSession(now: () => number = Date.now): AppThunk<Promise<void>> {
  return async (dispatch) => {
    let stored: unknown;
    try {
      stored = await readKey('adminSession');
    } catch (error) {
      console.warn('Could not read the admin session', error);
      return;
    }
    if (stored === undefined) return;
    const session = usableStoredSession(stored, now());
    if (session) {
      dispatch(sessionStarted(session));
      return;
    }
    try {
      await deleteKey('adminSession');
    } catch (error) {
      console.warn('Could not remove the expired admin session', error);
    }
  };
}
