import type { FastifyInstance } from 'fastify';

/**
 * No inline scripts may run (script-src 'self'); inline style attributes are allowed because React
 * renders `style={...}` as attributes. Audio may stream from other HTTPS hosts (filePath may be an
 * absolute URL) and from blob: URLs (downloads played back).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "media-src 'self' https: blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

const HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

/** Adds the security headers to every answer, errors and files included. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.headers(HEADERS);
    done(null, payload);
  });
}
