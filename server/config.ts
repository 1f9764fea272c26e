import path from 'node:path';
import { readAdminConfig, type AdminConfig } from './adminConfig';
import {
  addressList,
  ConfigError,
  hostNameList,
  httpUrl,
  onOff,
  optionalText,
  positiveInteger,
} from './configValues';

export { ConfigError } from './configValues';

/** In TRUST_PROXY, the process connected over this instance's Unix socket (SOCKET_PATH). */
export const UNIX_PEER = 'unix';

/** DISK_RESERVE_BYTES' default: room for thousands of logins and deletes. */
export const DEFAULT_RESERVE_BYTES = 16 * 1024 * 1024;

/** An S3-compatible bucket for the audio files (server/storage/s3AudioStore.ts). */
export interface S3Config {
  /** S3_ENDPOINT: the service's URL (MinIO, R2, s3rver...); null means AWS itself. */
  endpoint: string | null;
  bucket: string;
  region: string;
  /** Both null: the SDK's default credential chain (environment, instance role). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** S3_FORCE_PATH_STYLE: bucket in the path (MinIO-style servers) instead of the host name. */
  forcePathStyle: boolean;
}

/**
 * Everything the server reads from its environment, checked once at start. Every field is filled: its default
 * is set here, in `readConfig`, and nowhere else (the app and its routes never restate one).
 */
export interface Config {
  /** PORT, default 8080. */
  port: number;
  /** HOST, default 0.0.0.0 (every interface). */
  host: string;
  /**
   * SOCKET_PATH: listen on this Unix socket instead of PORT and HOST (an instance on nginx's own host);
   * null = the port. Made readable and writable by everyone (server/http/unixSocket.ts).
   */
  socketPath: string | null;
  /** DATA_DIR, default ./data: holds the SQLite file and the audio folder. */
  dataDir: string;
  /** STATIC_DIR, default ./dist: the built app (vite build output). */
  staticDir: string;
  /** ADMIN_PASSWORD: initial admin password for a new database; null means generate one. */
  adminPassword: string | null;
  /** APP_NAME, default 'Naat Stream': the product name in page titles and texts. */
  appName: string;
  /** VITALS_URL: where pages send their web vitals (LCP, INP, CLS) in production; unset = nowhere. */
  vitalsUrl: string | null;
  /** Uploads, server-side downloads and the translate/transcribe providers (server/adminConfig.ts). */
  admin: AdminConfig;
  /** DATABASE_URL (postgres://...): PostgreSQL instead of the SQLite file in DATA_DIR; null = SQLite. */
  databaseUrl: string | null;
  /** DATABASE_POOL_SIZE, default 10: PostgreSQL connections per instance. */
  databasePoolSize: number;
  /** S3_*: audio in an S3-compatible bucket instead of DATA_DIR/audio; null = the local folder. */
  s3: S3Config | null;
  /**
   * AUDIO_PUBLIC_URL (e.g. https://cdn.example.org/audio): where the audio files are public (a CDN in front of
   * the bucket); `GET /Audio/<file>` answers 302 to `<AUDIO_PUBLIC_URL>/<file>`. null = the app answers itself
   * (the local folder), or with a short-lived presigned URL (a bucket).
   */
  audioPublicUrl: string | null;
  /**
   * TRUST_PROXY: the proxies (addresses or CIDR ranges, or `unix` for whoever connects over SOCKET_PATH) whose
   * X-Forwarded-For names the client; empty (the default) = trust no one, the client is whoever connected.
   */
  trustProxy: string[];
  /** DEMO_CATALOGUE, default on: off starts a new database empty, without the demo catalogue. */
  demoCatalogue: boolean;
  /**
   * TRANSCODE_CONCURRENCY, default 1 (at most 8): data-saver jobs run at once by this instance; 0 turns the
   * ingest worker off (as `testConfig` does). docs/data-saver.md.
   */
  transcodeConcurrency: number;
  /** FFMPEG_PATH: the ffmpeg to use; null = one on PATH, else the npm package's. */
  ffmpegPath: string | null;
  /**
   * PUBLIC_URL (e.g. https://naats.example.org): the site's address as the world sees it, for the absolute
   * URLs in page metadata, robots.txt and the sitemap; null = the origin each request was made to.
   */
  publicUrl: string | null;
  /**
   * PUBLIC_HOSTS (e.g. naats.example.org,www.naats.example.org): without PUBLIC_URL, the host names a trusted
   * proxy's (TRUST_PROXY) X-Forwarded-Host may give the site's origin; any other is ignored, as is the
   * header whenever this or TRUST_PROXY is unset. Empty (the default): the Host header decides.
   */
  publicHosts: string[];
  /**
   * ADMIN_PRIORITY, default on: admin requests go ahead of queued public reads (server/http/readQueue.ts);
   * off lets every request through in arrival order (the benchmark compares the two).
   */
  adminPriority: boolean;
  /**
   * DISK_RESERVE_BYTES, default 16 MiB: the reserve file in DATA_DIR given back to essential writes on a full
   * disk, and half the free space an upload must leave (server/storage/diskReserve.ts); 0 = neither (as
   * `testConfig` does).
   */
  diskReserveBytes: number;
}

function byteCount(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const text = value.trim();
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(Number(text))) {
    throw new ConfigError(`${name} must be a whole number of bytes, 0 or more (got "${value}")`);
  }
  return Number(text);
}

function transcodeConcurrency(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 1;
  const text = value.trim();
  if (!/^\d+$/.test(text) || Number(text) > 8) {
    throw new ConfigError(`TRANSCODE_CONCURRENCY must be a whole number from 0 (off) to 8 (got "${value}")`);
  }
  return Number(text);
}

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

/** An http(s) origin with no path, query or credentials: every absolute link is built on it. */
function publicUrl(value: string | undefined): string | null {
  const text = optionalText(value);
  if (text === null) return null;
  const problem = `PUBLIC_URL must be the site's http:// or https:// address with no path, such as https://naats.example.org (got "${text}")`;
  if (!URL.canParse(text)) throw new ConfigError(problem);
  const url = new URL(text);
  if (
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.username !== '' ||
    url.password !== '' ||
    url.pathname !== '/' ||
    url.search !== '' ||
    url.hash !== ''
  ) {
    throw new ConfigError(problem);
  }
  return url.origin;
}

/** The longest path a Unix socket address holds (sun_path is 108 bytes on Linux, with its final NUL). */
const SOCKET_PATH_MAX_BYTES = 107;

function socketPath(env: NodeJS.ProcessEnv): string | null {
  const text = optionalText(env.SOCKET_PATH);
  if (text === null) return null;
  // An instance listens on one or the other: both set is a unit file or environment mixed up.
  for (const name of ['PORT', 'HOST'] as const) {
    if (optionalText(env[name]) !== null) {
      throw new ConfigError(
        `SOCKET_PATH and ${name} are both set: listen on a Unix socket or a port (unset ${name})`,
      );
    }
  }
  const resolved = path.resolve(text);
  if (
    resolved.endsWith('/') ||
    resolved.includes('\0') ||
    Buffer.byteLength(resolved) > SOCKET_PATH_MAX_BYTES
  ) {
    throw new ConfigError(
      `SOCKET_PATH must be a file path of at most ${SOCKET_PATH_MAX_BYTES} bytes, e.g. /run/naat-stream-1/app.sock (got "${text}")`,
    );
  }
  return resolved;
}

function databaseUrl(value: string | undefined): string | null {
  const url = optionalText(value);
  if (url === null) return null;
  if (!/^postgres(ql)?:\/\//i.test(url) || !URL.canParse(url)) {
    throw new ConfigError('DATABASE_URL must be a postgres:// or postgresql:// URL (unset it to use SQLite)');
  }
  return url;
}

const S3_SETTINGS = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

function s3Config(env: NodeJS.ProcessEnv): S3Config | null {
  const bucket = optionalText(env.S3_BUCKET);
  if (bucket === null) {
    const stray = S3_SETTINGS.find((name) => optionalText(env[name]) !== null);
    if (stray) throw new ConfigError(`S3_BUCKET must be set when ${stray} is (or unset ${stray})`);
    return null;
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new ConfigError(
      `S3_BUCKET must be a bucket name (3-63 lowercase letters, digits, dots, dashes; got "${bucket}")`,
    );
  }
  const accessKeyId = optionalText(env.S3_ACCESS_KEY_ID);
  const secretAccessKey = optionalText(env.S3_SECRET_ACCESS_KEY);
  if ((accessKeyId === null) !== (secretAccessKey === null)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  return {
    endpoint: httpUrl(env.S3_ENDPOINT, 'S3_ENDPOINT'),
    bucket,
    region: optionalText(env.S3_REGION) ?? 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: onOff(env.S3_FORCE_PATH_STYLE, 'S3_FORCE_PATH_STYLE', false),
  };
}

function audioPublicUrl(value: string | undefined): string | null {
  const text = optionalText(value);
  if (text === null) return null;
  const problem = `AUDIO_PUBLIC_URL must be an https:// (or http://) address with no query, such as https://cdn.example.org/audio (got "${text}")`;
  if (!URL.canParse(text)) throw new ConfigError(problem);
  const url = new URL(text);
  if (
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.username !== '' ||
    url.password !== '' ||
    url.search !== '' ||
    url.hash !== ''
  ) {
    throw new ConfigError(problem);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
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
    socketPath: socketPath(env),
    dataDir: path.resolve(text(env.DATA_DIR, 'DATA_DIR', 'data')),
    staticDir: path.resolve(text(env.STATIC_DIR, 'STATIC_DIR', 'dist')),
    adminPassword,
    appName,
    vitalsUrl: vitalsUrl(env.VITALS_URL),
    admin: readAdminConfig(env),
    databaseUrl: databaseUrl(env.DATABASE_URL),
    databasePoolSize: positiveInteger(env.DATABASE_POOL_SIZE, 'DATABASE_POOL_SIZE', 10),
    s3: s3Config(env),
    audioPublicUrl: audioPublicUrl(env.AUDIO_PUBLIC_URL),
    trustProxy: addressList(env.TRUST_PROXY, 'TRUST_PROXY', [UNIX_PEER]),
    demoCatalogue: onOff(env.DEMO_CATALOGUE, 'DEMO_CATALOGUE', true),
    transcodeConcurrency: transcodeConcurrency(env.TRANSCODE_CONCURRENCY),
    ffmpegPath: optionalText(env.FFMPEG_PATH),
    publicUrl: publicUrl(env.PUBLIC_URL),
    publicHosts: hostNameList(env.PUBLIC_HOSTS, 'PUBLIC_HOSTS'),
    adminPriority: onOff(env.ADMIN_PRIORITY, 'ADMIN_PRIORITY', true),
    diskReserveBytes: byteCount(env.DISK_RESERVE_BYTES, 'DISK_RESERVE_BYTES', DEFAULT_RESERVE_BYTES),
  };
}

/**
 * A complete Config for code that builds the app in-process (the server tests, the sitemap benchmark): the
 * defaults of an empty environment, never process.env, on a free port of 127.0.0.1, with the data-saver worker
 * and the disk reserve off (a test about them turns them on) and a static folder that holds no build.
 */
export function testConfig(overrides: Partial<Config> & Pick<Config, 'dataDir'>): Config {
  return {
    ...readConfig({}),
    port: 0,
    host: '127.0.0.1',
    staticDir: path.join(overrides.dataDir, 'no-build'),
    transcodeConcurrency: 0,
    diskReserveBytes: 0,
    ...overrides,
  };
}
