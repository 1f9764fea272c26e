/**
 * The `lighthouse` section of `npm run bench`: Lighthouse (the npm package's CLI, its default mobile
 * settings: a Moto G class phone with simulated slow 4G and 4x CPU slowdown) on Debian's Chromium, for `/`,
 * `/popular` and `/naat/{id}` (and `/` and `/naat/{id}` in Urdu) of the built app on the real server: performance, accessibility and best
 * practices scores, and CLS, from the median of several runs.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_FLAGS } from '../scripts/chromiumFlags';
import { NAAT_ID, chromiumPath, startAppServer } from './appServer';
import type { BenchSection, Figure } from './report';

const root = path.resolve(import.meta.dirname, '..');
const GOALS = { performance: 97, accessibility: 100, 'best-practices': 100 } as const;
const CLS_GOAL = 0.05;
/**
 * Lighthouse's own advice: one run varies by several points (more on a shared machine), so each page is run
 * this many times and the median run (by performance score) is reported. LIGHTHOUSE_RUNS overrides it.
 */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

interface LighthouseResult {
  categories: Record<keyof typeof GOALS, { score: number | null }>;
  audits: Record<string, { numericValue?: number; score: number | null; title: string }>;
  runtimeError?: { message: string };
}

export async function lighthouse(url: string): Promise<LighthouseResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'naat-lighthouse-'));
  const report = path.join(dir, 'report.json');
  try {
    const code = await new Promise<number | null>((resolve) => {
      const child = spawn(
        process.execPath,
        [
          path.join(root, 'node_modules', 'lighthouse', 'cli', 'index.js'),
          url,
          '--quiet',
          '--output=json',
          `--output-path=${report}`,
          `--only-categories=${Object.keys(GOALS).join(',')}`,
          `--chrome-flags=--headless=new ${CHROMIUM_FLAGS.join(' ')}`,
        ],
        {
          cwd: root,
          env: { ...process.env, CHROME_PATH: chromiumPath },
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      );
      child.on('exit', resolve);
    });
    if (code !== 0) throw new Error(`Lighthouse exited with ${String(code)} for ${url}`);
    const result = JSON.parse(readFileSync(report, 'utf8')) as LighthouseResult;
    if (result.runtimeError) throw new Error(`Lighthouse: ${result.runtimeError.message}`);
    return result;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const performanceOf = (result: LighthouseResult): number => result.categories.performance.score ?? 0;

/** Runs Lighthouse RUNS times on the page and answers the median run by performance score. */
async function medianRun(url: string): Promise<{ result: LighthouseResult; scores: number[] }> {
  const results: LighthouseResult[] = [];
  for (let run = 0; run < RUNS; run++) results.push(await lighthouse(url));
  results.sort((a, b) => performanceOf(a) - performanceOf(b));
  const result = results[Math.floor((results.length - 1) / 2)];
  if (!result) throw new Error('LIGHTHOUSE_RUNS must be at least 1');
  return { result, scores: results.map((r) => Math.round(performanceOf(r) * 100)) };
}

/** The audits that cost points, so the table's misses say where to look. */
function failingAudits(result: LighthouseResult): string[] {
  return Object.entries(result.audits)
    .filter(([, audit]) => audit.score !== null && audit.score < 0.9)
    .map(([id]) => id);
}

export const lighthouseSection: BenchSection = {
  name: 'lighthouse',
  async run() {
    const section = 'lighthouse';
    const figures: Figure[] = [];
    const server = await startAppServer();
    try {
      for (const route of [
        '/',
        '/popular',
        `/naat/${String(NAAT_ID)}`,
        '/?lang=ur',
        `/naat/${String(NAAT_ID)}?lang=ur`,
      ]) {
        console.log(`Lighthouse (mobile) ${route}, ${String(RUNS)} runs ...`);
        const { result, scores } = await medianRun(`${server.base}${route}`);
        console.log(`  performance of each run: ${scores.join(', ')}; the median run is reported`);
        const label = route.replace(/\d+(?=$|\?)/, '{id}');
        for (const [category, goal] of Object.entries(GOALS) as [keyof typeof GOALS, number][]) {
          const score = Math.round((result.categories[category].score ?? 0) * 100);
          figures.push({
            section,
            name: `${label} ${category}`,
            value: String(score),
            goal: goal === 100 ? '100' : `>= ${String(goal)}`,
            met: score >= goal,
          });
        }
        const cls = result.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN;
        figures.push({
          section,
          name: `${label} CLS`,
          value: cls.toFixed(3),
          goal: `<= ${String(CLS_GOAL)}`,
          met: cls <= CLS_GOAL,
        });
        // No render-blocking font. Lighthouse's font-display audit fails when a web font hides
        // text while it loads; it has no score when the page loads no font.
        const fontDisplay = result.audits['font-display'];
        const fontBlocks = fontDisplay !== undefined && fontDisplay.score !== null && fontDisplay.score < 1;
        figures.push({
          section,
          name: `${label} text shown while the Nastaliq font loads (font-display audit)`,
          value: fontBlocks ? 'no' : 'yes',
          goal: 'yes',
          met: !fontBlocks,
        });
        const lcp = result.audits['largest-contentful-paint']?.numericValue ?? Number.NaN;
        figures.push({
          section,
          name: `${label} LCP (simulated slow 4G)`,
          value: `${(lcp / 1000).toFixed(2)} s`,
          goal: 'context',
          met: null,
        });
        const failing = failingAudits(result);
        if (failing.length > 0) console.log(`  audits below 0.9: ${failing.join(', ')}`);
      }
    } finally {
      await server.stop();
    }
    return figures;
  },
};
