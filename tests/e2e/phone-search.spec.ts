import { expect, test, type Locator } from '@playwright/test';
import { PHONE, shot } from './helpers/phone';

test.use({ viewport: PHONE });
test.slow();

const direction = (input: Locator) =>
  input.evaluate((element) => (element.matches(':dir(rtl)') ? 'rtl' : 'ltr'));
/** getComputedStyle does not answer for this pseudo-element: find the rule that hides it for this field. */
const browserClear = (input: Locator) =>
  input.evaluate((element) => {
    for (const sheet of document.styleSheets) {
      for (const rule of sheet.cssRules) {
        if (!(rule instanceof CSSStyleRule) || !rule.selectorText.includes('::-webkit-search-cancel-button'))
          continue;
        const field = rule.selectorText.replace(/::-webkit-search-cancel-button/g, '');
        if (element.matches(field) && rule.style.display === 'none') return 'none';
      }
    }
    return 'shown';
  });

// Urdu typing runs right to left; one clear button.
test('the search field: Urdu runs right to left, one clear button that empties it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const input = dialog.getByRole('searchbox', { name: 'Search' });
  await expect(input).toHaveAttribute('dir', 'auto');
  await input.fill('نعت');
  expect(await direction(input)).toBe('rtl');
  expect(await browserClear(input)).toBe('none');
  await shot(page, 'search-urdu-phone');
  await dialog.getByRole('button', { name: 'Clear search' }).click();
  await expect(input).toHaveValue('');
  await expect(input).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Clear search' })).toHaveCount(0);
  await input.fill('Madina');
  expect(await direction(input)).toBe('ltr');

  // The results page's field behaves alike.
  await input.press('Enter');
  const field = page.getByRole('main').getByRole('searchbox', { name: 'Search' });
  await expect(field).toHaveValue('Madina');
  await expect(field).toHaveAttribute('dir', 'auto');
  expect(await browserClear(field)).toBe('none');
  await page.getByRole('main').getByRole('button', { name: 'Clear search' }).click();
  await expect(field).toHaveValue('');
});
