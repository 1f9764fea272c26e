import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUnauthorized } from '../../../../src/api/adminUnauthorized';
import { makeStore, type AppStore } from '../../../../src/app/store';
import {
  SESSION_EXPIRED_NOTICE,
  noticeDismissed,
  selectAdminNotice,
  selectAdminSession,
  selectAdminToken,
  sessionEnded,
  sessionStarted,
  usableStoredSession,
} from '../../../../src/features/admin/adminSessionSlice';
import {
  restoreAdminSession,
  startSessionPersistence,
} from '../../../../src/features/admin/sessionPersistence';
import { deleteKey, readKey, writeKey } from '../../../../contract/db';

const NOW = Date.UTC(2026, 0, 15, 12);
const session = { token: 'opaque-token', expiresAt: NOW + 60_000, lastLoginAt: '2026-01-15T11:00:00.000Z' };

let store: AppStore;
beforeEach(async () => {
  await deleteKey('adminSession');
  store = makeStore();
});
afterEach(() => {
  store.dispose();
});

/** Waits for the listener's IndexedDB write to land. */
async function settled(check: () => Promise<boolean>): Promise<void> {
  await vi.waitFor(async () => {
    expect(await check()).toBe(true);
  });
}

describe('adminSession slice', () => {
  it('starts logged out, holds a started session and forgets it on logout', () => {
    expect(selectAdminToken(store.getState())).toBeNull();
    store.dispatch(sessionStarted(session));
    expect(selectAdminSession(store.getState())).toEqual({ ...session, notice: null });
    store.dispatch(sessionEnded(null));
    expect(selectAdminSession(store.getState())).toEqual({
      token: null,
      expiresAt: null,
      lastLoginAt: null,
      notice: null,
    });
  });

  it('keeps the notice when the server ended the session, until dismissed or a new login', () => {
    store.dispatch(sessionStarted(session));
    store.dispatch(sessionEnded(SESSION_EXPIRED_NOTICE));
    expect(selectAdminToken(store.getState())).toBeNull();
    expect(selectAdminNotice(store.getState())).toBe('Your session has expired. Please log in again.');
    store.dispatch(noticeDismissed());
    expect(selectAdminNotice(store.getState())).toBeNull();
    store.dispatch(sessionEnded(SESSION_EXPIRED_NOTICE));
    store.dispatch(sessionStarted(session));
    expect(selectAdminNotice(store.getState())).toBeNull();
  });

  it('never holds a password', () => {
    store.dispatch(sessionStarted({ ...session, password: 'secret' } as typeof session));
    expect(JSON.stringify(selectAdminSession(store.getState()))).not.toContain('secret');
  });
});

describe('usableStoredSession', () => {
  it('accepts an unexpired session and refuses expired or malformed ones', () => {
    expect(usableStoredSession(session, NOW)).toEqual(session);
    expect(usableStoredSession({ ...session, lastLoginAt: 5 }, NOW)).toEqual({
      ...session,
      lastLoginAt: null,
    });
    expect(usableStoredSession({ ...session, expiresAt: NOW }, NOW)).toBeNull();
    expect(usableStoredSession({ ...session, expiresAt: NOW - 1 }, NOW)).toBeNull();
    expect(usableStoredSession({ ...session, token: '' }, NOW)).toBeNull();
    expect(usableStoredSession({ token: 'x', expiresAt: '2099-01-01' }, NOW)).toBeNull();
    expect(usableStoredSession('token', NOW)).toBeNull();
    expect(usableStoredSession(null, NOW)).toBeNull();
  });
});

describe('session persistence', () => {
  it('mirrors a started session to IndexedDB and removes it on logout', async () => {
    const stop = startSessionPersistence(store.dispatch);
    store.dispatch(sessionStarted(session));
    await settled(async () => JSON.stringify(await readKey('adminSession')) === JSON.stringify(session));
    store.dispatch(sessionEnded(null));
    await settled(async () => (await readKey('adminSession')) === undefined);
    stop();
  });

  it('a 401 reported by the api layer ends the session with the notice and removes the stored one', async () => {
    const stop = startSessionPersistence(store.dispatch);
    store.dispatch(sessionStarted(session));
    await settled(async () => JSON.stringify(await readKey('adminSession')) === JSON.stringify(session));
    store.dispatch(adminUnauthorized());
    expect(selectAdminToken(store.getState())).toBeNull();
    expect(selectAdminNotice(store.getState())).toBe('Your session has expired. Please log in again.');
    await settled(async () => (await readKey('adminSession')) === undefined);
    stop();
  });

  it('restores an unexpired stored session on load', async () => {
    await writeKey('adminSession', session);
    await store.dispatch(restoreAdminSession(() => NOW));
    expect(selectAdminToken(store.getState())).toBe('opaque-token');
  });

  it('removes an expired stored session on load and stays logged out', async () => {
    await writeKey('adminSession', { ...session, expiresAt: NOW - 1000 });
    await store.dispatch(restoreAdminSession(() => NOW));
    expect(selectAdminToken(store.getState())).toBeNull();
    expect(await readKey('adminSession')).toBeUndefined();
  });

  it('does nothing when nothing is stored', async () => {
    await store.dispatch(restoreAdminSession(() => NOW));
    expect(selectAdminToken(store.getState())).toBeNull();
  });
});
