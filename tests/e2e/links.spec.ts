import { expect, test, type Page } from '@playwright/test';

/** 'm:ss' as seconds. */
const seconds = (text: string | null): number => {
  const match = /^(\d+):(\d\d)$/.exec((text ?? '').trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
};

// Two plays with waits for the position: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

const elapsed = (page: Page) =>
  page.getByRole('region', { name: 'Player' }).getByRole('timer', { name: 'Elapsed time' });

test('a link to a moment: Play Naat starts at ?t=, a bad t= is ignored', async ({ page }) => {
  await page.goto('/naat/1?t=0m20s');
  await page.getByRole('button', { name: 'Play Naat' }).click();
  await expect
    .poll(async () => seconds(await elapsed(page).textContent()), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(20);
  expect(seconds(await elapsed(page).textContent())).toBeLessThan(30);

  await page.goto('/naat/2?t=99999');
  await page.getByRole('button', { name: 'Play Naat' }).click();
  await expect
    .poll(async () => seconds(await elapsed(page).textContent()), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(1);
  expect(seconds(await elapsed(page).textContent())).toBeLessThan(10);
});

test('the share dialog offers the playing moment and adds t= to the link', async ({ page }) => {
  await page.goto('/naat/1?t=12');
  await page.getByRole('button', { name: 'Play Naat' }).click();
  await expect
    .poll(async () => seconds(await elapsed(page).textContent()), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(12);
  await page.getByRole('region', { name: 'Player' }).getByRole('button', { name: 'Pause' }).click();
  const at = seconds(await elapsed(page).textContent());
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this Naat' });
  const link = dialog.getByLabel('Link');
  await expect(link).toHaveValue(/\/naat\/1$/);
  const minutes = Math.floor(at / 60);
  const label = `Start at ${minutes}:${String(at % 60).padStart(2, '0')}`;
  await dialog.getByLabel(label).check();
  await expect(link).toHaveValue(new RegExp(`/naat/1\\?t=${at}$`));
});
