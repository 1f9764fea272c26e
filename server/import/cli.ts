/**
 * `npm run import -- <folder>` or `npm run import -- --from <URL>`: brings a catalogue in, on the database
 * and audio store the server is configured with (the same environment), safely while the server runs.
 * Exit status: 0 when every item was imported or already present, 1 when any failed, 2 when it could not run.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, readConfig } from '../config';
import { DatabaseUnavailable } from '../db/errors';
import { StorageUnavailable } from '../storage/audioStore';
import { USAGE, UsageError, parseImportArgs } from './args';
import { importFolder } from './folderImport';
import { openImportTarget } from './importTarget';
import { type ImportSummary, createProgress, formatSummary } from './report';
import { printable } from './printable';

async function main(): Promise<number> {
  const args = parseImportArgs(process.argv.slice(2));
  if (args === 'help') {
    console.log(USAGE);
    return 0;
  }
  const config = readConfig();
  const progress = createProgress(process.stdout);
  const verbose = args.verbose
    ? (source: string, outcome: { kind: string; reason?: string }) =>
        console.log(printable(`${outcome.kind} ${source}${outcome.reason ? `: ${outcome.reason}` : ''}`))
    : undefined;
  let summary: ImportSummary;
  if (args.source.kind === 'folder') {
    const root = path.resolve(args.source.path);
    if (!(await stat(root).catch(() => null))?.isDirectory()) {
      throw new UsageError(`"${args.source.path}" is not a folder.`);
    }
    const target = await openImportTarget(config);
    try {
      summary = await importFolder(target, root, {
        dryRun: args.dryRun,
        progress,
        onFile: verbose,
        paceMs: args.paceMs ?? 0,
      });
    } finally {
      await target.close();
    }
  } else {
    const { importRemote } = await import('./remoteImport');
    const target = await openImportTarget(config);
    try {
      summary = await importRemote(target, args.source.baseUrl, {
        dryRun: args.dryRun,
        progress,
        onFile: verbose,
        paceMs: args.paceMs ?? 250,
        fetch: config.admin,
      });
    } finally {
      await target.close();
    }
  }
  console.log(formatSummary(summary));
  return summary.failed.length > 0 ? 1 : 0;
}

main().then(
  (status) => process.exit(status),
  (error: unknown) => {
    // Messages may quote a file name or another site's words: printed without their control characters.
    if (error instanceof UsageError) console.error(`${printable(error.message)}\n\n${USAGE}`);
    else if (error instanceof Error && error.name === 'RemoteError')
      console.error(`Could not import: ${printable(error.message)}`);
    else if (error instanceof ConfigError) console.error(`Configuration error: ${printable(error.message)}`);
    else if (error instanceof DatabaseUnavailable || error instanceof StorageUnavailable) {
      console.error(`Could not start: ${printable(error.message)}`);
    } else console.error(printable(error instanceof Error ? (error.stack ?? error.message) : String(error)));
    process.exit(2);
  },
);
