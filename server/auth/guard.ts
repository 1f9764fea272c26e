import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionRepository, Session } from '../db/sessions';
import { fail } from '../http/errors';
import { bearerToken, hashToken } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The live admin session of this request, once the guard has passed; null otherwise. */
    adminSession: Session | null;
  }
}

/** The only admin call that works without a session (and only with its own method). */
const OPEN_ADMIN_CALLS = new Set(['POST /api/admin/login']);

/**
 * Every path under /api/admin (except the login call) and /api/transcribe needs a live admin session, known
 * or not: an unknown admin path answers 401, not 404, so the admin API cannot be mapped without a token.
 * Repeated slashes and letter case are ignored (`/API//admin/x` is still an admin path).
 */
export function isProtectedPath(rawPathname: string, method = 'POST'): boolean {
  const pathname = rawPathname.replace(/\/{2,}/g, '/').toLowerCase();
  if (OPEN_ADMIN_CALLS.has(`${method.toUpperCase()} ${pathname}`)) return false;
  return (
    pathname === '/api/admin' ||
    pathname.startsWith('/api/admin/') ||
    pathname === '/api/transcribe' ||
    pathname.startsWith('/api/transcribe/')
  );
}

/** How many rounds of %-decoding a path gets: enough for any double or triple encoding a layer might undo. */
const DECODE_ROUNDS = 4;

/**
 * The path of a request URL decoded, with `\\` read as `/` (as some clients and proxies do), slashes
 * collapsed and letter case folded; dot segments are left in place. Each %-escape is decoded as one byte
 * value, so a malformed escape or broken UTF-8 never stops the decoding: only ASCII decides what is an admin
 * path, and every ASCII character comes out right.
 */
export function decodedPath(url: string): string {
  let path = url.split(/[?#]/, 1)[0] ?? '';
  for (let round = 0; round < DECODE_ROUNDS && /%[0-9a-f]{2}/i.test(path); round += 1) {
    path = path.replace(/%([0-9a-f]{2})/gi, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  return path
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/')
    .toLowerCase();
}

/** `decodedPath` with its `.` and `..` segments resolved, as a browser or a proxy would before sending it. */
export function normalisedPath(url: string): string {
  return resolveDots(decodedPath(url));
}

function resolveDots(path: string): string {
  if (!path.includes('.')) return path;
  const segments: string[] = [];
  const parts = path.split('/');
  parts.forEach((segment, index) => {
    if (segment === '..') segments.pop();
    if (segment === '.' || segment === '..') {
      // `/a/b/..` names the folder `/a/`: keep the trailing slash.
      if (index === parts.length - 1) segments.push('');
      return;
    }
    if (index > 0) segments.push(segment);
  });
  return `/${segments.join('/')}`;
}

/**
 * Whether a request needs an admin session. Decided before any route from every spelling a layer could
 * take the path for: the matched route's pattern, the decoded path, and the decoded path with its dot
 * segments resolved. When one of them is an admin path, the request is; so neither a catch-all route (the
 * built app's `/*`) nor `//`, `/./`, `%61dmin` or `ADMIN` turns an admin path into a page or a 404.
 */
export function needsAdmin(url: string, method: string, routePattern: string | undefined): boolean {
  if (routePattern !== undefined && isProtectedPath(routePattern, method)) return true;
  const decoded = decodedPath(url);
  return isProtectedPath(decoded, method) || isProtectedPath(resolveDots(decoded), method);
}

export interface AdminGuardOptions {
  sessions: Pick<SessionRepository, 'findLive'>;
  /** Epoch milliseconds: a session is live until its expiry. */
  now: () => number;
}

/**
 * Registers the admin guard on the root instance, before any route:
 *  - it checks `Authorization: Bearer <token>` against the sessions table (sha256 of the token, unexpired
 *    at `now()`) and sets `request.adminSession`;
 *  - an app-wide onRequest hook runs it for every request that `needsAdmin`: whose route or normalised
 *    path is under /api/admin/ or /api/transcribe. So a route registered later anywhere under
 *    those prefixes — e.g. `app.post('/api/admin/audios', ...)` or a plugin registered with
 *    `{ prefix: '/api/admin' }` — is guarded by default, and its body is not even parsed (onRequest runs
 *    before the body parser, which matters for uploads) without a live session.
 */
export function registerAdminGuard(app: FastifyInstance, { sessions, now }: AdminGuardOptions): void {
  app.decorateRequest('adminSession', null);

  /** Sets request.adminSession and answers null, or answers the 401 message. */
  const check = async (request: FastifyRequest): Promise<string | null> => {
    const token = bearerToken(request.headers.authorization);
    if (token === null) return 'Admin login required';
    const session = await sessions.findLive(hashToken(token), now());
    if (!session) return 'Your admin session has expired or ended. Please log in again.';
    request.adminSession = session;
    return null;
  };

  // Callback style (not async): this hook runs on every request, and the public API, which returns at
  // once, is the hot path.
  app.addHook('onRequest', (request, reply, done) => {
    if (!needsAdmin(request.url, request.method, request.routeOptions.url)) {
      done();
      return;
    }
    check(request).then((failure) => {
      if (failure === null) done();
      else void reply.code(401).send(fail(failure));
    }, done);
  });
}
