import type { Page } from '@playwright/test';

/** A small phone's viewport (375x667 CSS px): what the phone layout must fit. */
export const PHONE = { width: 375, height: 667 } as const;

/**
 * Saves a screenshot for a person to look at (never compared, so never a reason to fail: on a loaded machine a
 * screenshot can wait on fonts for long).
 */
export const shot = async (page: Page, name: string): Promise<void> => {
  await page
    .screenshot({ path: `test-results/phone-shots/${name}.png`, timeout: 5000 })
    .catch(() => undefined);
};
