import { createHash, randomBytes } from 'node:crypto';

/** An admin session lasts 24 hours. */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

/** 32 random bytes, base64url: 43 characters. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Only this digest is stored, so a copy of the database holds no usable token. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** The token of an `Authorization: Bearer <token>` header, or null when there is none or it is malformed. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  const token = match?.[1];
  return token !== undefined && TOKEN_FORMAT.test(token) ? token : null;
}
