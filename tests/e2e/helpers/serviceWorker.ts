import { expect, type BrowserContext, type Page } from '@playwright/test';

/** The first visit installs the worker; after one reload it controls the page. */
export async function controlledVisit(page: Page): Promise<void> {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** The browser goes offline and the page, reloaded from the worker, says so. */
export async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('You are offline. Downloaded naats still play.')).toBeVisible();
}
