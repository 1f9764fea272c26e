import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Session } from '../db/sessions';
import { fail } from '../http/errors';
import { bearerToken, hashToken } from './tokens';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Answers 401 `Fail` unless the request carries a live admin token; on success sets
     * `request.adminSession`. Usable as a route's `preHandler`/`onRequest`, though routes under the
     * protected prefixes (see `isProtectedPath`) are already guarded by the app-wide hook.
     */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
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

function decodedPath(url: string): string {
  const pathname = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * Registers the admin guard on the root instance, before any route:
 *  - `app.requireAdmin` (declared above) checks `Authorization: Bearer <token>` against the sessions
 *    table (sha256 of the token, unexpired at `app.now()`).
 *  - An app-wide onRequest hook runs it for every request whose route (or, for unmatched URLs, whose
 *    decoded path) is under /api/admin/ or /api/transcribe. So a route registered later anywhere under
 *    those prefixes — e.g. `app.post('/api/admin/audios', ...)` or a plugin registered with
 *    `{ prefix: '/api/admin' }` — is guarded by default, and its body is not even parsed (onRequest runs
 *    before the body parser, which matters for uploads) without a live session.
 */
export function registerAdminGuard(app: FastifyInstance): void {
  app.decorateRequest('adminSession', null);

  /** Sets request.adminSession and answers null, or answers the 401 message. */
  const check = async (request: FastifyRequest): Promise<string | null> => {
    const token = bearerToken(request.headers.authorization);
    if (token === null) return 'Admin login required';
    const session = await app.repos.sessions.findLive(hashToken(token), app.now());
    if (!session) return 'Your admin session has expired or ended. Please log in again.';
    request.adminSession = session;
    return null;
  };

  app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const failure = await check(request);
    if (failure !== null) await reply.code(401).send(fail(failure));
  });

  // Callback style (not async): this hook runs on every request, and the public API, which returns at
  // once, is the hot path.
  app.addHook('onRequest', (request, reply, done) => {
    // The matched route's pattern is what counts (the router decodes %-escapes before matching);
    // unmatched URLs fall back to their decoded path.
    const pattern = request.routeOptions.url;
    if (!isProtectedPath(pattern ?? decodedPath(request.url), request.method)) {
      done();
      return;
    }
    check(request).then((failure) => {
      if (failure === null) done();
      else void reply.code(401).send(fail(failure));
    }, done);
  });
}
