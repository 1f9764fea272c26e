/** The shared listener steps (listener.ts) for Playwright, so the Chromium specs can run the shared flows. */
import { expect, type Locator, type Page } from '@playwright/test';
import { clockSeconds, DOWNLOADS_CACHE, type Listener, type PlayerButton } from './listener';

export class PlaywrightListener implements Listener {
  constructor(readonly page: Page) {}

  private get main(): Locator {
    return this.page.getByRole('main');
  }

  private get player(): Locator {
    return this.page.getByRole('region', { name: 'Player' });
  }

  private button(name: PlayerButton): Locator {
    return this.player.getByRole('button', { name, exact: true });
  }

  private async heading(): Promise<string> {
    const heading = this.main.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    return (await heading.innerText()).trim();
  }

  async visit(path: string): Promise<string> {
    await this.page.goto(path);
    return this.heading();
  }

  async openNaat(id: number): Promise<string> {
    return this.visit(`/naat/${String(id)}`);
  }

  async followLink(name: string, heading: string): Promise<void> {
    await this.main.getByRole('link', { name, exact: true }).first().click();
    await expect(this.main.getByRole('heading', { level: 1 })).toHaveText(heading);
  }

  async seeButton(name: string): Promise<void> {
    await expect(this.main.getByRole('button', { name, exact: true })).toBeVisible();
  }

  async reload(): Promise<string> {
    await this.page.reload();
    return this.heading();
  }

  /** The titles of the naats the app has saved under this key of its IndexedDB store. */
  private async savedTitles(key: 'queue' | 'favorites'): Promise<string[]> {
    return this.page.evaluate(
      (name) =>
        new Promise<string[]>((resolve, reject) => {
          const open = indexedDB.open('naat-stream');
          // Not there yet (the app creates it with its first write): nothing saved, and it stays uncreated.
          open.onupgradeneeded = () => open.transaction?.abort();
          open.onerror = () => {
            if (open.error?.name === 'AbortError') resolve([]);
            else reject(new Error('cannot open the database'));
          };
          open.onsuccess = () => {
            const get = open.result.transaction('keyval').objectStore('keyval').get(name);
            get.onsuccess = () => {
              open.result.close();
              const items = get.result as { title: string }[] | undefined;
              resolve((items ?? []).map((item) => item.title));
            };
            get.onerror = () => {
              reject(new Error(`cannot read ${name}`));
            };
          };
        }),
      key,
    );
  }

  async addToQueue(title: string): Promise<void> {
    await this.main.getByRole('button', { name: 'Add to Queue', exact: true }).click();
    await expect(this.page.getByText(`Added "${title}" to queue`)).toBeVisible();
    await expect.poll(() => this.savedTitles('queue'), { message: 'the queue to be saved' }).toContain(title);
  }

  async favorite(title: string): Promise<void> {
    await this.main.getByRole('button', { name: 'Add to favorites', exact: true }).click();
    await expect(this.page.getByText(`Added to favorites: ${title}`)).toBeVisible();
    await this.seeButton('Remove from favorites');
    await expect
      .poll(() => this.savedTitles('favorites'), { message: 'the favorites to be saved' })
      .toContain(title);
  }

  async playQueue(count: number): Promise<void> {
    await this.page.getByRole('button', { name: `Play queue (${String(count)})`, exact: true }).click();
  }

  async seeInQueue(count: number, title: string): Promise<void> {
    const name = `Queue (${String(count)})`;
    await this.player.getByRole('button', { name, exact: true }).click();
    const panel = this.page.getByRole('dialog', { name, exact: true });
    await expect(
      panel.getByRole('button', { name: `Remove "${title}" from queue`, exact: true }),
    ).toBeVisible();
  }

  async pressPlay(title: string): Promise<void> {
    await this.main.getByRole('button', { name: 'Play Naat' }).click();
    await this.seePlaying(title);
  }

  async seePlaying(title: string): Promise<void> {
    await expect(this.player.getByRole('link', { name: title, exact: true }).first()).toBeVisible();
  }

  async clickInPlayer(name: PlayerButton): Promise<void> {
    await this.button(name).click();
  }

  async seeInPlayer(name: PlayerButton): Promise<void> {
    await expect(this.button(name)).toBeVisible();
  }

  async seeEnabledInPlayer(name: PlayerButton, enabled: boolean): Promise<void> {
    if (enabled) await expect(this.button(name)).toBeEnabled();
    else await expect(this.button(name)).toBeDisabled();
  }

  async playerTime(): Promise<number> {
    return clockSeconds(await this.player.getByRole('timer', { name: 'Elapsed time' }).textContent());
  }

  async playerDuration(): Promise<number> {
    return clockSeconds(await this.player.getByLabel('Duration').textContent());
  }

  async waitForTime(atLeast: number): Promise<number> {
    let now = Number.NaN;
    await expect
      .poll(
        async () => {
          now = await this.playerTime();
          return now;
        },
        { message: `the player's time to reach ${String(atLeast)} s`, timeout: 20_000 },
      )
      .toBeGreaterThanOrEqual(atLeast);
    return now;
  }

  async seekAhead(presses: number): Promise<void> {
    const seek = this.player.getByRole('slider', { name: 'Seek' });
    // Focus without clicking: a click on the bar would itself seek to where it lands.
    await seek.focus();
    for (let press = 0; press < presses; press += 1) await seek.press('PageUp');
  }

  async mediaSessionTitle(): Promise<string | null> {
    return this.page.evaluate(() => navigator.mediaSession.metadata?.title ?? null);
  }

  async seeMediaSessionTitle(title: string): Promise<void> {
    await expect.poll(() => this.mediaSessionTitle(), { message: 'the Media Session title' }).toBe(title);
  }

  async controlledVisit(path: string): Promise<void> {
    await this.page.goto(path);
    await this.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await this.page.reload();
    await expect
      .poll(() => this.page.evaluate(() => navigator.serviceWorker.controller !== null), {
        message: 'the service worker to control the page',
      })
      .toBe(true);
  }

  async download(title: string): Promise<void> {
    // The page's own button: the player may show another one for the playing naat.
    await this.main.getByRole('button', { name: `Download ${title}`, exact: true }).click();
    await expect(this.page.getByText(`Downloaded "${title}" successfully!`)).toBeVisible({ timeout: 30_000 });
  }

  async downloadedFiles(): Promise<string[]> {
    return this.page.evaluate(async (cacheName) => {
      const cache = await caches.open(cacheName);
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    }, DOWNLOADS_CACHE);
  }
}
