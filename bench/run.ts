/**
 * `npm run bench`: runs each section and prints one table of every figure beside its goal.
 * Sections live in their own modules: bench/bundle.ts (first-visit JS, precache), bench/lighthouse.ts,
 * bench/pwa.ts (repeat visits and offline play through the service worker), bench/api.ts and bench/sitemap.ts.
 * `BENCH_ONLY=api` (or a comma-separated list) runs only those sections.
 */
import { cpus, loadavg } from 'node:os';
import { apiSection } from './api';
import { bundleSection } from './bundle';
import { lighthouseSection } from './lighthouse';
import { pwaSection } from './pwa';
import { sitemapSection } from './sitemap';
import { type BenchSection, type Figure, printTable } from './report';

const sections: BenchSection[] = [bundleSection, lighthouseSection, pwaSection, apiSection, sitemapSection];

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
console.log(
  `\nNaat Stream benchmark (${new Date().toISOString()}, Node ${process.version}, ${cpus().length} CPUs, ` +
    `load average ${load}: other work on the machine skews every figure)\n`,
);
printTable(figures);
const missed = figures.filter((f) => f.met === false);
if (missed.length > 0) console.log(`\n${missed.length} figure(s) missed their goal.`);
