import { expect, type Page } from '@playwright/test';

export const bottomPlayer = (page: Page) => page.getByRole('region', { name: 'Player' });

/** A key of the app's IndexedDB store, read in the page. */
export const savedKey = (page: Page, key: string) =>
  page.evaluate(
    (name) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('naat-stream');
        // Not there yet (the app creates it with its first write): read as nothing, without creating it.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () =>
          open.error?.name === 'AbortError'
            ? resolve(undefined)
            : reject(new Error('cannot open the database'));
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
 * On the phone the bar is the one-row mini-player; Next, Previous and the title link live in the full-screen
 * player. Opens it and answers it.
 */
export const openFullScreen = async (page: Page) => {
  await bottomPlayer(page).getByRole('button', { name: 'Open full-screen player' }).click();
  const dialog = page.getByRole('dialog', { name: 'Now playing' });
  await dialog.waitFor();
  return dialog;
};

/** Plays the first naat of /popular; answers its title. */
export async function playFirstPopular(page: Page): Promise<string> {
  await page.goto('/popular');
  const title = (await page.getByRole('main').getByRole('heading', { level: 3 }).first().innerText()).trim();
  await page.getByRole('button', { name: `Play ${title}`, exact: true }).click();
  // The first naat of a visit loads the player's code and the audio: slow on a busy machine.
  await expect(bottomPlayer(page).getByRole('button', { name: 'Pause' })).toBeVisible({ timeout: 30_000 });
  return title;
}
