import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from './engines';
import { makeFakeBuild, startApp, type TestApp } from './helpers';

const HOSTILE = `"><script>alert(1)</script>`;

/** Crawlers that fetch link previews and pages: none of them asks for text/html. */
const CRAWLERS = {
  facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  whatsapp: 'WhatsApp/2.23.20.0 A',
  twitter: 'Twitterbot/1.0',
  telegram: 'TelegramBot (like TwitterBot)',
  google: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};

describe.each(ENGINES)('pages for crawlers on %s', (engine) => {
  let t: TestApp;
  let build: string;
  let naatId: number;
  let reciterId: number;
  beforeAll(async () => {
    build = makeFakeBuild();
    t = await startApp({
      engine,
      seed: false,
      staticDir: build,
      config: { publicUrl: 'https://naats.example.org' },
    });
    const reciter = await t.app.repos.reciters.create({ name: `Owais ${HOSTILE}`, bio: 'A reciter.' });
    reciterId = reciter.id;
    const naat = await t.app.repos.naats.create({
      title: `Tajdar ${HOSTILE}`,
      urduTitle: 'تاجدار حرم',
      filePath: '/Audio/abc.mp3',
      duration: 275,
      description: 'A naat about the Prophet.',
      lyrics: 'Tajdar-e-haram\nHo nigah-e-karam',
      naatKhawanId: reciter.id,
    });
    naatId = naat.id;
  });
  afterAll(async () => {
    await t.close();
    rmSync(build, { recursive: true, force: true });
  });

  const crawl = (url: string, agent: string) =>
    t.app.inject({ url, headers: { accept: '*/*', 'user-agent': agent } });

  it.each(Object.entries(CRAWLERS))(
    'answers %s a naat page with its preview and text',
    async (_name, agent) => {
      const response = await crawl(`/naat/${naatId}`, agent);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const body = response.body;
      const title = 'Tajdar &#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;';
      expect(body).toContain(`<title>${title} - Owais ${title.slice(7)}</title>`);
      expect(body).toContain(`<meta property="og:url" content="https://naats.example.org/naat/${naatId}" />`);
      expect(body).toContain(`<link rel="canonical" href="https://naats.example.org/naat/${naatId}" />`);
      expect(body).toContain('<meta property="og:type" content="music.song" />');
      expect(body).toContain(
        '<meta property="og:audio" content="https://naats.example.org/Audio/abc.mp3" />',
      );
      expect(body).toContain('<meta property="og:audio:type" content="audio/mpeg" />');
      expect(body).toContain('<meta property="og:image" content="https://naats.example.org/');
      expect(body).toContain('<meta name="twitter:card"');
      expect(body).toContain('"@type":"MusicRecording"');
      expect(body).toContain('"@type":"BreadcrumbList"');
      // What a crawler without JavaScript reads: title, reciter, description and lyrics.
      expect(body).toContain(`<h1>${title}</h1>`);
      expect(body).toContain('A naat about the Prophet.');
      expect(body).toContain('Ho nigah-e-karam');
      expect(body).not.toContain('<script>alert');
    },
  );

  it.each(Object.entries(CRAWLERS))('answers %s a reciter page as a Person', async (_name, agent) => {
    const response = await crawl(`/naatkhawan/${reciterId}`, agent);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<meta property="og:type" content="profile" />');
    expect(response.body).toContain('"@type":"Person"');
    expect(response.body).toContain(`href="/naat/${naatId}"`);
    expect(response.body).not.toContain('<script>alert');
  });

  it.each([
    '/',
    '/popular',
    '/recent/page/2',
    '/naatkhawans',
    '/search?q=madina',
    '/privacy-policy',
    '/naatkhawan/1/letter/T/page/1',
  ])('answers crawlers the list page %s with its metadata', async (url) => {
    const path = url.replace(/\/naatkhawan\/1/, () => `/naatkhawan/${reciterId}`);
    const response = await crawl(path, CRAWLERS.facebook);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<meta property="og:title"');
    expect(response.body).toContain('<meta name="description"');
    expect(response.body).toContain('<link rel="canonical" href="https://naats.example.org/');
    expect(response.body).toContain('"@type":"BreadcrumbList"');
  });

  it.each(['/naat/999999', '/naatkhawan/999999', '/naatkhawan/999999/page/2', '/no/such/page', '/naat/abc'])(
    'answers %s with 404 and the app',
    async (url) => {
      for (const agent of Object.values(CRAWLERS)) {
        const response = await crawl(url, agent);
        expect(response.statusCode).toBe(404);
        expect(response.body).toContain('<div id="root">');
        expect(response.body).toContain('<meta name="robots" content="noindex" />');
      }
      // A browser gets the same status, and the app draws its 404 screen.
      const browser = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(browser.statusCode).toBe(404);
    },
  );

  it('uses the request origin when PUBLIC_URL is not set', async () => {
    const plain = await startApp({ engine, seed: false, staticDir: build });
    try {
      const response = await plain.app.inject({ url: '/popular', headers: { host: 'naats.local:8080' } });
      expect(response.body).toContain('<link rel="canonical" href="http://naats.local:8080/popular" />');
      const hostile = await plain.app.inject({ url: '/popular', headers: { host: 'evil"><x' } });
      expect(hostile.body).toContain('<link rel="canonical" href="http://localhost/popular" />');
    } finally {
      await plain.close();
    }
  });

  it('keeps missing files a plain 404 for non-browsers', async () => {
    const response = await t.app.inject({ url: '/assets/missing-1.js', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<div id="root">');
  });
});
