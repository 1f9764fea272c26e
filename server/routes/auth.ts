import type { FastifyInstance } from 'fastify';
import { dummyHash, hashPassword, verifyPassword } from '../auth/passwords';
import { accountKey, FAILURE_WINDOW_MS, reserveAttempt, tooManyAttemptsMessage } from '../auth/loginLimits';
import { hashToken, newToken, SESSION_TTL_MS } from '../auth/tokens';
import type { Repositories } from '../db/repositories';
import { fail } from '../http/errors';
import type { DiskReserve } from '../storage/diskReserve';
import { controlCharMessage, hasRefusedControl } from '../common/textPolicy';
import { clientAddress } from '../http/trustProxy';
import {
  AdminUserSchema,
  FailSchema,
  LoginBodySchema,
  Ok,
  PasswordBodySchema,
  SessionSchema,
  type LoginBody,
  type PasswordBody,
} from '../../contract';

/** A new password needs at least this many characters. */
export const MIN_PASSWORD_LENGTH = 6;
export const ADMIN_ROLE = 'Super Administrator';

const INVALID_LOGIN = 'Invalid username or password';

/**
 * The session calls ARCHITECTURE.md adds, under /api/admin. Everything but login is behind the
 * app-wide guard (server/auth/guard.ts), so `request.adminSession` is set in those handlers.
 */
export interface AuthRoutesOptions {
  repos: Pick<Repositories, 'users' | 'sessions' | 'loginFailures'>;
  /** Logins and logouts write even on a full disk (server/storage/diskReserve.ts). */
  disk: Pick<DiskReserve, 'essential'>;
  /** Epoch milliseconds; tests move it by hand to expire sessions. */
  now: () => number;
  /** How the login limits wait (tests record the waits instead). */
  sleep: (ms: number) => Promise<void>;
}

// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
export async function authRoutes(
  app: FastifyInstance,
  { repos, disk, now, sleep }: AuthRoutesOptions,
): Promise<void> {
  const { users, sessions, loginFailures } = repos;

  /**
   * Reserves this password check (server/auth/loginLimits.ts) and waits out the account's delay; answers
   * the reservation's id, or the 429 when this address (or this account from it) is over its limit.
   */
  const attempt = async (username: string, ip: string) => {
    const reserved = await reserveAttempt(loginFailures, username, ip, now());
    if (!reserved.allowed) {
      return { id: null, wait: reserved.waitMs, message: tooManyAttemptsMessage(reserved.waitMs) };
    }
    if (reserved.delayMs > 0) await sleep(reserved.delayMs);
    return { id: reserved.id, wait: 0, message: '' };
  };

  app.post<{ Body: LoginBody }>(
    '/login',
    {
      schema: {
        body: LoginBodySchema,
        response: {
          200: Ok(SessionSchema),
          401: FailSchema,
          429: FailSchema,
        },
      },
    },
    // Essential on a full disk: the reservation and the session row may use the disk reserve.
    (request, reply) =>
      disk.essential(async () => {
        const { username, password } = request.body;
        // The name is written to the login limits' table; the password only reaches the hash check.
        if (hasRefusedControl(username, 'line')) {
          return reply.code(400).send(fail(controlCharMessage('username', 'line')));
        }
        const address = clientAddress(request);
        const reserved = await attempt(username, address);
        if (reserved.id === null) {
          return reply
            .code(429)
            .header('retry-after', Math.ceil(reserved.wait / 1000))
            .send(fail(reserved.message));
        }
        const user = await users.findByUsername(username);
        const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash()), password);
        const at = now();
        // A failure is already counted: its reservation stays.
        if (!user || !valid) return reply.code(401).send(fail(INVALID_LOGIN));
        await loginFailures.release(reserved.id);
        await loginFailures.clearAccountIp(accountKey(username), address);
        await loginFailures.deleteBefore(at - FAILURE_WINDOW_MS);
        await sessions.deleteExpired(at);
        const token = newToken();
        const expiresAt = at + SESSION_TTL_MS;
        await sessions.create(hashToken(token), user.id, at, expiresAt);
        await users.recordLogin(user.id, new Date(at).toISOString());
        return { success: true, data: { token, expiresAt: new Date(expiresAt).toISOString() } };
      }),
  );

  app.post(
    '/logout',
    { schema: { response: { 204: { type: 'null' }, 401: FailSchema } } },
    async (request, reply) => {
      const session = request.adminSession;
      if (session) await disk.essential(() => sessions.delete(session.tokenHash));
      return reply.code(204).send();
    },
  );

  app.get(
    '/me',
    {
      schema: {
        response: {
          200: Ok(AdminUserSchema),
          401: FailSchema,
        },
      },
    },
    async (request, reply) => {
      const user = request.adminSession ? await users.getById(request.adminSession.userId) : null;
      if (!user) return reply.code(401).send(fail('Admin login required'));
      return {
        success: true,
        data: { username: user.username, role: ADMIN_ROLE, lastLoginAt: user.lastLoginAt },
      };
    },
  );

  app.post<{ Body: PasswordBody }>(
    '/password',
    {
      schema: {
        body: PasswordBodySchema,
        response: {
          200: { type: 'object', required: ['success'], properties: { success: { type: 'boolean' } } },
          400: FailSchema,
          429: FailSchema,
        },
      },
    },
    (request, reply) =>
      disk.essential(async () => {
        const session = request.adminSession;
        const user = session ? await users.getById(session.userId) : null;
        if (!session || !user) return reply.code(401).send(fail('Admin login required'));
        const { currentPassword, newPassword } = request.body;
        // A password that the login form could not type back.
        if (hasRefusedControl(newPassword, 'line')) {
          return reply.code(400).send(fail(controlCharMessage('newPassword', 'line')));
        }
        if (newPassword.length < MIN_PASSWORD_LENGTH) {
          return reply.code(400).send(fail('New password must be at least 6 characters long'));
        }
        // Guessing the current password through this call counts against the same limits as logins.
        const reserved = await attempt(user.username, clientAddress(request));
        if (reserved.id === null) return reply.code(429).send(fail(reserved.message));
        if (!(await verifyPassword(user.passwordHash, currentPassword))) {
          return reply.code(400).send(fail('Current password is incorrect'));
        }
        await loginFailures.release(reserved.id);
        await users.setPasswordHash(user.id, await hashPassword(newPassword));
        // Other devices logged in with the old password lose their sessions; this one stays.
        await sessions.deleteOthers(user.id, session.tokenHash);
        return { success: true };
      }),
  );
}
