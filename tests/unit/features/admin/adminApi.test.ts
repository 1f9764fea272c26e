import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminApi, readReciterNameMatch } from '../../../../src/api/adminApi';
import { makeStore } from '../../../../src/app/store';
import {
  selectAdminNotice,
  selectAdminToken,
  sessionStarted,
} from '../../../../src/features/admin/adminSessionSlice';
import { login } from '../../../../src/features/admin/adminThunks';
import { selectToasts } from '../../../../src/features/toasts/toastsSlice';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('admin calls', () => {
  it('carry the bearer token, and a 401 ends the session with the expiry notice', async () => {
    const seen: Request[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((request: Request) => {
        seen.push(request);
        return Promise.resolve(json(401, { success: false, data: null, error: 'Admin login required' }));
      }),
    );
    const store = makeStore();
    store.dispatch(sessionStarted({ token: 'tok-123', expiresAt: Date.now() + 60_000, lastLoginAt: null }));
    const outcome = await store.dispatch(adminApi.endpoints.deleteNaat.initiate(7));
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer tok-123');
    expect(seen[0]?.url).toMatch(/\/api\/admin\/audios\/7$/);
    expect(outcome.error).toBeDefined();
    expect(selectAdminToken(store.getState())).toBeNull();
    expect(selectAdminNotice(store.getState())).toBe('Your session has expired. Please log in again.');
    store.dispose();
  });

  it('login: a 401 is a wrong password (no session, the invalid-password text), success starts the session', async () => {
    const answers = [
      json(401, { success: false, data: null, error: 'Invalid username or password' }),
      json(200, { success: true, data: { token: 'new-token', expiresAt: '2099-01-01T00:00:00.000Z' } }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(answers.shift())),
    );
    const store = makeStore();
    expect(await store.dispatch(login('admin', 'wrong'))).toBe(
      'Invalid username or password. Please try again.',
    );
    expect(selectAdminToken(store.getState())).toBeNull();
    expect(selectAdminNotice(store.getState())).toBeNull();
    expect(await store.dispatch(login('admin', 'right'))).toBeNull();
    expect(selectAdminToken(store.getState())).toBe('new-token');
    expect(store.getState().adminSession.expiresAt).toBe(Date.parse('2099-01-01T00:00:00.000Z'));
    expect(selectToasts(store.getState()).map((toast) => toast.message)).toEqual([
      'Invalid username or password. Please try again.',
      'Login successful! Welcome to admin panel.',
    ]);
    store.dispose();
  });
});

describe('the name check of a bulk upload', () => {
  it('asks the server about the name, with the token, and reads its answer', async () => {
    const seen: Request[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((request: Request) => {
        seen.push(request);
        return Promise.resolve(
          json(200, { success: true, data: { exact: null, similar: [{ id: 3, name: 'Owais Raza Qadri' }] } }),
        );
      }),
    );
    const store = makeStore();
    store.dispatch(sessionStarted({ token: 'tok-9', expiresAt: Date.now() + 60_000, lastLoginAt: null }));
    const answer = await store.dispatch(
      adminApi.endpoints.reciterNameMatch.initiate('Awais Qadri & Co', { subscribe: false }),
    );
    expect(answer.data).toEqual({ exact: null, similar: [{ id: 3, name: 'Owais Raza Qadri' }] });
    expect(new URL(seen[0]?.url ?? '').pathname).toBe('/api/admin/naatkhawans/match');
    expect(new URL(seen[0]?.url ?? '').searchParams.get('name')).toBe('Awais Qadri & Co');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer tok-9');
  });

  it("takes only the answer's shape", () => {
    expect(readReciterNameMatch({ exact: { id: 1, name: 'A' }, similar: [] })).toEqual({
      exact: { id: 1, name: 'A' },
      similar: [],
    });
    expect(readReciterNameMatch({ exact: null })).toBeNull();
    expect(readReciterNameMatch({ exact: 'A', similar: [] })).toBeNull();
    expect(readReciterNameMatch({ exact: null, similar: [{ id: '1', name: 'A' }] })).toBeNull();
    expect(readReciterNameMatch(null)).toBeNull();
  });
});
