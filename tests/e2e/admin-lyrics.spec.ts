import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../../playwright.config';
import { shot } from './helpers/phone';

test.slow();

interface Line {
  start: number | null;
  text: string;
  roman?: string;
  translation?: string;
}

async function logIn(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Manage Naats' })).toBeVisible();
}

/** The audio element's position, in seconds. */
const audioTime = (page: Page) =>
  page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime);

test('Sync lyrics: paste LRC, tap (and Space) at each line while the naat plays, nudge, preview and save', async ({
  page,
  request,
}) => {
  // A naat of its own, with three plain lines, playing a demo clip (50 s).
  const token = (
    (await (
      await request.post('/api/admin/login', { data: { username: 'admin', password: E2E_ADMIN_PASSWORD } })
    ).json()) as { data: { token: string } }
  ).data.token;
  const title = `Lyrics sync ${Date.now().toString(36)}`;
  const created = await request.post('/api/admin/audios', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      title,
      naatKhawanId: '1',
      uploadType: 'url',
      filePath: '/Audio/demo-clip-3.mp3',
      duration: '50',
      lyrics: 'پہلی سطر\nدوسری سطر\nتیسری سطر',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: number } }).data;

  await logIn(page);
  await page.getByLabel('Search naats').fill(title);
  await page.getByRole('link', { name: `Sync lyrics of ${title}` }).click();
  await expect(page.getByRole('heading', { name: 'Sync lyrics' })).toBeVisible();
  const lines = page.getByRole('list', { name: 'Lines' });
  await expect(lines.getByRole('listitem')).toHaveCount(3);

  // Bad LRC is refused with the line named, and the lines stay.
  const source = page.getByLabel('LRC or plain text');
  await source.fill('[00:10.00]a\n[00:05.00]b');
  await page.getByRole('button', { name: 'Use these lines' }).click();
  await expect(page.getByRole('alert')).toHaveText('Line 2 starts at 0:05, before line 1 at 0:10.');
  await expect(lines.getByRole('listitem')).toHaveCount(3);

  // LRC with a transliteration and a translation; then the times are cleared and tapped again.
  await source.fill(
    '[00:01.00]پہلی سطر\n[00:01.00]Pehli satar\n[00:01.00]The first line\n[00:02.00]دوسری سطر\n[00:03.00]تیسری سطر',
  );
  await page.getByRole('button', { name: 'Use these lines' }).click();
  await expect(lines.getByText('The first line')).toBeVisible();
  await expect(lines.getByText('0:02', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Clear times' }).click();
  await expect(page.getByRole('button', { name: 'Tap: line 1 starts now' })).toBeVisible();

  await page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.play());
  await expect.poll(() => audioTime(page), { timeout: 15_000 }).toBeGreaterThan(0.6);
  // Space marks a line, wherever the focus is not on a field or another control.
  await page.getByRole('heading', { name: 'Sync lyrics' }).click();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Tap: line 2 starts now' })).toBeVisible();
  const first = await audioTime(page);
  await expect.poll(() => audioTime(page), { timeout: 15_000 }).toBeGreaterThan(first + 0.6);
  await page.keyboard.press('Space');
  const second = await audioTime(page);
  await expect.poll(() => audioTime(page), { timeout: 15_000 }).toBeGreaterThan(second + 0.6);
  await page.getByRole('button', { name: 'Tap: line 3 starts now' }).click();
  await expect(page.getByRole('button', { name: 'Every line has a time' })).toBeDisabled();
  // The preview marks the line playing now: the last one marked.
  await expect(lines.locator('[aria-current="true"]')).toContainText('تیسری سطر');

  // Nudge line 2 by +0.1 s: its shown time moves by a tenth.
  const secondTime = lines.getByRole('listitem').nth(1).locator('.admin-sync-time');
  const before = await secondTime.innerText();
  await page.getByRole('button', { name: 'Line 2 0.1 s later' }).click();
  await expect(secondTime).not.toHaveText(before);

  await shot(page, 'admin-sync-lyrics');
  await page.getByRole('button', { name: 'Save lyrics' }).click();
  await expect(page.getByText('Lyrics saved', { exact: true }).first()).toBeVisible();
  const saved = (
    (await (await request.get(`/api/audios/${id}/lyrics`)).json()) as {
      data: { synced: boolean; lines: Line[] };
    }
  ).data;
  expect(saved.synced).toBe(true);
  expect(saved.lines.map((line) => line.text)).toEqual(['پہلی سطر', 'دوسری سطر', 'تیسری سطر']);
  expect(saved.lines[0]).toMatchObject({ roman: 'Pehli satar', translation: 'The first line' });
  const starts = saved.lines.map((line) => line.start ?? -1);
  expect(starts[0]).toBeGreaterThan(500);
  expect(starts[1]).toBeGreaterThan(starts[0] ?? 0);
  expect(starts[2]).toBeGreaterThan(starts[1] ?? 0);
  // The stored time is the one shown before the nudge plus 0.1 s.
  const [minutes, seconds] = before.split(':').map(Number);
  expect(starts[1]).toBe(Math.round(((minutes ?? 0) * 60 + (seconds ?? 0)) * 1000) + 100);

  // An uploaded .lrc replaces the lines (and is saved like any other).
  await page.getByLabel('Upload .lrc').setInputFiles({
    name: 'naat.lrc',
    mimeType: 'text/plain',
    buffer: Buffer.from('[00:04.00]ایک\n[00:09.50]دو\n'),
  });
  await expect(lines.getByRole('listitem')).toHaveCount(2);
  await expect(lines.getByText('0:09.50', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Save lyrics' }).click();
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/audios/${id}`)).json()) as { data: { lyrics: string } }).data.lyrics,
    )
    .toBe('ایک\nدو');
});
