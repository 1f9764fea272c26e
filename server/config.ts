import path from 'node:path';

/** Everything the server reads from its environment, checked once at start. */
export interface Config {
  port: number;
  host: string;
  /** Holds the SQLite file and the audio folder. */
  dataDir: string;
  /** The built app (vite build output). */
  staticDir: string;
  /** Initial admin password for a new database; null means generate one. */
  adminPassword: string | null;
  /** The {product} of the specification. */
  appName: string;
}

export class ConfigError extends Error {}

function port(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    throw new ConfigError(`${name} must be a whole number from 0 to 65535 (got "${value}")`);
  }
  return parsed;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const adminPassword = env.ADMIN_PASSWORD ?? null;
  if (adminPassword !== null && adminPassword.length < 6) {
    throw new ConfigError('ADMIN_PASSWORD must be at least 6 characters long');
  }
  const appName = (env.APP_NAME ?? 'Naat Stream').trim();
  if (appName === '') throw new ConfigError('APP_NAME must not be blank');
  return {
    port: port(env.PORT, 'PORT', 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    staticDir: path.resolve(env.STATIC_DIR ?? 'dist'),
    adminPassword,
    appName,
  };
}
