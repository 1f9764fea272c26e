// Phone screenshots of the main screens for docs/screens.md: `node scripts/phone-screens.mjs <base URL> [folder]`
// against a running server with the demo catalogue (e.g. `npm start`). Writes 360x740 palette PNGs (small
// enough to commit) to docs/screens/ by default. Needs Chromium (CHROMIUM_PATH or /usr/bin/chromium).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';

const base = process.argv[2] ?? 'http://localhost:8080';
const folder = path.resolve(process.argv[3] ?? 'docs/screens');
mkdirSync(folder, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
});
const context = await browser.newContext({
  baseURL: base,
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 1,
  hasTouch: true,
  isMobile: true,
  serviceWorkers: 'block',
});
const page = await context.newPage();
const api = async (url) => (await (await fetch(new URL(url, base))).json()).data;

/** Waits until every image on screen has loaded (or failed), so the shot shows the artwork. */
async function settle() {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    const images = [...document.images].filter((image) => image.getBoundingClientRect().top < innerHeight);
    await Promise.all(images.map((image) => (image.complete ? null : image.decode().catch(() => null))));
  });
}

async function shot(name) {
  // Toasts go on their own after a few seconds: the shot shows the screen, not them.
  await page.locator('.toast').first().waitFor({ state: 'detached', timeout: 15_000 });
  await settle();
  const png = await page.screenshot();
  const file = path.join(folder, `${name}.png`);
  await sharp(png)
    .png({ palette: true, quality: 70, colours: 96, compressionLevel: 9, effort: 10 })
    .toFile(file);
  console.log(file);
}

// The naat shown: id 2 of the demo catalogue unless NAAT_ID says otherwise; the reciter: its own, or RECITER_ID.
const naat = await api(`/api/audios/${process.env.NAAT_ID ?? '2'}`);
const reciter = { id: Number(process.env.RECITER_ID ?? naat.naatKhawanId) };

await page.goto('/');
await page.getByRole('heading', { name: 'Popular Naats' }).waitFor();
await shot('home');
await page.goto(`/naatkhawan/${reciter.id}`);
await page.getByRole('heading', { level: 1 }).first().waitFor();
await shot('reciter');
await page.goto(`/naat/${naat.id}`);
await page.getByRole('heading', { level: 1 }).first().waitFor();
await shot('naat');
await page
  .getByRole('main')
  .getByRole('button', { name: /^Download/ })
  .first()
  .click();
await page.getByText(/Downloaded .* successfully!/).waitFor({ timeout: 30_000 });
await page.getByRole('main').getByRole('button', { name: /^Play/ }).first().click();
await page.getByRole('button', { name: 'Open full-screen player' }).click();
await page.getByRole('dialog').first().waitFor();
await shot('full-screen-player');
await page.keyboard.press('Escape');
await page.getByRole('dialog').first().waitFor({ state: 'detached' });
await page.getByRole('link', { name: 'Downloads' }).last().click();
await page.getByRole('heading', { level: 1, name: 'Downloads' }).waitFor();
await shot('downloads');
await browser.close();
