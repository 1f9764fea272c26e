import { afterEach, describe, expect, it } from 'vitest';
import {
  ACCOUNT_FREE_FAILURES,
  accountDelayMs,
  FIRST_ACCOUNT_DELAY_MS,
  MAX_ACCOUNT_DELAY_MS,
  MAX_FAILURES_PER_ACCOUNT_ADDRESS,
} from '../../server/auth/loginLimits';
import { ENGINES } from './engines';
import { ADMIN_PASSWORD, startApp, type TestApp } from './helpers';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

const loginFrom = (app: TestApp, remoteAddress: string, password: string, username = 'admin') =>
  app.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username, password },
    remoteAddress,
  });

describe.each(ENGINES)('login limits on %s', (engine) => {
  it('limits 40 concurrent wrong passwords exactly like sequential ones', async () => {
    t = await startApp({ engine, seed: false });
    const app = t;
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => loginFrom(app, '10.1.1.1', 'wrong-password')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(MAX_FAILURES_PER_ACCOUNT_ADDRESS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - MAX_FAILURES_PER_ACCOUNT_ADDRESS);
  });

  it('never locks the account out: failures from everywhere slow it down, the right password from a clean address still works', async () => {
    const waits: number[] = [];
    t = await startApp({
      engine,
      seed: false,
      sleep: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
    });
    for (let i = 0; i < ACCOUNT_FREE_FAILURES + 4; i += 1) {
      expect((await loginFrom(t, `10.2.0.${i}`, 'wrong-password')).statusCode).toBe(401);
    }
    // The first failures cost nothing; after them each attempt waits twice as long as the one before.
    expect(waits).toEqual([250, 500, 1000, 2000]);
    expect((await loginFrom(t, '10.3.0.1', ADMIN_PASSWORD)).statusCode).toBe(200);
    expect(waits.at(-1)).toBe(4000);
    // An address that failed is still limited on its own count, not the account's.
    expect((await loginFrom(t, '10.2.0.0', ADMIN_PASSWORD)).statusCode).toBe(200);
  });
});

describe('accountDelayMs', () => {
  it('grows from the first delay and stops at the maximum', () => {
    expect(accountDelayMs(ACCOUNT_FREE_FAILURES - 1)).toBe(0);
    expect(accountDelayMs(ACCOUNT_FREE_FAILURES)).toBe(FIRST_ACCOUNT_DELAY_MS);
    expect(accountDelayMs(ACCOUNT_FREE_FAILURES + 1)).toBe(FIRST_ACCOUNT_DELAY_MS * 2);
    expect(accountDelayMs(1000)).toBe(MAX_ACCOUNT_DELAY_MS);
  });
});
