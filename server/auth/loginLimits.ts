import type { LoginFailureRepository } from '../db/loginFailures';

/** Failed logins are counted over this window... */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** ...and refused once one account has this many from one address... */
export const MAX_FAILURES_PER_ACCOUNT_ADDRESS = 5;
/** ...or one address has this many (across accounts). */
export const MAX_FAILURES_PER_IP = 20;
/**
 * The account as a whole is never refused (anyone could then lock the only admin out from anywhere):
 * past this many failures in the window, from any addresses, each attempt waits before its password is
 * checked, twice as long as the one before, up to MAX_ACCOUNT_DELAY_MS.
 */
export const ACCOUNT_FREE_FAILURES = 5;
export const FIRST_ACCOUNT_DELAY_MS = 250;
export const MAX_ACCOUNT_DELAY_MS = 8_000;

/** The key an account is counted under, so 'Admin' and 'admin' share one limit. */
export const accountKey = (username: string): string => username.trim().toLowerCase();

/** How long an attempt waits when the account already has `earlierFailures` failures in the window. */
export function accountDelayMs(earlierFailures: number): number {
  if (earlierFailures < ACCOUNT_FREE_FAILURES) return 0;
  const doublings = Math.min(30, earlierFailures - ACCOUNT_FREE_FAILURES);
  return Math.min(MAX_ACCOUNT_DELAY_MS, FIRST_ACCOUNT_DELAY_MS * 2 ** doublings);
}

/** An attempt that may go on (counted as a failure until `release`d), or one refused for `waitMs`. */
export type Attempt = { allowed: true; id: number; delayMs: number } | { allowed: false; waitMs: number };

/**
 * Reserves a password check for this account from this address before the (slow) hash runs, so 40
 * concurrent attempts are limited exactly like 40 sequential ones. A refusal lasts until the oldest
 * failure of the full window ages out.
 */
export async function reserveAttempt(
  failures: LoginFailureRepository,
  username: string,
  ip: string,
  now: number,
): Promise<Attempt> {
  const reservation = await failures.reserve(accountKey(username), ip, now, {
    since: now - FAILURE_WINDOW_MS,
    maxPerIp: MAX_FAILURES_PER_IP,
    maxPerAccountIp: MAX_FAILURES_PER_ACCOUNT_ADDRESS,
  });
  if (!reservation.reserved) {
    const oldest = reservation.full.oldest ?? now;
    return { allowed: false, waitMs: Math.max(1, oldest + FAILURE_WINDOW_MS - now) };
  }
  return {
    allowed: true,
    id: reservation.id,
    delayMs: accountDelayMs(reservation.accountFailures - 1),
  };
}

export const tooManyAttemptsMessage = (waitMs: number): string => {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};
