import type { LoginFailureRepository } from '../db/loginFailures';

/** Failed logins are counted over this window... */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** ...and refused once an account has this many in it... */
export const MAX_FAILURES_PER_ACCOUNT = 5;
/** ...or one address has this many (across accounts). */
export const MAX_FAILURES_PER_IP = 20;

/** The key an account is counted under, so 'Admin' and 'admin' share one limit. */
export const accountKey = (username: string): string => username.trim().toLowerCase();

/**
 * Milliseconds until the next attempt is allowed, or 0 when it is allowed now. The wait ends when the
 * oldest failure in the window ages out.
 */
export async function loginWait(
  failures: LoginFailureRepository,
  username: string,
  ip: string,
  now: number,
): Promise<number> {
  const since = now - FAILURE_WINDOW_MS;
  const waits = [
    { window: await failures.forUsername(accountKey(username), since), max: MAX_FAILURES_PER_ACCOUNT },
    { window: await failures.forIp(ip, since), max: MAX_FAILURES_PER_IP },
  ].map(({ window, max }) =>
    window.count >= max && window.oldest !== null ? window.oldest + FAILURE_WINDOW_MS - now : 0,
  );
  return Math.max(0, ...waits);
}

export const tooManyAttemptsMessage = (waitMs: number): string => {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};
