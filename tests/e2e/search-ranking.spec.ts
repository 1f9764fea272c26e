import { expect, test } from '@playwright/test';
import { searchNaats } from './helpers/screens';

/**
 * What the search page lists first on the demo catalogue: the naat holding the word as typed above the ones
 * whose words only fold to the same key (Ilahi, Ula and Ali all fold to "al"), and a naat found by a line of
 * its lyrics.
 */
test.describe('search page ranking', () => {
  test('ilahi lists an Ilahi naat first', async ({ page }) => {
    await page.goto('/search?q=ilahi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for "ilahi"');
    const first = page.getByRole('region', { name: 'Naats', exact: true }).getByRole('article').first();
    await expect(first).toContainText('Ilahi Teri Chaukhat Par');
  });

  test('a line of the lyrics finds its naat', async ({ page, request }) => {
    // A line of the demo lyrics that is no naat's title: only lyrics hold it.
    const line = 'شمعِ بزمِ ہدایت پہ لاکھوں سلام';
    const { data } = await searchNaats(request, line);
    const naat = data.data[0];
    expect(naat?.lyrics).toContain(line);
    await page.goto(`/search?q=${encodeURIComponent(line)}`);
    const first = page.getByRole('region', { name: 'Naats', exact: true }).getByRole('article').first();
    await expect(first).toContainText(naat?.title ?? '');
    await expect(first).toContainText(naat?.naatKhawan.name ?? '');
  });

  test('the transliteration of a line finds the naats holding it', async ({ page, request }) => {
    const { data } = await searchNaats(request, 'bazm e hidayat');
    const naat = data.data[0];
    expect(naat?.lyrics).toContain('شمعِ بزمِ ہدایت');
    await page.goto('/search?q=bazm%20e%20hidayat');
    const first = page.getByRole('region', { name: 'Naats', exact: true }).getByRole('article').first();
    await expect(first).toContainText(naat?.title ?? '');
  });
});
