import type { IncomingMessage, ServerResponse } from 'node:http';
import { accelHeaders } from '../routes/media';
import { isStoredName } from '../storage/audioStore';

/** /Audio/ and a name made only of the characters a stored name may have: no %-escape, no query. */
const PLAIN_AUDIO_PATH = /^\/Audio\/([A-Za-z0-9._-]+)$/;

export interface AccelFastPathOptions {
  /** AUDIO_ACCEL_REDIRECT: nginx's internal location for the audio folder. */
  prefix: string;
  /** True when the store keeps the file on this machine (a remote store's audio goes through Fastify). */
  isLocal: (name: string) => boolean;
}

/**
 * GET and HEAD /Audio/<name> behind nginx, answered before Fastify. There every range a listener plays is
 * one such check (nginx then sends the bytes itself), and Fastify's request cycle (routing, hooks, reply) costs
 * about twice a bare node:http answer: at the issue #12 load the instance's share of the two cores went to it.
 * Only the plain case is answered here, with the route's own headers (routes/media.ts `accelHeaders`) and no
 * others: after an X-Accel-Redirect nginx keeps Content-Type and Cache-Control from the answer and drops the
 * rest (the security headers, Date), so writing them cost the instance and nginx CPU on every range for
 * nothing a listener receives (docs/scale-out.md, "Measured"). Anything else (another method, a %-escape, a
 * query, a name that is not a stored name, a remote store) returns false and Fastify answers it as before.
 * Skipped: Fastify's request log lines (nginx's access log has these requests) and the admin priority queue
 * (the check does no I/O).
 */
export function createAccelFastPath(
  options: AccelFastPathOptions,
): (request: IncomingMessage, response: ServerResponse) => boolean {
  return (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const name = PLAIN_AUDIO_PATH.exec(request.url ?? '')?.[1];
    if (name === undefined || !isStoredName(name) || !options.isLocal(name)) return false;
    // One flat [name, value, ...] list: given an object, node:http sets each header one by one (validating
    // and lower-casing every name into a map first), about a seventh of the instance's time per check.
    const headers = Object.entries(accelHeaders(options.prefix, name)).flat();
    // As Fastify answers: an empty body says its length, a HEAD answer says nothing of one.
    if (request.method === 'GET') headers.push('content-length', '0');
    response.sendDate = false;
    response.writeHead(200, headers);
    response.end();
    return true;
  };
}
