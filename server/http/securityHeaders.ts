import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every security header this server sends, for answers written outside Fastify's reply (tus). */
    securityHeaders: Readonly<Record<string, string>>;
  }
}

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
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

/**
 * The policy, with the origin of VITALS_URL allowed for the page's web-vitals beacons, and the origin audio
 * is redirected to (server/storage/audioOrigin.ts: a CDN or the bucket) allowed for media and for the
 * downloads' fetch.
 */
export function contentSecurityPolicy(vitalsUrl: string | null, audioOrigin: string | null = null): string {
  const connect = ["'self'"];
  if (vitalsUrl !== null && /^https?:\/\//i.test(vitalsUrl)) connect.push(new URL(vitalsUrl).origin);
  if (audioOrigin !== null) connect.push(audioOrigin);
  let policy = CONTENT_SECURITY_POLICY.replace("connect-src 'self'", `connect-src ${connect.join(' ')}`);
  if (audioOrigin !== null) {
    policy = policy.replace("media-src 'self' https: blob:", `media-src 'self' https: blob: ${audioOrigin}`);
  }
  return policy;
}

/** Every security header, with the policy for this VITALS_URL and audio origin. */
export const securityHeaders = (
  vitalsUrl: string | null = null,
  audioOrigin: string | null = null,
): Record<string, string> => ({
  'content-security-policy': contentSecurityPolicy(vitalsUrl, audioOrigin),
  ...HEADERS,
});

/**
 * Adds the security headers to every answer, errors and files included. Answers made before routing (a
 * malformed %-escape) skip the hooks; app.ts's frameworkErrors sets `securityHeaders` on them itself.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  vitalsUrl: string | null = null,
  audioOrigin: string | null = null,
): void {
  const headers = securityHeaders(vitalsUrl, audioOrigin);
  app.decorate('securityHeaders', headers);
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.headers(headers);
    done(null, payload);
  });
}
