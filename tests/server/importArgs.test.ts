import { describe, expect, it } from 'vitest';
import { UsageError, parseImportArgs } from '../../server/import/args';
import { reciterKey } from '../../server/search/similarNames';

describe('parseImportArgs', () => {
  it('reads a folder and the options', () => {
    expect(parseImportArgs(['/srv/naats', '--dry-run', '--verbose', '--pace', '40'])).toEqual({
      source: { kind: 'folder', path: '/srv/naats' },
      dryRun: true,
      verbose: true,
      paceMs: 40,
      reciterMatch: 'existing',
    });
    expect(parseImportArgs(['naats'])).toMatchObject({ dryRun: false, verbose: false, paceMs: null });
    expect(parseImportArgs(['naats', '--reciter-match', 'ask'])).toMatchObject({ reciterMatch: 'ask' });
  });

  it('reads --from and trims the URL to its base', () => {
    expect(parseImportArgs(['--from', 'https://old.example.org/api/?x=1#top'])).toMatchObject({
      source: { kind: 'remote', baseUrl: 'https://old.example.org/api' },
    });
  });

  it.each([
    [[], 'Name a folder to import, or --from <URL>.'],
    [['a', 'b'], 'Only one folder can be imported at a time (got "a" and "b").'],
    [['a', '--from', 'https://x.org/api'], 'Give a folder or --from, not both.'],
    [['--from', 'ftp://x.org/api'], '--from must be an http:// or https:// URL (got "ftp://x.org/api").'],
    [['--from'], '--from needs a value.'],
    [['a', '--pace', '-1'], '--pace must be a whole number of milliseconds up to 60000 (got "-1").'],
    [['a', '--pace', '1.5'], '--pace must be a whole number of milliseconds up to 60000 (got "1.5").'],
    [['a', '--force'], 'Unknown option --force.'],
    [['a', '--reciter-match', 'maybe'], '--reciter-match must be ask, existing or new (got "maybe").'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseImportArgs(argv)).toThrow(UsageError);
    expect(() => parseImportArgs(argv)).toThrow(message);
  });

  it('answers help', () => {
    expect(parseImportArgs(['x', '--help'])).toBe('help');
  });
});

describe('reciterKey', () => {
  it('matches names regardless of case, spacing at the ends and Unicode composition', () => {
    expect(reciterKey('  Owais Raza QADRI ')).toBe(reciterKey('owais raza qadri'));
    expect(reciterKey('Cafe\u0301')).toBe(reciterKey('Café'));
    expect(reciterKey('اویس رضا قادری')).toBe('اویس رضا قادری');
  });
});
