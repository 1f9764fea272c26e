/**
 * Audio in S3-compatible object storage (s3rver here): the server streams `/Audio/<file>` from the bucket,
 * Range requests included, so a naat downloads into the service worker's cache and then plays and seeks with
 * no network at all. The server of this spec runs in S3 mode; the other specs use the local folder.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test as base } from '@playwright/test';
import { startS3TestServer } from '../../scripts/s3TestServer';
import { startServerProcess } from '../../scripts/serverProcess';
import { catalogueNaat } from '../shared/catalogue';
import { downloadANaat } from '../shared/listener';
import { PlaywrightListener } from '../shared/playwrightListener';

const test = base.extend<object, { s3App: { base: string; dataDir: string } }>({
  s3App: [
    // Playwright reads a fixture's dependencies from its destructuring pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'naat-e2e-s3-'));
      const s3 = await startS3TestServer(path.join(dataDir, 'bucket'));
      const server = await startServerProcess({
        ...s3.env,
        DATA_DIR: path.join(dataDir, 'data'),
        STATIC_DIR: process.env.STATIC_DIR ?? 'dist',
        ADMIN_PASSWORD: 'e2e-s3-password',
      });
      await use({ base: server.base, dataDir: path.join(dataDir, 'data') });
      await server.stop();
      await s3.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ s3App }, use) => use(s3App.base),
});

test.use({ serviceWorkers: 'allow' });
// A whole download, then offline playback and a seek: longer than one page's worth of steps.
test.setTimeout(90_000);

test('a naat stored in S3 downloads, then plays and seeks offline', async ({
  page,
  context,
  baseURL,
  s3App,
}) => {
  if (!baseURL) throw new Error('the fixture sets a baseURL');
  // The server keeps no audio of its own: every file is in the bucket.
  expect(readdirSync(s3App.dataDir)).not.toContain('audio');
  const listener = new PlaywrightListener(page);
  await listener.controlledVisit('/');
  const naat = await catalogueNaat(baseURL, 4);
  await downloadANaat(listener, naat);

  await context.setOffline(true);
  expect(await listener.openNaat(naat.id)).toBe(naat.title);
  await listener.pressPlay(naat.title);
  await listener.seeInPlayer('Pause');
  await listener.waitForTime(1);
  const duration = await listener.playerDuration();
  const before = await listener.playerTime();
  await listener.seekAhead(2);
  const landed = await listener.waitForTime(before + Math.floor(duration * 0.35));
  await listener.waitForTime(landed + 1);
});
