import { expect, test, type Page } from '@playwright/test';
import { PHONE, shot } from './helpers/phone';
import { popularPage } from './helpers/screens';

// Every service wears its own mark; 'Shared successfully!' only once a share happened.
test.use({
  viewport: PHONE,
  hasTouch: true,
  isMobile: true,
  permissions: ['clipboard-read', 'clipboard-write'],
});
test.slow();

const SERVICES = ['WhatsApp', 'Facebook', 'Twitter', 'Telegram', 'LinkedIn', 'Email'];

async function openShare(page: Page, id: number) {
  await page.goto(`/naat/${id}`);
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this Naat' });
  await expect(dialog).toBeVisible({ timeout: 45_000 });
  return dialog;
}

test('each service has its own drawn mark, not a letter', async ({ page, request }) => {
  const naat = (await popularPage(request, 1)).data[0];
  if (!naat) throw new Error('no naats');
  const dialog = await openShare(page, naat.id);
  const marks = new Set<string>();
  for (const service of SERVICES) {
    const button = dialog.getByRole('button', { name: service, exact: true });
    // The button reads as the service's name alone: no stray initial beside it.
    await expect(button).toHaveText(service);
    const mark = button.locator('svg');
    await expect(mark).toBeVisible();
    const box = await mark.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(16);
    marks.add(await mark.innerHTML());
  }
  expect(marks.size).toBe(SERVICES.length);
  await shot(page, 'share-dialog');
});

test('opening a service says nothing was shared; copying the link does', async ({ page, request }) => {
  const naat = (await popularPage(request, 1)).data[0];
  if (!naat) throw new Error('no naats');
  await page.context().route(/wa\.me|whatsapp/, (route) => route.fulfill({ body: 'share page' }));
  const dialog = await openShare(page, naat.id);
  const popup = page.context().waitForEvent('page');
  await dialog.getByRole('button', { name: 'WhatsApp', exact: true }).click();
  await popup;
  await expect(dialog.getByText('Shared successfully!')).toHaveCount(0);
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Copy Link' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await expect(dialog.getByText('Shared successfully!')).toBeVisible();
});

test("the device's share sheet: shared when it resolves, nothing when dismissed", async ({
  page,
  request,
}) => {
  const naat = (await popularPage(request, 1)).data[0];
  if (!naat) throw new Error('no naats');
  await page.addInitScript(() => {
    // The answer of the next share sheet: the test flips it between opens.
    (window as unknown as { shareAnswer: string }).shareAnswer = 'dismiss';
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: () =>
        (window as unknown as { shareAnswer: string }).shareAnswer === 'share'
          ? Promise.resolve()
          : Promise.reject(new DOMException('Share canceled', 'AbortError')),
    });
  });
  const dialog = await openShare(page, naat.id);
  const more = dialog.getByRole('button', { name: 'More options' });
  await more.click();
  await expect(more).toBeEnabled();
  await expect(dialog.getByText('Shared successfully!')).toHaveCount(0);

  await page.evaluate(() => {
    (window as unknown as { shareAnswer: string }).shareAnswer = 'share';
  });
  await more.click();
  await expect(dialog.getByText('Shared successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
});
