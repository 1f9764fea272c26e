import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../../playwright.config';

async function logIn(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Manage Naats' })).toBeVisible();
}

async function addReciter(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Add New NaatKhawan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New NaatKhawan' });
  await dialog.getByLabel('Name (English) *').fill(name);
  await dialog.getByRole('button', { name: 'Add NaatKhawan' }).click();
}

test('a second spelling of a reciter is asked about, then merged into the first, whose page it now leads to', async ({
  page,
}) => {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const kept = `Mergetest Hassan ${tag}`;
  const second = `Mergetest Hasan ${tag}`;
  await logIn(page);
  await page.getByRole('button', { name: 'Manage NaatKhawans' }).click();
  await addReciter(page, kept);
  await expect(page.getByText('NaatKhawan added successfully!').first()).toBeVisible();

  await addReciter(page, second);
  const dialog = page.getByRole('dialog', { name: 'Add New NaatKhawan' });
  await expect(dialog.getByRole('alert')).toHaveText(
    `A NaatKhawan with a similar name already exists: "${kept}". Add "${second}" anyway only if it is someone else.Add Anyway`,
  );
  await dialog.getByRole('button', { name: 'Add Anyway' }).click();
  await expect(dialog).toBeHidden();

  const idsOf = async () =>
    (
      (await (await page.request.get(`/api/naatkhawans?search=${tag}`)).json()) as {
        data: { data: { id: number; name: string }[] };
      }
    ).data.data.map((reciter) => [reciter.name, reciter.id] as const);
  const ids = new Map(await idsOf());
  await page.getByLabel('Search NaatKhawans').fill(tag);
  await page.getByRole('button', { name: `Merge ${second}` }).click();
  const merge = page.getByRole('dialog', { name: `Merge "${second}"` });
  await merge.getByLabel('Merge into').selectOption({ label: kept });
  await expect(merge).toContainText(`0 naats will move from "${second}" to "${kept}".`);
  await merge.getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(page.getByText('NaatKhawans merged successfully!').first()).toBeVisible();
  await expect(page.getByRole('button', { name: `Merge ${second}` })).toHaveCount(0);

  expect(await idsOf()).toEqual([[kept, ids.get(kept)]]);
  await page.goto(`/naatkhawan/${String(ids.get(second))}`);
  await expect(page).toHaveURL(new RegExp(`/naatkhawan/${String(ids.get(kept))}$`));
  await expect(page.getByRole('heading', { name: kept })).toBeVisible();
});
