import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../../playwright.config';
import { NOT_AUDIO_MESSAGE } from '../../server/upload/incomingAudio';
import { makeMp3 } from '../server/adminAudioFixtures';
import { id3v2Tag } from '../shared/id3';
import { layoutProblems } from './helpers/layout';

/**
 * Bulk upload in the admin, in Chromium against the real server: tagged and untagged MP3s made here, a junk
 * file, and one file whose connection keeps dropping until the admin retries it.
 */
// What the screen says (src/features/admin/bulkRows.ts), written out as the admin reads it.
const LOST = 'The connection was lost. Retry to send the rest of the file.';
const NO_RECITER = 'Enter or choose a reciter.';

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const reciter = `Bulk Reciter ${stamp}`;
const otherReciter = `Untagged Reciter ${stamp}`;

const tagged = (title: string, seconds: number) =>
  Buffer.concat([id3v2Tag({ TIT2: title, TPE1: reciter }), makeMp3(seconds)]);

const files = [
  { name: `first-${stamp}.mp3`, mimeType: 'audio/mpeg', buffer: tagged(`Bulk One ${stamp}`, 2) },
  { name: `second-${stamp}.mp3`, mimeType: 'audio/mpeg', buffer: tagged(`Bulk Two ${stamp}`, 3) },
  { name: `Untagged_${stamp}.mp3`, mimeType: 'audio/mpeg', buffer: makeMp3(4) },
  { name: `dropped-${stamp}.mp3`, mimeType: 'audio/mpeg', buffer: tagged(`Bulk Dropped ${stamp}`, 5) },
  {
    name: `broken-${stamp}.mp3`,
    mimeType: 'audio/mpeg',
    buffer: Buffer.from('<html><body>this is not audio</body></html>'.repeat(50)),
  },
];

async function logIn(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Manage Naats' })).toBeVisible();
}

const row = (page: Page, name: string) => page.getByRole('listitem', { name });

test('an admin uploads many files at once: progress, one refusal, a retried drop, new naats listed', async ({
  page,
}) => {
  // Five files, one of them sent over a connection that drops four times: about 10 s of retries.
  test.setTimeout(90_000);
  const created = new Map<string, number>();
  const dropped = new Set<string>();
  let dropping = true;

  // Every upload created is counted by file name; the dropped file's upload address is noted.
  await page.route('**/api/admin/uploads', async (route) => {
    const metadata = route.request().headers()['upload-metadata'] ?? '';
    const response = await route.fetch();
    const name = files.find((file) => metadata.includes(Buffer.from(file.name).toString('base64')))?.name;
    if (name) created.set(name, (created.get(name) ?? 0) + 1);
    const location = response.headers().location;
    if (name === files[3]?.name && location) dropped.add(new URL(location, page.url()).pathname);
    await route.fulfill({ response });
  });
  await page.route('**/api/admin/uploads/*', async (route) => {
    const request = route.request();
    if (dropping && request.method() === 'PATCH' && dropped.has(new URL(request.url()).pathname)) {
      await route.abort('connectionreset');
    } else {
      await route.continue();
    }
  });

  await logIn(page);
  await page.getByRole('link', { name: 'Bulk Upload' }).click();
  await expect(page).toHaveURL(/\/admin\/bulk-upload$/);
  await expect(page.getByRole('heading', { name: 'Bulk Upload' })).toBeVisible();

  await page.getByLabel('Choose audio files').setInputFiles(files);
  await expect(page.getByRole('list', { name: 'Files to upload' }).getByRole('listitem')).toHaveCount(5);

  // Title and reciter come from the tags; the untagged file gets its name as title and no reciter.
  const first = row(page, files[0]?.name ?? '');
  await expect(first.getByLabel('Title')).toHaveValue(`Bulk One ${stamp}`);
  await expect(first.getByLabel('Reciter')).toHaveValue(reciter);
  const untagged = row(page, files[2]?.name ?? '');
  await expect(untagged.getByLabel('Title')).toHaveValue(`Untagged ${stamp}`);
  await expect(untagged.getByLabel('Reciter')).toHaveValue('');

  // A row without a reciter is held back with the reason; the others go.
  await row(page, files[4]?.name ?? '')
    .getByLabel('Reciter')
    .fill(reciter);
  await page.getByRole('button', { name: 'Upload all' }).click();
  await expect(untagged.getByText(NO_RECITER)).toBeVisible();

  // Titles can be edited before sending; a new reciter for the untagged file is typed once for all.
  await untagged.getByLabel('Title').fill(`Bulk Three ${stamp}`);
  await page.getByLabel('Reciter for files without one').fill(otherReciter);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(untagged.getByLabel('Reciter')).toHaveValue(otherReciter);
  await page.getByRole('button', { name: 'Upload all' }).click();

  // Each file ends with its own result and a full progress bar.
  for (const [index, title] of [
    [0, `Bulk One ${stamp}`],
    [1, `Bulk Two ${stamp}`],
    [2, `Bulk Three ${stamp}`],
  ] as const) {
    const item = row(page, files[index]?.name ?? '');
    await expect(item.getByText(`Added as "${title}"`)).toBeVisible({ timeout: 30_000 });
    await expect(item.getByRole('progressbar')).toHaveAttribute('value', '100');
  }
  const broken = row(page, files[4]?.name ?? '');
  await expect(broken.getByText(`Failed: ${NOT_AUDIO_MESSAGE}`)).toBeVisible({ timeout: 30_000 });

  // The dropped file fails once the automatic retries run out; a retry then sends it without the others.
  const droppedRow = row(page, files[3]?.name ?? '');
  await expect(droppedRow.getByText(`Failed: ${LOST}`)).toBeVisible({ timeout: 40_000 });
  await expect(droppedRow.getByLabel('Title')).toBeDisabled();
  await expect(page.getByRole('status')).toHaveText('3 of 5 added, 2 failed');
  dropping = false;
  await droppedRow.getByRole('button', { name: `Retry ${files[3]?.name ?? ''}` }).click();
  await expect(droppedRow.getByText(`Added as "Bulk Dropped ${stamp}"`)).toBeVisible({ timeout: 30_000 });
  await expect(droppedRow.getByRole('progressbar')).toHaveAttribute('value', '100');
  // Every file was created once: the retry resumed its upload, and nothing else was sent again.
  expect(Object.fromEntries(created)).toEqual(Object.fromEntries(files.map((file) => [file.name, 1])));
  await expect(page.getByRole('status')).toHaveText('4 of 5 added, 1 failed');

  // The new naats are in Manage Naats, with their reciters.
  await page.getByRole('link', { name: 'Back to Manage Naats' }).click();
  await page.getByLabel('Search naats').fill(stamp);
  const table = page.getByRole('table');
  for (const title of ['One', 'Two', 'Three', 'Dropped']) {
    await expect(table.getByRole('row', { name: new RegExp(`Bulk ${title} ${stamp}`) })).toBeVisible();
  }
  await expect(table.getByRole('row', { name: new RegExp(`Bulk Three ${stamp}`) })).toContainText(
    otherReciter,
  );
  await expect(table.getByRole('row', { name: new RegExp(`Bulk One ${stamp}`) })).toContainText(reciter);
  await expect(table.getByText(`broken-${stamp}`)).toHaveCount(0);
});

test('a reciter name like an existing one: each row offers attach or create, and the naats go where chosen', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  // A word of its own in every name, so no other run's reciters are like these.
  const word = `x${Math.random().toString(36).slice(2, 9)}`;
  const existing = `Owais Raza Qadri ${word}`;
  // One word fewer than the existing name: "like" it by the server's rule, yet nobody's name.
  const near = `Awais Qadri ${word}`;
  const login = await page.request.post('/api/admin/login', {
    data: { username: 'admin', password: E2E_ADMIN_PASSWORD },
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const made = await page.request.post('/api/admin/naatkhawans', {
    data: { name: existing },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(made.status()).toBe(201);

  const nearFiles = ['Attach', 'New One', 'New Two'].map((title) => ({
    name: `${title.replace(' ', '-').toLowerCase()}-${word}.mp3`,
    mimeType: 'audio/mpeg',
    buffer: Buffer.concat([id3v2Tag({ TIT2: `Near ${title} ${word}`, TPE1: near }), makeMp3(2)]),
  }));
  const [attachFile, newFile, secondNewFile] = nearFiles.map((file) => file.name) as [string, string, string];
  // What each upload told the server about its reciter, by file name.
  const sent = new Map<string, string>();
  await page.route('**/api/admin/uploads', async (route) => {
    const metadata = Object.fromEntries(
      (route.request().headers()['upload-metadata'] ?? '').split(',').map((pair) => {
        const [key = '', value = ''] = pair.split(' ');
        return [key, Buffer.from(value, 'base64').toString()];
      }),
    );
    sent.set(metadata.filename ?? '', `${metadata.reciterId ?? ''}|${metadata.reciterMatch ?? ''}`);
    await route.continue();
  });

  await page.setViewportSize({ width: 360, height: 740 });
  await logIn(page);
  await page.goto('/admin/bulk-upload');
  await page.getByLabel('Choose audio files').setInputFiles(nearFiles);

  // Every row names the like reciter; attaching to it is chosen until the admin says otherwise.
  const choiceOf = (file: string) => row(page, file).getByRole('group', { name: `Reciter for ${file}` });
  const attach = `Attach to "${existing}"`;
  const create = `Create new reciter "${near}"`;
  for (const file of [attachFile, newFile, secondNewFile]) {
    await expect(choiceOf(file)).toContainText(`No reciter is called "${near}", but one has a similar name.`);
    await expect(choiceOf(file).getByRole('radio', { name: attach })).toBeChecked();
    await expect(choiceOf(file).getByRole('radio', { name: create })).not.toBeChecked();
  }
  expect(sent.size).toBe(0);

  // One row says "create", then its choice goes to the other rows of that name; one row goes back to attach.
  await choiceOf(newFile).getByRole('radio', { name: create }).check();
  await choiceOf(newFile)
    .getByRole('button', { name: `Use this choice for the 2 other files named "${near}"` })
    .click();
  await expect(choiceOf(secondNewFile).getByRole('radio', { name: create })).toBeChecked();
  await choiceOf(attachFile).getByRole('radio', { name: attach }).check();
  await expect(choiceOf(newFile).getByRole('button')).toHaveText(
    `Use this choice for the other file named "${near}"`,
  );

  // It reads on a phone: nothing scrolls sideways or is cut.
  expect(await layoutProblems(page)).toEqual([]);
  await row(page, newFile).screenshot({ path: testInfo.outputPath('bulk-choice-360.png') });

  await page.getByRole('button', { name: 'Upload all' }).click();
  for (const file of nearFiles) {
    await expect(row(page, file.name).getByText(/^Added as/)).toBeVisible({ timeout: 30_000 });
  }
  // Sent while the choice stays on the row, fixed.
  await expect(choiceOf(newFile).getByRole('radio', { name: create })).toBeDisabled();
  const reciters = (
    (await (await page.request.get(`/api/naatkhawans?search=${word}`)).json()) as {
      data: { data: { id: number; name: string; audioCount: number }[] };
    }
  ).data.data;
  const idOf = (name: string) => reciters.find((reciter) => reciter.name === name)?.id;
  expect(reciters.map((reciter) => [reciter.name, reciter.audioCount]).sort()).toEqual([
    [near, 2],
    [existing, 1],
  ]);
  expect(Object.fromEntries(sent)).toEqual({
    [attachFile]: `${String(idOf(existing))}|`,
    [newFile]: '|new',
    [secondNewFile]: '|new',
  });

  // The catalogue shows each naat under the reciter chosen for it.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/naatkhawan/${String(idOf(existing))}`);
  await expect(page.getByRole('heading', { name: existing })).toBeVisible();
  await expect(page.getByText(`Near Attach ${word}`).first()).toBeVisible();
  await expect(page.getByText(`Near New One ${word}`)).toHaveCount(0);
  await page.goto(`/naatkhawan/${String(idOf(near))}`);
  await expect(page.getByRole('heading', { name: near })).toBeVisible();
  await expect(page.getByText(`Near New One ${word}`).first()).toBeVisible();
  await expect(page.getByText(`Near New Two ${word}`).first()).toBeVisible();
  await expect(page.getByText(`Near Attach ${word}`)).toHaveCount(0);
});
