import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig, testConfig } from '../../server/config';

describe('readConfig', () => {
  it('has the documented defaults', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('data'),
      staticDir: path.resolve('dist'),
      adminPassword: null,
      appName: 'Naat Stream',
    });
  });

  it('reads every variable', () => {
    expect(
      readConfig({
        PORT: '9000',
        HOST: '127.0.0.1',
        DATA_DIR: '/tmp/naat-data',
        STATIC_DIR: '/tmp/naat-dist',
        ADMIN_PASSWORD: 'long-enough',
        APP_NAME: ' Madina Radio ',
      }),
    ).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/tmp/naat-data',
      staticDir: '/tmp/naat-dist',
      adminPassword: 'long-enough',
      appName: 'Madina Radio',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a whole number from 0 to 65535 (got "eighty")'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535 (got "70000")'],
    [{ PORT: '80.5' }, 'PORT must be a whole number from 0 to 65535 (got "80.5")'],
    [{ ADMIN_PASSWORD: '12345' }, 'ADMIN_PASSWORD must be at least 6 characters long'],
    [{ APP_NAME: '   ' }, 'APP_NAME must not be blank (unset it to use "Naat Stream")'],
    [{ HOST: 'bad host' }, 'HOST must be a host name or IP address (got "bad host")'],
    [{ DATA_DIR: ' ' }, 'DATA_DIR must not be blank (unset it to use "data")'],
    [
      { DATABASE_URL: 'mysql://x' },
      'DATABASE_URL must be a postgres:// or postgresql:// URL (unset it to use SQLite)',
    ],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE must be a whole number of at least 1 (got "0")'],
    [
      { S3_ENDPOINT: 'http://minio:9000' },
      'S3_BUCKET must be set when S3_ENDPOINT is (or unset S3_ENDPOINT)',
    ],
    [
      { S3_BUCKET: 'Bad_Bucket' },
      'S3_BUCKET must be a bucket name (3-63 lowercase letters, digits, dots, dashes; got "Bad_Bucket")',
    ],
    [
      { S3_BUCKET: 'naat-audio', S3_ACCESS_KEY_ID: 'k' },
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    ],
    [
      { S3_BUCKET: 'naat-audio', S3_ENDPOINT: 'minio:9000' },
      'S3_ENDPOINT must be an http:// or https:// URL (got "minio:9000")',
    ],
    [
      { S3_BUCKET: 'naat-audio', S3_FORCE_PATH_STYLE: 'maybe' },
      'S3_FORCE_PATH_STYLE must be on or off (got "maybe")',
    ],
    [
      { AUDIO_PUBLIC_URL: 'https://cdn.example.org/audio?x=1' },
      'AUDIO_PUBLIC_URL must be an https:// (or http://) address with no query, such as https://cdn.example.org/audio (got "https://cdn.example.org/audio?x=1")',
    ],
  ])('refuses %j', (env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(message);
  });
});

describe('yes-or-no settings', () => {
  // Each setting with where readConfig puts it; every one takes the same words.
  const settings: [string, Record<string, string>, (env: NodeJS.ProcessEnv) => boolean][] = [
    ['DEMO_CATALOGUE', {}, (env) => readConfig(env).demoCatalogue],
    ['ADMIN_PRIORITY', {}, (env) => readConfig(env).adminPriority],
    ['FETCH_ALLOW_LOOPBACK', {}, (env) => readConfig(env).admin.fetchAllowLoopback],
    [
      'S3_FORCE_PATH_STYLE',
      { S3_BUCKET: 'naat-audio' },
      (env) => readConfig(env).s3?.forcePathStyle ?? false,
    ],
  ];

  it.each(settings)('%s takes on/off, true/false, yes/no and 1/0 in any case', (name, base, read) => {
    for (const word of ['on', 'true', 'yes', '1', ' ON ', 'Yes', 'TRUE']) {
      expect(read({ ...base, [name]: word }), word).toBe(true);
    }
    for (const word of ['off', 'false', 'no', '0', 'OFF', ' No ', 'False']) {
      expect(read({ ...base, [name]: word }), word).toBe(false);
    }
    expect(() => read({ ...base, [name]: 'maybe' })).toThrow(`${name} must be on or off (got "maybe")`);
  });
});

describe('testConfig', () => {
  it('is complete: every setting has its value, none read from the environment', () => {
    const config = testConfig({ dataDir: '/tmp/naat-test' });
    for (const [key, value] of Object.entries(config)) expect(value, key).not.toBeUndefined();
    expect(config).toMatchObject({
      dataDir: '/tmp/naat-test',
      staticDir: path.join('/tmp/naat-test', 'no-build'),
      port: 0,
      host: '127.0.0.1',
      transcodeConcurrency: 0,
      diskReserveBytes: 0,
      demoCatalogue: true,
      adminPriority: true,
      databasePoolSize: 10,
    });
  });

  it('keeps the defaults of readConfig for everything it does not turn off', () => {
    const { dataDir, staticDir, port, host, transcodeConcurrency, diskReserveBytes, ...rest } = readConfig(
      {},
    );
    const test = testConfig({ dataDir: '/tmp/naat-test' });
    expect({ dataDir, staticDir, port, host, transcodeConcurrency, diskReserveBytes }).toEqual({
      dataDir: path.resolve('data'),
      staticDir: path.resolve('dist'),
      port: 8080,
      host: '0.0.0.0',
      transcodeConcurrency: 1,
      diskReserveBytes: 16 * 1024 * 1024,
    });
    expect(test).toMatchObject(rest);
  });
});

describe('the ways past one machine', () => {
  it('reads PostgreSQL, S3 and nginx settings', () => {
    expect(
      readConfig({
        DATABASE_URL: 'postgresql://naat@db:5432/naat',
        DATABASE_POOL_SIZE: '4',
        S3_ENDPOINT: 'http://minio:9000',
        S3_BUCKET: 'naat-audio',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
        AUDIO_PUBLIC_URL: 'https://cdn.example.org/audio/',
      }),
    ).toMatchObject({
      databaseUrl: 'postgresql://naat@db:5432/naat',
      databasePoolSize: 4,
      s3: {
        endpoint: 'http://minio:9000/',
        bucket: 'naat-audio',
        region: 'us-east-1',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        forcePathStyle: true,
      },
      audioPublicUrl: 'https://cdn.example.org/audio',
    });
    expect(readConfig({})).toMatchObject({ databaseUrl: null, s3: null, audioPublicUrl: null });
  });
});

describe('TRUST_PROXY', () => {
  it('is empty (trust no proxy) by default and reads addresses and CIDR ranges', () => {
    expect(readConfig({}).trustProxy).toEqual([]);
    expect(readConfig({ TRUST_PROXY: ' 127.0.0.1, 10.0.0.0/8 ,::1,fd00::/32' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/32',
    ]);
    expect(readConfig({ TRUST_PROXY: '::ffff:10.0.0.0/104' }).trustProxy).toEqual(['::ffff:10.0.0.0/104']);
  });

  it.each([
    '0.0.0.0/0',
    '10.0.0.0/7',
    '::/0',
    'fd00::/8',
    '2001:db8::/31',
    '::ffff:0.0.0.0/96',
    '127.0.0.1, 0.0.0.0/1',
  ])('refuses the range %s, wider than a /8 of IPv4 or a /32 of IPv6, with one sentence', (value) => {
    const range = value.split(',').pop()?.trim() ?? '';
    expect(() => readConfig({ TRUST_PROXY: value })).toThrow(
      new ConfigError(
        `TRUST_PROXY may not name a range wider than /8 (IPv4) or /32 (IPv6), as every address in it could forge X-Forwarded-For: name your proxies' own addresses or subnet (got "${range}")`,
      ),
    );
  });

  it.each(['loopback', '10.0.0.0/33', '10.0.0/8', '1.2.3.4/8/1', 'nginx', '127.0.0.1,,'])(
    'refuses %s',
    (value) => {
      expect(() => readConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => readConfig({ TRUST_PROXY: value })).toThrow(/^TRUST_PROXY must be IP addresses/);
    },
  );
});

describe('PUBLIC_HOSTS', () => {
  it('is empty by default and reads host names, lowercased', () => {
    expect(readConfig({}).publicHosts).toEqual([]);
    expect(readConfig({ PUBLIC_HOSTS: ' Naats.Example.org, www.naats.example.org ' }).publicHosts).toEqual([
      'naats.example.org',
      'www.naats.example.org',
    ]);
  });

  it.each([
    'https://naats.example.org',
    'naats.example.org:443',
    'naats.example.org/x',
    'a,,b',
    '-bad.example',
  ])('refuses %s', (value) => {
    expect(() => readConfig({ PUBLIC_HOSTS: value })).toThrow(
      /^PUBLIC_HOSTS must be host names separated by commas/,
    );
  });
});

describe('PUBLIC_URL', () => {
  it('is the origin of the site, or unset', () => {
    expect(readConfig({ PUBLIC_URL: ' https://Naats.Example.org/ ' }).publicUrl).toBe(
      'https://naats.example.org',
    );
    expect(readConfig({ PUBLIC_URL: 'http://localhost:8080' }).publicUrl).toBe('http://localhost:8080');
    expect(readConfig({}).publicUrl).toBeNull();
  });

  it.each([
    'naats.example.org',
    'ftp://naats.example.org',
    'https://naats.example.org/app',
    'https://a:b@x.org',
  ])('refuses %s', (value) => {
    expect(() => readConfig({ PUBLIC_URL: value })).toThrow(
      `PUBLIC_URL must be the site's http:// or https:// address with no path, such as https://naats.example.org (got "${value}")`,
    );
  });
});

describe('DISK_RESERVE_BYTES and ADMIN_PRIORITY', () => {
  it('default to a 16 MiB reserve and admin priority on, and read both', () => {
    expect(readConfig({})).toMatchObject({ diskReserveBytes: 16 * 1024 * 1024, adminPriority: true });
    expect(readConfig({ DISK_RESERVE_BYTES: '0', ADMIN_PRIORITY: 'off' })).toMatchObject({
      diskReserveBytes: 0,
      adminPriority: false,
    });
  });

  it.each(['-1', '16MB', '1.5'])('refuses DISK_RESERVE_BYTES=%s', (value) => {
    expect(() => readConfig({ DISK_RESERVE_BYTES: value })).toThrow(
      /^DISK_RESERVE_BYTES must be a whole number of bytes/,
    );
  });
});

describe('SOCKET_PATH', () => {
  it('is unset by default, resolved to an absolute path, and may be trusted as the proxy (TRUST_PROXY=unix)', () => {
    expect(readConfig({}).socketPath).toBeNull();
    expect(readConfig({ SOCKET_PATH: ' /run/naat-stream-1/app.sock ' }).socketPath).toBe(
      '/run/naat-stream-1/app.sock',
    );
    expect(readConfig({ SOCKET_PATH: 'app.sock', PORT: ' ' }).socketPath).toBe(path.resolve('app.sock'));
    expect(readConfig({ TRUST_PROXY: 'unix, 10.0.0.0/8' }).trustProxy).toEqual(['unix', '10.0.0.0/8']);
  });

  it('refuses a port or host beside it, and a path a socket cannot have', () => {
    expect(() => readConfig({ SOCKET_PATH: '/run/a.sock', PORT: '8081' })).toThrow(
      'SOCKET_PATH and PORT are both set: listen on a Unix socket or a port (unset PORT)',
    );
    expect(() => readConfig({ SOCKET_PATH: '/run/a.sock', HOST: '127.0.0.1' })).toThrow(/unset HOST/);
    for (const value of [`/run/${'x'.repeat(110)}.sock`, '/run/a\0b']) {
      expect(() => readConfig({ SOCKET_PATH: value })).toThrow(
        /^SOCKET_PATH must be a file path of at most 107 bytes/,
      );
    }
  });
});
