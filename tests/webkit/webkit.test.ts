/**
 * The playback and offline flows in a real WebKit engine (WebKitGTK's MiniBrowser through WebKitWebDriver),
 * against the production build served by the real server. "Offline" here means stopping the server:
 * WebKit's driver has no offline switch. Run with `npm run test:webkit` (tests/webkit/run.mjs).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, afterEach, before, describe, it } from 'node:test';
import type { WebDriver } from 'selenium-webdriver';
import { freePort } from '../../scripts/freePort';
import { AppServer, WebKitDriver, missingWebKit, root } from './harness';
import { catalogueNaat, firstNaatOnReciterPageOf, reciterFirstPage } from '../shared/catalogue';
import {
  DOWNLOADS_CACHE,
  browseHomeReciterAndNaat,
  downloadANaat,
  nextAndPreviousThroughTheQueue,
  playPauseResumeAndSeek,
  queueAndFavoriteSurviveAReload,
} from '../shared/listener';
import { NaatApp } from './pages';
import { uploadProcessed } from './upload';

/** One test's limit, so a hang fails that test alone; the flows take 3 to 30 s on an idle machine. */
const TEST_MS = 90_000;
/**
 * The offline flow's limit: it took 67 s on a machine at load 25 (2 cores) and ran past 90 s there twice.
 * A stall never ends, so a longer limit still catches one.
 */
const OFFLINE_TEST_MS = 180_000;

const skipReason = missingWebKit();
if (skipReason) console.log(skipReason);

void describe('WebKit', { skip: skipReason ?? false, timeout: 600_000 }, () => {
  const staticDir = path.resolve(process.env.STATIC_DIR ?? path.join(root, 'dist'));
  let dataDir = '';
  let server: AppServer;
  let webkit: WebKitDriver;
  /**
   * Set once the suite has cleaned up: a test that timed out keeps running, and must not start the server
   * again after that (a server left running kept the suite's process alive).
   */
  let suiteOver = false;
  const sessions: WebDriver[] = [];

  async function newApp(options: { storageApi?: boolean } = {}): Promise<NaatApp> {
    const driver = await webkit.session(options);
    sessions.push(driver);
    return new NaatApp(driver, server.baseUrl);
  }

  async function endSession(app: NaatApp): Promise<void> {
    sessions.splice(sessions.indexOf(app.driver), 1);
    await app.driver.quit();
  }

  before(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'naat-webkit-'));
    server = new AppServer({ port: await freePort(), dataDir, staticDir });
    webkit = new WebKitDriver(await freePort());
    await Promise.all([server.start(), webkit.start()]);
  });

  // WebKitWebDriver runs one session at a time: a failed test must not leave its browser open.
  afterEach(async () => {
    for (const driver of sessions.splice(0)) await driver.quit().catch(() => undefined);
  });

  after(async () => {
    suiteOver = true;
    await webkit.stop();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  void it('reads the downloads cache by the name the app uses', { timeout: TEST_MS }, () => {
    const source = readFileSync(path.join(root, 'contract', 'cacheNames.ts'), 'utf8');
    assert.match(source, new RegExp(`downloads: '${DOWNLOADS_CACHE}'`));
  });

  // The flows that say "(shared)" are written once in tests/shared/listener.ts; Chromium runs the same
  // steps in tests/e2e/shared-flows.spec.ts.
  void it('browses home, a reciter page and a naat page (shared)', { timeout: TEST_MS }, async () => {
    const app = await newApp();
    await browseHomeReciterAndNaat(app, await firstNaatOnReciterPageOf(server.baseUrl, 1));
    await endSession(app);
  });

  void it(
    'plays a naat started by a click, pauses, resumes and seeks while playing (shared)',
    { timeout: TEST_MS },
    async () => {
      const app = await newApp();
      // A resume or a seek once stalled here: a paused or just-seeked element sits at HAVE_CURRENT_DATA
      // (fixed in Howler by patches/howler+2.2.4.patch).
      await playPauseResumeAndSeek(app, 2);
      await endSession(app);
    },
  );

  void it('next and previous move through the queue (shared)', { timeout: TEST_MS }, async () => {
    const app = await newApp();
    await nextAndPreviousThroughTheQueue(app, 3, 4);
    await endSession(app);
  });

  void it('keeps the queue and a favorite across a reload (shared)', { timeout: TEST_MS }, async () => {
    const app = await newApp();
    await queueAndFavoriteSurviveAReload(app, 5);
    await endSession(app);
  });

  void it(
    'after a reload of a playing naat, the refused autoplay waits quietly for the next tap',
    { timeout: TEST_MS },
    async () => {
      const app = await newApp();
      const title = await app.openNaat(6);
      await app.pressPlay(title);
      await app.waitForTime(1);
      await app.until('the playing state to be saved', async () => {
        const state = await app.savedKey<{ isPlaying?: boolean }>('playbackState');
        return state?.isPlaying === true;
      });
      await app.reload();
      await app.seePlaying(title);
      // With no gesture, WebKit refuses unmuted sound; the app shows Play, not an error.
      await app.element('button', 'Play', NaatApp.player);
      const text = await app.bodyText();
      assert.doesNotMatch(text, /error|failed|could not/i);
      await app.click('button', 'Play', NaatApp.player);
      const resumedAt = await app.playerTime();
      await app.waitForTime(resumedAt + 1);
      await endSession(app);
    },
  );

  void it(
    'downloads work where navigator.storage is missing (shared download)',
    { timeout: TEST_MS },
    async () => {
      const app = await newApp({ storageApi: false });
      const naat = await catalogueNaat(server.baseUrl, 7);
      await app.controlledVisit('/');
      assert.equal(await app.driver.executeScript('return typeof navigator.storage'), 'undefined');
      await downloadANaat(app, naat);
      await app.waitForText('This browser does not report how much storage is free.');
      await endSession(app);
    },
  );

  void it(
    'a WebKit that cannot play Opus plays the AAC data saver',
    // The upload is processed by the server's worker first (ffmpeg at low priority).
    { timeout: OFFLINE_TEST_MS },
    async () => {
      const naat = await uploadProcessed(server.baseUrl);
      const types = naat.sources.map((source) => source.type);
      assert.ok(types.includes('audio/webm; codecs="opus"'), `no Opus rendition: ${types.join(', ')}`);
      const aac = naat.sources.find((source) => source.type === 'audio/mp4; codecs="mp4a.40.2"');
      assert.ok(aac, `no AAC rendition: ${types.join(', ')}`);
      const app = await newApp();
      await app.visit('/');
      const answers = await app.inPage<string[]>(
        `const audio = document.createElement('audio');
         return args[0].map((type) => audio.canPlayType(type));`,
        types,
      );
      // The precondition: this run plays AAC and MP3, and no Opus at all.
      assert.deepEqual(
        answers.map((answer) => answer !== ''),
        types.map((type) => !type.includes('opus')),
        `canPlayType: ${JSON.stringify(answers)}`,
      );
      // The "Data saver" setting, as the app keeps it (src/features/player/qualitySetting.ts).
      await app.inPage(
        `await new Promise((resolve, reject) => {
           const open = indexedDB.open('naat-stream', 1);
           // A visit that saved nothing has no database yet: made as contract/db.ts makes it.
           open.onupgradeneeded = () => {
             open.result.createObjectStore('keyval');
             open.result.createObjectStore('downloads', { keyPath: 'id' }).createIndex('byDate', 'downloadedAt');
           };
           open.onerror = () => reject(new Error('cannot open the database'));
           open.onsuccess = () => {
             const tx = open.result.transaction('keyval', 'readwrite');
             tx.objectStore('keyval').put('data-saver', 'audioQuality');
             tx.oncomplete = () => { open.result.close(); resolve(); };
           };
         });`,
      );
      const title = await app.visit(`/naat/${String(naat.id)}`);
      await app.pressPlay(title);
      await app.waitForProgress();
      const playing = await app.inPage<string>(
        `const howl = window.Howler && window.Howler._howls[window.Howler._howls.length - 1];
         const node = howl && howl._sounds[0] && howl._sounds[0]._node;
         return node ? node.currentSrc : '';`,
      );
      assert.equal(new URL(playing).pathname, aac.url);
      await endSession(app);
    },
  );

  void it('a link to a moment: Play Naat starts at ?t=', { timeout: TEST_MS }, async () => {
    // The demo clips last 31-50 s: find one long enough to start 20 s in and still play on.
    const naat = await catalogueNaat(server.baseUrl, 1);
    assert.ok(naat.duration >= 30, `naat 1 lasts ${String(naat.duration)} s, too short for this test`);
    const app = await newApp();
    const title = await app.visit(`/naat/${String(naat.id)}?t=0m20s`);
    await app.pressPlay(title);
    // A start at 0 could not reach 20 s within the 15 s this wait allows.
    const at = await app.waitForTime(20, 15_000);
    assert.ok(at < 30, `the player shows ${String(at)} s, not a start at 20 s`);
    await app.waitForTime(at + 1);
    await endSession(app);
  });

  void it(
    'offline: a downloaded naat plays and seeks from the worker; a streamed one was never cached',
    { timeout: OFFLINE_TEST_MS },
    async () => {
      const app = await newApp();
      const downloaded = await catalogueNaat(server.baseUrl, 8);
      // A naat on the first page of the same reciter, with another audio file (the demo naats share six).
      const streamed = (await reciterFirstPage(server.baseUrl, downloaded.naatKhawanId)).find(
        (naat) => naat.filePath !== downloaded.filePath,
      );
      assert.ok(streamed, 'the reciter has a naat with another audio file');
      await app.controlledVisit('/');

      // Stream a naat first: WebKit's first media request has no Range header, so its answer is a full 200
      // that a caching route would keep. It must land in no cache.
      const streamedTitle = await app.openNaat(streamed.id);
      await app.pressPlay(streamedTitle);
      await app.waitForTime(1);
      await app.click('button', 'Pause', NaatApp.player);

      await downloadANaat(app, downloaded);
      // The reciter's page seen online, so it opens offline from the worker's API cache.
      await app.open(`/naatkhawan/${String(downloaded.naatKhawanId)}`);
      await app.element('button', `Play ${streamed.title}`, { role: 'main' });

      await server.stop();
      try {
        await app.openNaat(downloaded.id);
        await app.waitForText('You are offline. Downloaded naats still play.');

        const probe = await app.rangeFetch(downloaded.filePath, 'bytes=0-1');
        assert.equal(probe.status, 206);
        assert.equal(probe.bytes, 2);
        assert.match(probe.contentRange ?? '', /^bytes 0-1\/\d+$/);

        await app.pressPlay(downloaded.title);
        await app.element('button', 'Pause', NaatApp.player);
        await app.waitForTime(1);
        assert.equal(await app.mediaSessionTitle(), downloaded.title);
        // Seek while paused, so a slow machine cannot move the time between reading it and seeking.
        await app.click('button', 'Pause', NaatApp.player);
        const before = await app.playerTime();
        const duration = await app.playerDuration();
        assert.ok(
          duration > 0,
          `the player knows the duration (${String(duration)} s; audio: ${await app.audioState()})`,
        );
        await app.seekAhead(2);
        // Two Page Up presses move 40% of the duration ahead; 35% leaves room for rounding.
        const afterSeek = await app.waitForTime(before + Math.floor(duration * 0.35));
        assert.ok(afterSeek < duration, 'the seek stays inside the naat');
        // Playback carries on from the new position when resumed (the element waits at HAVE_CURRENT_DATA
        // after the seek; see patches/howler+2.2.4.patch).
        await app.click('button', 'Play', NaatApp.player);
        await app.element('button', 'Pause', NaatApp.player);
        await app.waitForProgress(1);
        // And the Pause button pauses the sound, not only the button (a play Howler still thinks is
        // starting would queue the pause).
        await app.click('button', 'Pause', NaatApp.player);
        await app.element('button', 'Play', NaatApp.player);
        await app.until('the audio to pause', () => app.audioPaused());

        // The naat that was only streamed says it cannot play offline, and its audio is in no cache.
        await app.open(`/naatkhawan/${String(downloaded.naatKhawanId)}`);
        await app.waitForText('Unavailable offline');
        await app.waitForEnabled('button', `Play ${streamed.title}`, false, { role: 'main' });
        assert.deepEqual(await app.cachedPaths(DOWNLOADS_CACHE), [downloaded.filePath]);
        assert.deepEqual(await app.cachesHolding(streamed.filePath), [], 'streamed audio is in no cache');
      } finally {
        // Later tests (and the final clean-up) expect the server back on the same port and data folder.
        if (!suiteOver) await server.start();
      }
      await endSession(app);
    },
  );
});
