import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../../playwright.config';

/**
 * The admin section against the real server. Serial: the password test changes the one admin account (which
 * ends other sessions), so nothing else of this file may run beside it; it runs last and restores the password.
 */
test.describe.configure({ mode: 'serial' });

const clip = path.resolve('server/seed/audio/demo-clip-3.mp3');
const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function logIn(page: Page, password = E2E_ADMIN_PASSWORD): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Manage Naats' })).toBeVisible();
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

async function writeStoredSession(page: Page, value: unknown): Promise<void> {
  await page.evaluate(async (session) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('naat-stream', 1);
      // A visit that saved nothing has no database yet: made as contract/db.ts makes it.
      open.onupgradeneeded = () => {
        open.result.createObjectStore('keyval');
        open.result.createObjectStore('downloads', { keyPath: 'id' }).createIndex('byDate', 'downloadedAt');
      };
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error('open failed'));
    });
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction('keyval', 'readwrite');
      tx.objectStore('keyval').put(session, 'adminSession');
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('write failed'));
    });
    db.close();
  }, value);
}

async function readStoredSession(page: Page): Promise<unknown> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('naat-stream');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error('open failed'));
    });
    const value = await new Promise<unknown>((resolve, reject) => {
      const request = db.transaction('keyval').objectStore('keyval').get('adminSession');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('read failed'));
    });
    db.close();
    return value;
  });
}

test('an admin API call without a token is refused', async ({ request }) => {
  const response = await request.post('/api/admin/naatkhawans', { data: { name: 'Nobody' } });
  expect(response.status()).toBe(401);
  expect(await response.json()).toMatchObject({ success: false, data: null });
  expect((await request.delete('/api/admin/audios/1')).status()).toBe(401);
});

test('login with a wrong then the right password, and logout', async ({ page }) => {
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Please enter both username and password')).toBeVisible();
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(toast(page, 'Invalid username or password. Please try again.')).toBeVisible();
  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(toast(page, 'Login successful! Welcome to admin panel.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Manage Naats' })).toBeVisible();
  expect(JSON.stringify(await readStoredSession(page))).not.toContain(E2E_ADMIN_PASSWORD);

  // The session survives a reload, and logout ends it on the server too.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Manage Naats' })).toBeVisible();
  const token = ((await readStoredSession(page)) as { token: string }).token;
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('button', { name: 'Logout' }).click();
  await expect(toast(page, 'Logged out successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  const after = await page.request.get('/api/admin/me', { headers: { authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);
});

test('an expired stored session is removed on load; an unexpired one is restored', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await writeStoredSession(page, { token: 'x'.repeat(43), expiresAt: Date.now() - 1000, lastLoginAt: null });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect.poll(() => readStoredSession(page)).toBeUndefined();

  const login = await page.request.post('/api/admin/login', {
    data: { username: 'admin', password: E2E_ADMIN_PASSWORD },
  });
  const { token, expiresAt } = ((await login.json()) as { data: { token: string; expiresAt: string } }).data;
  await writeStoredSession(page, { token, expiresAt: Date.parse(expiresAt), lastLoginAt: null });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Manage Naats' })).toBeVisible();
});

test('a session the server no longer knows returns to the login form with a message', async ({ page }) => {
  await page.goto('/admin');
  await writeStoredSession(page, {
    token: 'y'.repeat(43),
    expiresAt: Date.now() + 3_600_000,
    lastLoginAt: null,
  });
  // The first authenticated call (the catalogue's audio state, asked as the panel opens) finds it out.
  await page.reload();
  await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('add a naat by file upload, play it from /recent, edit its title, delete it and its file', async ({
  page,
}) => {
  // Five steps through the admin and the public pages, with an upload and a play: 30 s was too tight on a
  // machine loaded by other runs.
  test.slow();
  const title = unique('E2E Upload');
  await logIn(page);
  await page.getByRole('button', { name: 'Add New Naat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Naat' });
  await dialog.getByLabel('Title *', { exact: true }).fill(title);
  await dialog.getByLabel('Urdu Title').fill('آزمائشی نعت');
  await dialog.getByLabel('Naat Khawan *').selectOption({ index: 1 });
  await expect(dialog.getByLabel('Duration')).toBeDisabled();
  await dialog.getByLabel('Audio File *').setInputFiles(clip);
  await expect(dialog.getByLabel('Duration')).toHaveValue(/^\d+:\d\d$/);
  // A slow uplink (about 3 s for this clip) so the progress bar can be seen while the file goes up.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 100 * 1024,
  });
  await dialog.getByRole('button', { name: 'Add Naat' }).click();
  await expect(dialog.getByText('Uploading audio file...')).toBeVisible();
  await expect(dialog.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(toast(page, 'Naat added successfully!')).toBeVisible();
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  const found = await page.request.get(`/api/audios?search=${encodeURIComponent(title)}`);
  const naat = ((await found.json()) as { data: { data: { filePath: string; duration: number }[] } }).data
    .data[0];
  expect(naat?.filePath).toMatch(/^\/Audio\/[0-9a-f]{32}\.mp3$/);
  expect(naat?.duration).toBeGreaterThan(0);
  const filePath = naat?.filePath ?? '';
  expect((await page.request.get(filePath)).status()).toBe(200);

  await page.goto('/recent');
  await page
    .getByRole('button', { name: `Play ${title}` })
    .first()
    .click();
  await expect(
    page.getByRole('region', { name: 'Player' }).getByRole('link', { name: title, exact: true }),
  ).toBeVisible();

  await page.goto('/admin');
  await page.getByLabel('Search naats').fill(title);
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Naat' });
  await expect(edit.getByLabel('Audio File URL *')).toHaveValue(filePath);
  const renamed = `${title} Renamed`;
  await edit.getByLabel('Title *', { exact: true }).fill(renamed);
  await edit.getByRole('button', { name: 'Update Naat' }).click();
  await expect(toast(page, 'Naat updated successfully!')).toBeVisible();
  await expect(page.getByRole('cell', { name: renamed, exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Naat' });
  await expect(confirm).toContainText('will also be deleted from the server');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Naat deleted successfully!')).toBeVisible();
  await expect(page.getByRole('cell', { name: renamed, exact: true })).toHaveCount(0);
  expect((await page.request.get(filePath)).status()).toBe(404);
});

test('add a naat by URL', async ({ page }) => {
  const title = unique('E2E Linked');
  await logIn(page);
  await page.getByRole('button', { name: 'Add New Naat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Naat' });
  await dialog.getByRole('radio', { name: 'Audio URL' }).check();
  await dialog.getByLabel('Title *', { exact: true }).fill(title);
  await dialog.getByLabel('Naat Khawan *').selectOption({ index: 2 });
  await dialog.getByLabel('Audio File URL *').fill('https://media.example.org/naats/linked.mp3');
  await expect(dialog.getByLabel('Duration')).toBeEnabled();
  await dialog.getByLabel('Duration').fill('4:35');
  await dialog.getByLabel('Play Count').fill('3');
  await dialog.getByRole('button', { name: 'Add Naat' }).click();
  await expect(toast(page, 'Naat added successfully!')).toBeVisible();
  await page.getByLabel('Search naats').fill(title);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('4:35');
  await expect(row.getByRole('cell').nth(4)).toHaveText('3');
});

// The success toast keeps off 'Add New Naat', so the next naat can be added straight away.
test('the toast after adding a naat leaves Add New Naat uncovered, on the phone and the desktop', async ({
  page,
}) => {
  await logIn(page);
  for (const viewport of [
    { width: 375, height: 667 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    const add = page.getByRole('button', { name: 'Add New Naat' });
    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Add New Naat' });
    await dialog.getByRole('radio', { name: 'Audio URL' }).check();
    await dialog.getByLabel('Title *', { exact: true }).fill(unique('E2E Toast'));
    await dialog.getByLabel('Naat Khawan *').selectOption({ index: 1 });
    await dialog.getByLabel('Audio File URL *').fill('https://media.example.org/naats/toast.mp3');
    await dialog.getByLabel('Duration').fill('1:05');
    await dialog.getByRole('button', { name: 'Add Naat' }).click();
    const added = page.locator('.toast').filter({ hasText: 'Naat added successfully!' });
    await expect(added).toBeVisible();
    // Hovering holds the toast open while it is measured.
    await added.hover();
    const [over, under] = [await added.boundingBox(), await add.boundingBox()];
    if (!over || !under) throw new Error('no box');
    const apart =
      over.x >= under.x + under.width ||
      under.x >= over.x + over.width ||
      over.y >= under.y + under.height ||
      under.y >= over.y + over.height;
    expect(apart, `toast ${JSON.stringify(over)} over Add New Naat ${JSON.stringify(under)}`).toBe(true);
    await page
      .screenshot({ path: `test-results/phone-shots/toast-admin-${viewport.width}.png` })
      .catch(() => undefined);
    await added.getByRole('button', { name: 'Dismiss notification' }).click();
  }
});

test('add a reciter with Urdu text and read it back intact', async ({ page }) => {
  const name = unique('E2E Reciter');
  const urduName = 'اویس رضا قادری';
  const bio = 'نعت خواں <b>not html</b> & “quotes”';
  await logIn(page);
  await page.getByRole('button', { name: 'Manage NaatKhawans' }).click();
  await page.getByRole('button', { name: 'Add New NaatKhawan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New NaatKhawan' });
  await dialog.getByLabel('Name (English) *').fill(name);
  await dialog.getByLabel('Urdu Name').fill(urduName);
  await dialog.getByLabel('Biography').fill(bio);
  await dialog.getByLabel('Birth Date').fill('1970-01-25');
  await dialog.getByLabel('Birth Place').fill('کراچی');
  await dialog.getByRole('button', { name: 'Add NaatKhawan' }).click();
  await expect(toast(page, 'NaatKhawan added successfully!')).toBeVisible();
  await page.getByLabel('Search NaatKhawans').fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('cell', { name: urduName, exact: true })).toBeVisible();
  await expect(row).toContainText('1970-01-25');
  await expect(row).toContainText('کراچی');

  const listed = await page.request.get(`/api/naatkhawans?search=${encodeURIComponent(name)}`);
  const reciter = (
    (await listed.json()) as { data: { data: { id: number; urduName: string; bio: string }[] } }
  ).data.data[0];
  expect(reciter).toMatchObject({ urduName, bio });

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit NaatKhawan' });
  await expect(edit.getByLabel('Biography')).toHaveValue(bio);
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete NaatKhawan' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page, 'NaatKhawan deleted successfully!')).toBeVisible();
});

test('every validation message of the naat and reciter forms', async ({ page }) => {
  await logIn(page);
  await page.getByRole('button', { name: 'Add New Naat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Naat' });
  await dialog.getByRole('button', { name: 'Add Naat' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('Please select a Naat Khawan')).toBeVisible();
  await expect(dialog.getByText('Please select an audio file')).toBeVisible();
  await expect(dialog.getByLabel('Audio File *')).toHaveAttribute('accept', 'audio/*');

  await dialog.getByRole('radio', { name: 'Audio URL' }).check();
  await dialog.getByRole('button', { name: 'Add Naat' }).click();
  await expect(dialog.getByText('Audio file URL is required')).toBeVisible();

  await dialog.getByRole('radio', { name: 'Fetch from URL' }).check();
  await expect(dialog.getByLabel('Duration')).toBeDisabled();
  await dialog.getByRole('button', { name: 'Add Naat' }).click();
  await expect(dialog.getByText('Audio file URL is required')).toBeVisible();
  await dialog.getByLabel('Audio URL to Fetch *').fill('ftp://example.org/a.mp3');
  await dialog.getByRole('button', { name: 'Add Naat' }).click();
  await expect(
    dialog.getByText('Please provide a valid URL starting with http:// or https://'),
  ).toBeVisible();

  // Fetch mode refuses private addresses on the server, with a message the admin can act on.
  await dialog.getByLabel('Title *', { exact: true }).fill(unique('E2E Fetch'));
  await dialog.getByLabel('Naat Khawan *').selectOption({ index: 1 });
  await dialog.getByLabel('Audio URL to Fetch *').fill('http://169.254.169.254/latest/meta-data/');
  await dialog.getByRole('button', { name: 'Add Naat' }).click();
  await expect(dialog.getByText(/^Add failed: Refused to download from 169\.254\.169\.254/)).toBeVisible();

  await dialog.getByRole('radio', { name: 'Upload File' }).check();
  await dialog.getByRole('button', { name: 'Transcribe Audio' }).click();
  await expect(toast(page, 'Please provide an audio URL first')).toBeVisible();
  await dialog.getByRole('button', { name: 'Auto-translate' }).click();
  await expect(
    toast(page, 'Translation failed: Translation is not configured on this server. Set TRANSLATE_URL.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Manage NaatKhawans' }).click();
  await page.getByRole('button', { name: 'Add New NaatKhawan' }).click();
  const reciter = page.getByRole('dialog', { name: 'Add New NaatKhawan' });
  await reciter.getByRole('button', { name: 'Add NaatKhawan' }).click();
  await expect(reciter.getByText('Name (English) is required')).toBeVisible();
});

test('on a phone: a header with a menu toggle and logout, tables as readable rows', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await logIn(page);
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add New Naat' })).toBeInViewport();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(nav).toBeVisible();
  await nav.getByRole('button', { name: 'Manage NaatKhawans' }).click();
  await expect(page.getByRole('heading', { name: 'Manage NaatKhawans' })).toBeVisible();
  await expect(nav).toBeHidden();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(toast(page, 'Logged out successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('axe finds no WCAG A/AA violations on the admin screens', async ({ page }) => {
  // axe takes several seconds a screen on this shared two-core machine.
  test.setTimeout(120_000);
  const check = async (where: string) => {
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      results.violations.map(
        (v) => `${where}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      ),
    ).toEqual([]);
  };
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await check('login');
  await logIn(page);
  await expect(page.getByRole('cell').first()).toBeVisible();
  await check('manage naats');
  await page.getByRole('button', { name: 'Add New Naat' }).click();
  await page.getByRole('dialog', { name: 'Add New Naat' }).getByRole('button', { name: 'Add Naat' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await check('naat form with errors');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Manage NaatKhawans' }).click();
  await expect(page.getByRole('cell').first()).toBeVisible();
  await check('manage reciters');
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByText('Super Administrator')).toBeVisible();
  await check('settings');
});

test('change the password, log in with the new one, then change it back', async ({ page }) => {
  const next = 'e2e-new-password';
  await logIn(page);
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByText('Super Administrator')).toBeVisible();
  await expect(page.getByText('1.0.0')).toBeVisible();
  await expect(page.getByText('Production')).toBeVisible();

  const change = async (current: string, fresh: string, confirm = fresh) => {
    await page.getByLabel('Current Password').fill(current);
    await page.getByLabel('New Password', { exact: true }).fill(fresh);
    await page.getByLabel('Confirm New Password').fill(confirm);
    await page.getByRole('button', { name: 'Change Password' }).click();
  };
  await change(E2E_ADMIN_PASSWORD, next, 'something-else');
  await expect(page.getByText('New passwords do not match')).toBeVisible();
  await change(E2E_ADMIN_PASSWORD, 'short');
  await expect(page.getByText('New password must be at least 6 characters long')).toBeVisible();
  await change('wrong-current-password', next);
  await expect(page.getByText('Current password is incorrect').first()).toBeVisible();
  try {
    await change(E2E_ADMIN_PASSWORD, next);
    await expect(toast(page, 'Password changed successfully!')).toBeVisible();
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await logIn(page, next);
  } finally {
    // Put the original password back so every other test (and a rerun) can log in.
    await restorePassword(page, next);
  }
});

/** Changes the password from `next` back to the original, when it was changed at all. */
async function restorePassword(page: Page, next: string): Promise<void> {
  {
    const login = await page.request.post('/api/admin/login', {
      data: { username: 'admin', password: next },
    });
    if (login.status() !== 200) return;
    const token = ((await login.json()) as { data?: { token?: string } }).data?.token ?? '';
    const restore = await page.request.post('/api/admin/password', {
      headers: { authorization: `Bearer ${token}` },
      data: { currentPassword: next, newPassword: E2E_ADMIN_PASSWORD },
    });
    expect(restore.status()).toBe(200);
  }
}
