import path from 'node:path';
import { readAdminConfig, type AdminConfig } from './routes/adminConfig';

/** Everything the server reads from its environment, checked once at start. */
export interface Config {
  /** PORT, default 8080. */
  port: number;
  /** HOST, default 0.0.0.0 (every interface). */
  host: string;
  /** DATA_DIR, default ./data: holds the SQLite file and the audio folder. */
  dataDir: string;
  /** STATIC_DIR, default ./dist: the built app (vite build output). */
  staticDir: string;
  /** ADMIN_PASSWORD: initial admin password for a new database; null means generate one. */
  adminPassword: string | null;
  /** APP_NAME, default 'Naat Stream': the {product} of the specification. */
  appName: string;
  /** VITALS_URL: where pages send their web vitals (LCP, INP, CLS) in production; unset = nowhere. */
  vitalsUrl?: string | null;
  /** Uploads, server-side downloads and the translate/transcribe providers (server/routes/adminConfig.ts). */
  admin?: AdminConfig;
}

export class ConfigError extends Error {}

function port(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    throw new ConfigError(`${name} must be a whole number from 0 to 65535 (got "${value}")`);
  }
  return parsed;
}

function text(value: string | undefined, name: string, fallback: string): string {
  if (value === undefined) return fallback;
  const trimmed = value.trim();
  if (trimmed === '') throw new ConfigError(`${name} must not be blank (unset it to use "${fallback}")`);
  return trimmed;
}

/** An http(s) URL or a path on this server (`/vitals`); null when unset. */
function vitalsUrl(value: string | undefined): string | null {
  if (value === undefined || value.trim() === '') return null;
  const trimmed = value.trim();
  if (/^\/(?!\/)/.test(trimmed)) return trimmed;
  if (/^https?:\/\//i.test(trimmed) && URL.canParse(trimmed)) return new URL(trimmed).href;
  throw new ConfigError(
    `VITALS_URL must be an http(s) URL or a path on this server such as /vitals (got "${value}")`,
  );
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const adminPassword =
    env.ADMIN_PASSWORD === undefined || env.ADMIN_PASSWORD === '' ? null : env.ADMIN_PASSWORD;
  if (adminPassword !== null && adminPassword.length < 6) {
    throw new ConfigError('ADMIN_PASSWORD must be at least 6 characters long');
  }
  const appName = text(env.APP_NAME, 'APP_NAME', 'Naat Stream');
  if (appName.length > 60) throw new ConfigError('APP_NAME must be at most 60 characters long');
  const host = text(env.HOST, 'HOST', '0.0.0.0');
  if (/\s|\//.test(host)) throw new ConfigError(`HOST must be a host name or IP address (got "${host}")`);
  return {
    port: port(env.PORT, 'PORT', 8080),
    host,
    dataDir: path.resolve(text(env.DATA_DIR, 'DATA_DIR', 'data')),
    staticDir: path.resolve(text(env.STATIC_DIR, 'STATIC_DIR', 'dist')),
    adminPassword,
    appName,
    vitalsUrl: vitalsUrl(env.VITALS_URL),
    admin: readAdminConfig(env),
  };
}
