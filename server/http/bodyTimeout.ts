import type { FastifyInstance } from 'fastify';
import { fail } from './errors';

/** A request body that stops arriving for this long is answered 408 (Node alone waits far longer). */
export const BODY_IDLE_MS = 5_000;

export const BODY_TIMEOUT_MESSAGE =
  'The request body stopped arriving before it was complete. Please send the request again.';

/**
 * A client that announces a body and then stops sending it (a short body: Content-Length larger than
 * what it sends) gets the API's own 408 after BODY_IDLE_MS of silence, and the connection is closed. The
 * clock is the socket's idle timer, so it covers every body reader (JSON parser and multipart alike), and
 * it stops once the body has ended, so slow work after the body (a server-side fetch) is never cut short.
 */
export function registerBodyTimeout(app: FastifyInstance, idleMs = BODY_IDLE_MS): void {
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    const socket = raw.socket as typeof raw.socket | null;
    const hasBody =
      raw.headers['transfer-encoding'] !== undefined || Number(raw.headers['content-length'] ?? 0) > 0;
    if (!socket || !hasBody || raw.complete || typeof socket.setTimeout !== 'function') {
      done();
      return;
    }
    const onIdle = () => {
      stop();
      if (reply.sent || raw.complete) return;
      void reply.code(408).header('connection', 'close').send(fail(BODY_TIMEOUT_MESSAGE));
      // The rest of the body will never come: once the answer is out, the connection goes.
      reply.raw.once('finish', () => socket.destroy());
    };
    const stop = () => {
      socket.setTimeout(0);
      raw.removeListener('timeout', onIdle);
    };
    socket.setTimeout(idleMs);
    // Listened for on the request, not the socket: Node destroys an idle socket whose request and
    // response have no 'timeout' listener, before any answer could be written.
    raw.on('timeout', onIdle);
    raw.once('end', stop);
    raw.once('close', stop);
    done();
  });
}
