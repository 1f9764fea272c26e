import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/** Below this, the headers of a compressed answer cost about what compression saves. */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /^(application\/json|text\/html)/;

/** The encodings an Accept-Encoding header allows (q=0 refuses one), e.g. "gzip, br;q=0.8". */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name !== '' && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  return accepted;
}

/**
 * Compresses the API's JSON and the app page on the fly (brotli at a fast level, else gzip). The build's
 * static files are precompressed instead (scripts/compress-build.mjs), and audio is never compressed.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' || Buffer.byteLength(payload) < MIN_BYTES) {
      done(null, payload);
      return;
    }
    if (
      !COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? '')) ||
      reply.hasHeader('content-encoding')
    ) {
      done(null, payload);
      return;
    }
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary))
      reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const accepted = acceptedEncodings(request.headers['accept-encoding']);
    const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
    if (encoding === null) {
      done(null, payload);
      return;
    }
    const body =
      encoding === 'br'
        ? brotliCompressSync(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
        : gzipSync(payload, { level: 6 });
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    done(null, body);
  });
}
