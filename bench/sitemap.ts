/**
 * The sitemap at catalogue scale: /sitemap.xml and each 50,000-URL (25,000-naat) range sitemap of a 100k-naat catalogue
 * (SQLite), answered through the real app. Figures: time per answer and how much the heap grew while one
 * range streamed (the sitemap must never hold the catalogue in memory). BENCH_SITEMAP_NAATS changes the size.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { rangeCount } from '../server/pages/sitemap';
import { generateCatalogue } from './catalogue';
import type { BenchSection, Figure } from './report';

const NAATS = Number(process.env.BENCH_SITEMAP_NAATS ?? 100_000);
const SECTION = 'sitemap';

export const sitemapSection: BenchSection = {
  name: SECTION,
  async run(): Promise<Figure[]> {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'naat-bench-sitemap-'));
    try {
      const catalogue = await generateCatalogue(dataDir, NAATS);
      console.log(`catalogue: ${catalogue.naats} naats in ${catalogue.seconds.toFixed(1)} s`);
      const app = await buildApp(
        testConfig({ dataDir, adminPassword: 'bench-password', publicUrl: 'https://naats.example.org' }),
        { seed: false },
      );
      const figures: Figure[] = [];
      try {
        const timed = async (url: string) => {
          global.gc?.();
          const heapBefore = process.memoryUsage().heapUsed;
          let peak = heapBefore;
          const sampler = setInterval(() => {
            peak = Math.max(peak, process.memoryUsage().heapUsed);
          }, 5);
          const started = performance.now();
          const response = await app.inject(url);
          const ms = performance.now() - started;
          clearInterval(sampler);
          if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
          const urls = response.body.split('<loc>').length - 1;
          return { ms, urls, bytes: response.rawPayload.length, heapMiB: (peak - heapBefore) / 2 ** 20 };
        };
        // The first answers of a new app pay for compiling its code: warm it up outside the figures.
        await app.inject('/sitemaps/pages.xml');
        await app.inject('/robots.txt');
        const index = await timed('/sitemap.xml');
        figures.push({
          section: SECTION,
          name: `/sitemap.xml (${NAATS} naats, ${index.urls} sitemaps)`,
          value: `${index.ms.toFixed(0)} ms`,
          goal: '< 100 ms',
          met: index.ms < 100,
        });
        let all = 0;
        const ranges = rangeCount(await app.repos.naats.highestId());
        for (let range = 1; range <= ranges; range += 1) {
          const name = `/sitemaps/naats-${range}.xml`;
          const answer = await timed(name);
          all += answer.urls;
          figures.push({
            section: SECTION,
            name: `${name} (${answer.urls} URLs, ${(answer.bytes / 2 ** 20).toFixed(1)} MiB)`,
            value: `${answer.ms.toFixed(0)} ms`,
            goal: '< 2000 ms',
            met: answer.ms < 2000 && answer.urls <= 50_000,
          });
          figures.push({
            section: SECTION,
            name: `${name} heap growth while streaming (the response body itself included)`,
            value: `${answer.heapMiB.toFixed(1)} MiB`,
            goal: '< 64 MiB',
            met: answer.heapMiB < 64,
          });
        }
        figures.push({
          section: SECTION,
          // Every naat twice: its English and its Urdu page.
          name: 'naat URLs over all range sitemaps',
          value: String(all),
          goal: `= ${2 * NAATS}`,
          met: all === 2 * NAATS,
        });
      } finally {
        await app.close();
      }
      return figures;
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
