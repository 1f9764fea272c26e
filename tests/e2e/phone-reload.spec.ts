import { expect, test } from '@playwright/test';
import { popularPage } from './helpers/screens';
import { PHONE, shot } from './helpers/phone';
import { openFullScreen, savedKey } from './helpers/player';

test.use({ viewport: PHONE });
test.slow();
// The phone opens the full-screen player (a lazy chunk) for every Next and Previous: minutes on a loaded machine.
test.setTimeout(240_000);

// A reload in the middle of Play All keeps Next and Previous where they were.
test('after a reload during item 3 of Play All on /popular, Next plays item 4 and Previous item 2', async ({
  page,
  request,
}) => {
  const { data } = await popularPage(request, 1);
  const titles = data.slice(0, 4).map((naat) => naat.title);
  await page.goto('/popular');
  await page.getByRole('main').getByRole('button', { name: 'Play All' }).click();
  let bar = await openFullScreen(page);
  const playing = (title: string | undefined) => bar.getByRole('link', { name: title, exact: true }).first();
  await expect(playing(titles[0])).toBeVisible();
  await bar.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(playing(titles[1])).toBeVisible();
  await bar.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(playing(titles[2])).toBeVisible();
  await expect
    .poll(async () => ((await savedKey(page, 'playlist')) as { index?: number } | null)?.index)
    .toBe(2);

  await page.reload();
  bar = await openFullScreen(page);
  await expect(playing(titles[2])).toBeVisible();
  await shot(page, 'reload-phone');
  await expect(bar.getByRole('button', { name: 'Previous', exact: true })).toBeEnabled();
  await bar.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(playing(titles[3])).toBeVisible();
  await bar.getByRole('button', { name: 'Previous', exact: true }).click();
  await expect(playing(titles[2])).toBeVisible();
  await bar.getByRole('button', { name: 'Previous', exact: true }).click();
  await expect(playing(titles[1])).toBeVisible();
});
