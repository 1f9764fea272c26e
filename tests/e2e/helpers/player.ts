import type { Page } from '@playwright/test';

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
