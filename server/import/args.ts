import { RECITER_MATCHES, type ReciterMatch } from './reciterBook';

/** The command line of `npm run import`, parsed and checked (pure, unit-tested). */
export interface ImportArgs {
  /** A folder to walk, or the base URL of another site's /api. */
  source: { kind: 'folder'; path: string } | { kind: 'remote'; baseUrl: string };
  dryRun: boolean;
  verbose: boolean;
  /** Pause between items in milliseconds; null = the mode's default. */
  paceMs: number | null;
  /** A tagged reciter name like an existing reciter's: attach (`existing`), create (`new`) or ask. */
  reciterMatch: ReciterMatch;
}

export class UsageError extends Error {}

export const USAGE = `Usage:
  npm run import -- <folder> [--dry-run] [--verbose] [--pace <ms>] [--reciter-match ask|existing|new]
  npm run import -- --from <base URL of another site's /api> [--dry-run] [--verbose] [--pace <ms>]
    [--reciter-match ask|existing|new]

Imports audio files (or another site's whole catalogue) into the database and audio store this server is
configured with (the same environment: DATA_DIR, DATABASE_URL, S3_*). Running it again adds nothing new.
  --dry-run   read and report what would be done; change nothing
  --verbose   one line per file or naat
  --pace <ms> wait this long between items (default 0 for a folder, 250 for --from)
  --reciter-match ask|existing|new
              a reciter name that folds to the same or a near form of an existing reciter's: attach its
              files to that reciter (existing, the default), create a new reciter (new), or ask each time`;

export function parseImportArgs(argv: readonly string[]): ImportArgs | 'help' {
  let folder: string | null = null;
  let from: string | null = null;
  let dryRun = false;
  let verbose = false;
  let paceMs: number | null = null;
  let reciterMatch: ReciterMatch = 'existing';
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    const value = (): string => {
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) throw new UsageError(`${arg} needs a value.`);
      i += 1;
      return next;
    };
    if (arg === '--help' || arg === '-h') return 'help';
    else if (arg === '--dry-run') dryRun = true;
    else if (arg === '--verbose') verbose = true;
    else if (arg === '--from') from = value();
    else if (arg === '--pace') {
      const text = value();
      if (!/^\d+$/.test(text) || Number(text) > 60_000) {
        throw new UsageError(`--pace must be a whole number of milliseconds up to 60000 (got "${text}").`);
      }
      paceMs = Number(text);
    } else if (arg === '--reciter-match') {
      const text = value();
      const known = RECITER_MATCHES.find((match) => match === text);
      if (!known) throw new UsageError(`--reciter-match must be ask, existing or new (got "${text}").`);
      reciterMatch = known;
    } else if (arg.startsWith('--')) throw new UsageError(`Unknown option ${arg}.`);
    else if (folder === null) folder = arg;
    else throw new UsageError(`Only one folder can be imported at a time (got "${folder}" and "${arg}").`);
  }
  if (folder !== null && from !== null) throw new UsageError('Give a folder or --from, not both.');
  if (from !== null) {
    let url: URL;
    try {
      url = new URL(from);
    } catch {
      throw new UsageError(`--from must be an http:// or https:// URL (got "${from}").`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new UsageError(`--from must be an http:// or https:// URL (got "${from}").`);
    }
    url.search = '';
    url.hash = '';
    return {
      source: { kind: 'remote', baseUrl: url.href.replace(/\/+$/, '') },
      dryRun,
      verbose,
      paceMs,
      reciterMatch,
    };
  }
  if (folder === null) throw new UsageError('Name a folder to import, or --from <URL>.');
  return { source: { kind: 'folder', path: folder }, dryRun, verbose, paceMs, reciterMatch };
}
