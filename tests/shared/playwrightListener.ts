/** The shared listener steps (listener.ts) for Playwright, so the Chromium specs can run the shared flows. */
import { expect, type Locator, type Page } from '@playwright/test';
import { clockSeconds, type Listener, type PlayerButton } from './listener';

export class PlaywrightListener implements Listener {
  constructor(readonly page: Page) {}

  private get player(): Locator {
    return this.page.getByRole('region', { name: 'Player' });
  }

  private button(name: PlayerButton): Locator {
    return this.player.getByRole('button', { name, exact: true });
  }

  async openNaat(id: number): Promise<string> {
    await this.page.goto(`/naat/${String(id)}`);
    const heading = this.page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    return (await heading.innerText()).trim();
  }

  async pressPlay(title: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Play Naat' }).click();
    await expect(this.player.getByRole('link', { name: title, exact: true }).first()).toBeVisible();
  }

  async clickInPlayer(name: PlayerButton): Promise<void> {
    await this.button(name).click();
  }

  async seeInPlayer(name: PlayerButton): Promise<void> {
    await expect(this.button(name)).toBeVisible();
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
}
