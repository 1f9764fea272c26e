import { expect, test } from '@playwright/test';

test('the app shell opens with the product title', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Naat Stream - Islamic Audio Streaming Platform');
});
