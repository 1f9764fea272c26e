import type { S3Config } from '../config';

/**
 * The origin listeners fetch audio from when `/Audio/<name>` redirects them (server/routes/media.ts): the CDN
 * of AUDIO_PUBLIC_URL, or the bucket's own host for presigned URLs; null when the app sends audio itself.
 * The page's Content-Security-Policy allows it for media and for the downloads' fetch. For a bucket it is
 * where the S3 client addresses it: the endpoint itself in path style (S3_FORCE_PATH_STYLE), else the bucket
 * as a subdomain of the endpoint (AWS: <bucket>.s3.<region>.amazonaws.com). tests/server/s3Store.test.ts
 * checks it against real presigned URLs.
 */
export function audioOrigin(publicUrl: string | null, s3: S3Config | null): string | null {
  if (publicUrl !== null) return new URL(publicUrl).origin;
  if (s3 === null) return null;
  const endpoint = new URL(s3.endpoint ?? `https://s3.${s3.region}.amazonaws.com`);
  // The client falls back to path style for names that cannot be a host name, and for IP-address endpoints.
  const dnsName = /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/.test(s3.bucket);
  const ipHost = /^\d+\.\d+\.\d+\.\d+$/.test(endpoint.hostname) || endpoint.hostname.startsWith('[');
  if (s3.forcePathStyle || !dnsName || ipHost) return endpoint.origin;
  return `${endpoint.protocol}//${s3.bucket}.${endpoint.host}`;
}
