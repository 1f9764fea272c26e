import { expect, test, type Page } from '@playwright/test';
import { layoutProblems } from './helpers/layout';
import { popularPage } from './helpers/screens';

/*
 * The Urdu interface on a 360 px touch phone: right to left, its controls named in Urdu, the choice kept
 * without `?lang`, nothing wider than the screen, and the Language control back to English.
 */
test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });

const ARABIC_SCRIPT = /[\u0600-\u06FF]/;

/**
 * Visible buttons and navigation links, and how many are named in Urdu. A control marked `dir="auto"` is
 * named by a naat's or a reciter's own name (data, shown as stored); the sites' names stay as they are.
 */
async function namedInUrdu(page: Page): Promise<{ total: number; urdu: number; others: string[] }> {
  const names = await page.evaluate(() => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const controls = [...document.querySelectorAll('button, nav a')].filter(
      (element) => visible(element) && element.closest('[dir="auto"]') === null,
    );
    return controls.map((element) => element.getAttribute('aria-label') ?? element.textContent);
  });
  const named = names.filter((name) => !/^(Quran\.com|Sunnah\.com)/.test(name.trim()));
  const others = named.filter((name) => !ARABIC_SCRIPT.test(name));
  return { total: named.length, urdu: named.length - others.length, others };
}

async function ready(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[role="status"][aria-busy="true"]')).toHaveCount(0);
}

test('the app in Urdu: right to left, named in Urdu, remembered, and back to English', async ({
  page,
  request,
}) => {
  const naat = (await popularPage(request, 1)).data[0];
  if (!naat) throw new Error('no naats');

  await page.goto('/?lang=ur');
  await ready(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 2, name: 'مقبول نعتیں' })).toBeVisible();
  const home = await namedInUrdu(page);
  expect(
    home.urdu / home.total,
    `named in English on home: ${home.others.join(' | ')}`,
  ).toBeGreaterThanOrEqual(0.95);
  expect(await layoutProblems(page)).toEqual([]);

  // A visit without ?lang keeps the choice.
  await page.goto(`/naat/${String(naat.id)}`);
  await ready(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'نعت چلائیں' })).toBeVisible();
  const naatPage = await namedInUrdu(page);
  expect(
    naatPage.urdu / naatPage.total,
    `named in English on the naat page: ${naatPage.others.join(' | ')}`,
  ).toBeGreaterThanOrEqual(0.95);
  expect(await layoutProblems(page)).toEqual([]);
  // The naat's own description (English in the demo catalogue) keeps its direction inside the Urdu page.
  const about = page.getByRole('region', { name: 'اس نعت کے بارے میں' }).locator('p');
  expect(await about.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');

  // Playing shows the player in Urdu.
  await page.getByRole('button', { name: 'نعت چلائیں' }).click();
  await expect(page.getByRole('region', { name: 'پلیئر' })).toBeVisible();

  // The Language control switches back, and English stays on the next visit.
  await page.getByRole('button', { name: /English/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(
    page.getByRole('button', { name: 'Play Naat' }).or(page.getByRole('button', { name: 'Now Playing' })),
  ).toBeVisible();
  await page.goto('/');
  await ready(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 2, name: 'Popular Naats' })).toBeVisible();
});
