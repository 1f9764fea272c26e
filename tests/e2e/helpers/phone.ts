import type { Page } from '@playwright/test';

/** The phone viewport of issue #17's review. */
export const PHONE = { width: 375, height: 667 } as const;

export const bottomPlayer = (page: Page) => page.getByRole('region', { name: 'Player' });

/** A key of the app's IndexedDB store, read in the page. */
export const savedKey = (page: Page, key: string) =>
  page.evaluate(
    (name) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('naat-stream');
        open.onerror = () => reject(new Error('cannot open the database'));
        open.onsuccess = () => {
          const get = open.result.transaction('keyval').objectStore('keyval').get(name);
          get.onsuccess = () => {
            open.result.close();
            resolve(get.result);
          };
        };
      }),
    key,
  );

/**
 * Saves a screenshot for a person to look at (never compared, so never a reason to fail: on a loaded machine a
 * screenshot can wait on fonts for long).
 */
export const shot = async (page: Page, name: string): Promise<void> => {
  await page
    .screenshot({ path: `test-results/phone-shots/${name}.png`, timeout: 5000 })
    .catch(() => undefined);
};
