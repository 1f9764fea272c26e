import { printable } from './printable';

/** What an import did, item by item, for the progress display and the summary. */
export type Outcome = { kind: 'imported' } | { kind: 'skipped' } | { kind: 'failed'; reason: string };

export interface ImportSummary {
  total: number;
  imported: number;
  skipped: number;
  failed: { source: string; reason: string }[];
  /** Pending entries of a killed earlier run that were cleared first. */
  recovered: number;
  reciters: string[];
  dryRun: boolean;
}

export function emptySummary(total: number, dryRun: boolean): ImportSummary {
  return { total, imported: 0, skipped: 0, failed: [], recovered: 0, reciters: [], dryRun };
}

export function record(summary: ImportSummary, source: string, outcome: Outcome): void {
  if (outcome.kind === 'imported') summary.imported += 1;
  else if (outcome.kind === 'skipped') summary.skipped += 1;
  else summary.failed.push({ source, reason: outcome.reason });
}

export const done = (summary: ImportSummary): number =>
  summary.imported + summary.skipped + summary.failed.length;

/**
 * The closing lines: counts, then every failure with its reason. Names and reasons come from files and
 * other sites: their control characters are made harmless before they reach a terminal.
 */
export function formatSummary(summary: ImportSummary): string {
  const verb = summary.dryRun ? 'Would import' : 'Imported';
  const lines = [
    summary.dryRun ? 'Dry run: nothing was changed.' : 'Import finished.',
    `${verb}: ${summary.imported}`,
    `Skipped (already present): ${summary.skipped}`,
    `Failed: ${summary.failed.length}`,
  ];
  if (summary.reciters.length > 0) {
    const created = summary.dryRun ? 'Reciters it would create' : 'Reciters created';
    lines.push(`${created}: ${summary.reciters.length} (${printable(summary.reciters.join(', '))})`);
  }
  if (summary.recovered > 0) {
    lines.push(`Cleared ${summary.recovered} unfinished import(s) left by an interrupted run.`);
  }
  for (const failure of summary.failed) {
    lines.push(`  FAILED ${printable(failure.source)}: ${printable(failure.reason)}`);
  }
  return lines.join('\n');
}

export interface Progress {
  update(summary: ImportSummary): void;
  finish(summary: ImportSummary): void;
}

const BAR_WIDTH = 30;

/**
 * A bar redrawn in place on a terminal; elsewhere (logs, pipes) a plain line every `every` items, so a log
 * of thousands of files stays readable.
 */
export function createProgress(
  out: { write(text: string): unknown; isTTY?: boolean },
  every = 100,
): Progress {
  const counts = (s: ImportSummary) =>
    `${done(s)}/${s.total}  imported ${s.imported}, skipped ${s.skipped}, failed ${s.failed.length}`;
  if (out.isTTY) {
    return {
      update(s) {
        const filled = s.total === 0 ? BAR_WIDTH : Math.round((done(s) / s.total) * BAR_WIDTH);
        out.write(`\r[${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ${counts(s)}\x1b[K`);
      },
      finish(s) {
        this.update(s);
        out.write('\n');
      },
    };
  }
  return {
    update(s) {
      if (done(s) % every === 0) out.write(`${counts(s)}\n`);
    },
    finish(s) {
      if (done(s) % every !== 0) out.write(`${counts(s)}\n`);
    },
  };
}
