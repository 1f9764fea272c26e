/**
 * `npm run bench`: runs each section and prints one table of every figure beside its goal.
 * Sections live in their own modules: bench/bundle.ts (first-visit JS, precache), bench/lighthouse.ts,
 * bench/pwa.ts (repeat visits and offline play through the service worker), bench/dataSaver.ts (bytes and first
 * sound in each quality), bench/api.ts, bench/search.ts, bench/sitemap.ts and bench/writeLatency.ts.
 * `BENCH_ONLY=api` (or a comma-separated list) runs only those sections. A run of every section also writes
 * its table to docs/benchmark-results.md, so the figures in the repository are never pasted by hand.
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { apiSection } from './api';
import { bundleSection } from './bundle';
import { dataSaverSection } from './dataSaver';
import { lighthouseSection } from './lighthouse';
import { pwaSection } from './pwa';
import { type BenchSection, type Figure, formatTable } from './report';
import { searchSection } from './search';
import { sitemapSection } from './sitemap';
import { writeLatencySection } from './writeLatency';

const sections: BenchSection[] = [
  bundleSection,
  lighthouseSection,
  pwaSection,
  dataSaverSection,
  apiSection,
  searchSection,
  sitemapSection,
  writeLatencySection,
];

const only = process.env.BENCH_ONLY?.split(',');
const figures: Figure[] = [];
for (const section of sections) {
  if (only && !only.includes(section.name)) continue;
  console.log(`\n== ${section.name} ==`);
  figures.push(...(await section.run()));
}
const load = loadavg()
  .map((l) => l.toFixed(1))
  .join(' ');
const heading =
  `Naat Stream benchmark (${new Date().toISOString()}, Node ${process.version}, ${cpus().length} CPUs, ` +
  `load average ${load}: other work on the machine skews every figure)`;
const table = formatTable(figures);
const missed = figures.filter((f) => f.met === false);
const verdict = missed.length > 0 ? `${missed.length} figure(s) missed their goal.` : 'Every goal met.';
console.log(`\n${heading}\n\n${table.join('\n')}\n\n${verdict}`);
if (!only) {
  const resultsFile = new URL('../docs/benchmark-results.md', import.meta.url);
  writeFileSync(
    resultsFile,
    `# Benchmark results\n\nWritten by \`npm run bench\` (see docs/benchmark.md); do not edit by hand.\n\n` +
      `${heading}.\n\n${table.join('\n')}\n\n${verdict}\n`,
  );
  console.log(`Written to docs/benchmark-results.md.`);
}
