import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../server/config';

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
  ])('refuses %j', (env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(message);
  });
});
