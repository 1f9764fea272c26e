import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';

/**
 * Installability as Chromium judges it (manifest, icons, service worker). An ordinary Playwright context is
 * incognito, which Chromium reports as an installability error of its own, so this uses a persistent
 * context with the same browser and flags as the other tests (scripts/chromiumFlags.ts).
 */
test('Chromium reports no installability errors and the header offers to install', async ({ baseURL }) => {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'naat-install-'));
  const { launchOptions } = test.info().project.use;
  const context = await chromium.launchPersistentContext(userDataDir, {
    ...launchOptions,
    ...(baseURL ? { baseURL } : {}),
    // The runner passes the project's context options here too, and the project blocks service workers.
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);

    const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
    expect(manifest.errors).toEqual([]);
    expect(new URL(manifest.url).pathname).toBe('/manifest.webmanifest');

    // Chromium offers installation (beforeinstallprompt), so the header shows the app's own button.
    await expect(page.getByRole('button', { name: 'Install app' })).toBeVisible();
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
});
