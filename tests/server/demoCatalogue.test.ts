import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../server/config';
import { ENGINES } from './engines';
import { startApp } from './helpers';

describe('DEMO_CATALOGUE', () => {
  it('is on by default and reads on/off', () => {
    expect(readConfig({}).demoCatalogue).toBe(true);
    expect(readConfig({ DEMO_CATALOGUE: 'off' }).demoCatalogue).toBe(false);
    expect(readConfig({ DEMO_CATALOGUE: ' OFF ' }).demoCatalogue).toBe(false);
    expect(readConfig({ DEMO_CATALOGUE: 'false' }).demoCatalogue).toBe(false);
    expect(readConfig({ DEMO_CATALOGUE: 'on' }).demoCatalogue).toBe(true);
    expect(readConfig({ DEMO_CATALOGUE: '' }).demoCatalogue).toBe(true);
  });

  it('refuses anything else', () => {
    expect(() => readConfig({ DEMO_CATALOGUE: 'maybe' })).toThrow(ConfigError);
    expect(() => readConfig({ DEMO_CATALOGUE: 'maybe' })).toThrow(
      'DEMO_CATALOGUE must be on or off (got "maybe")',
    );
  });

  describe.each(ENGINES)('on %s', (engine) => {
    it('off: a new database starts with no reciter, no naat and no stored audio', async () => {
      const t = await startApp({ engine, config: { demoCatalogue: false } });
      try {
        expect((await t.app.repos.reciters.all()).length).toBe(0);
        expect(await t.app.repos.naats.count()).toBe(0);
        const stored: string[] = [];
        for await (const name of t.app.audioStore.list()) stored.push(name);
        expect(stored).toEqual([]);
      } finally {
        await t.close();
      }
    });

    it('on: a new database gets the demo catalogue', async () => {
      const t = await startApp({ engine, config: { demoCatalogue: true } });
      try {
        expect(await t.app.repos.naats.count()).toBeGreaterThan(0);
      } finally {
        await t.close();
      }
    });
  });
});
