/**
 * Admin requests ahead of public reads (without this, under 200 connections reading the catalogue, an admin's
 * write waited 1.3 s). Node answers every request that is ready in one turn of its event loop before it looks
 * at the sockets again, and a catalogue read runs its SQLite query synchronously, so a write queued behind
 * 200 reads waited for all 200. Here a public request only parses its head when it arrives; its work waits in
 * a first-in-first-out queue, which is let through a few milliseconds at a time, between turns of the loop.
 * An admin request (any path under /api/admin or /api/transcribe, login included) skips the queue, so it
 * waits at most for one slice of reads and the requests that arrived in the same turn, whatever the read
 * load. Reads keep their order and their throughput; only their turn is deferred.
 */
import type { FastifyInstance } from 'fastify';

/** How long reads may run before the loop looks at the sockets again (and so at admin requests). */
export const READ_SLICE_MS = 4;

const ADMIN_PREFIXES = ['/api/admin', '/api/transcribe'];

/** Reads let in at once at most, however cheap they turn out. */
const MAX_BATCH = 256;

/** Admin paths whatever their case or repeated slashes (the guard reads them the same way). */
export function isPriorityPath(url: string): boolean {
  const pathname = (url.split('?')[0] ?? '').replace(/\/{2,}/g, '/').toLowerCase();
  return ADMIN_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export function registerAdminPriority(app: FastifyInstance, sliceMs = READ_SLICE_MS): void {
  const queue: (() => void)[] = [];
  let pumping = false;
  let batch = 8;
  let lastTurn = 0;
  let adminInFlight = 0;

  // Once per turn of the loop, a batch of reads is let in; their work runs right after (a catalogue read
  // finishes without real I/O). The batch grows while a whole turn stays under the slice and halves when a
  // turn takes more than twice as long, so the loop comes back to its sockets every few milliseconds.
  const pump = () => {
    const now = performance.now();
    const took = now - lastTurn;
    if (took > 2 * sliceMs) batch = Math.max(1, batch >> 1);
    else if (took < sliceMs) batch = Math.min(MAX_BATCH, batch * 2);
    lastTurn = now;
    // While an admin request is under way, one read per turn: it needs the loop back soon and often.
    const take = adminInFlight > 0 ? 1 : batch;
    for (let i = 0; i < take && queue.length > 0; i += 1) queue.shift()?.();
    if (queue.length > 0) setImmediate(pump);
    else pumping = false;
  };

  app.addHook('onRequest', (request, reply, done) => {
    if (isPriorityPath(request.url)) {
      adminInFlight += 1;
      // The answer's close: sent, or its client gone.
      reply.raw.once('close', () => (adminInFlight -= 1));
      done();
      return;
    }
    queue.push(() => done());
    if (!pumping) {
      pumping = true;
      lastTurn = performance.now();
      setImmediate(pump);
    }
  });
}
