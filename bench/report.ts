/** One measured figure beside its goal; every bench section answers a list of these. */
export interface Figure {
  section: string;
  name: string;
  /** The measured value, formatted with its unit. */
  value: string;
  /** The same measure on the reference (e.g. the bare node:http server), when there is one. */
  reference?: string;
  /** value / reference, when both are rates. */
  ratio?: string;
  goal: string;
  /** null when the figure has no pass/fail goal (context only). */
  met: boolean | null;
}

/** A part of `npm run bench` (API today; bundle size, Lighthouse, service worker timings can join). */
export interface BenchSection {
  name: string;
  run(): Promise<Figure[]>;
}

/** The figures as a Markdown table, one line per figure. */
export function formatTable(figures: readonly Figure[]): string[] {
  const header = ['section', 'figure', 'measured', 'reference', 'ratio', 'goal', 'met'];
  const rows = figures.map((f) => [
    f.section,
    f.name,
    f.value,
    f.reference ?? '',
    f.ratio ?? '',
    f.goal,
    f.met === null ? '' : f.met ? 'yes' : 'NO',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)];
}

export const ms = (value: number): string => `${value.toFixed(2)} ms`;
export const rps = (value: number): string => `${Math.round(value).toLocaleString('en-US')} req/s`;
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
