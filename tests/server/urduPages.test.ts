import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFakeBuild, startApp, type TestApp } from './helpers';

const ORIGIN = 'https://naats.example.org';

let t: TestApp;
let build: string;
let naatId: number;
beforeAll(async () => {
  build = makeFakeBuild();
  writeFileSync(
    path.join(build, 'i18n-catalogs.json'),
    JSON.stringify({ en: '/assets/en-Ab1.js', ur: '/assets/ur-Cd2.js' }),
  );
  writeFileSync(
    path.join(build, 'manifest.webmanifest'),
    JSON.stringify({
      name: '__APP_NAME__',
      description: 'Listen to naats by your favourite NaatKhawans, online and offline.',
      lang: 'en',
      shortcuts: [{ name: 'Popular', short_name: 'Popular', url: '/popular' }],
    }),
  );
  t = await startApp({ seed: false, staticDir: build, config: { publicUrl: ORIGIN } });
  const reciter = await t.app.repos.reciters.create({ name: 'Owais Raza Qadri' });
  const naat = await t.app.repos.naats.create({
    title: 'Tajdar-e-Haram',
    urduTitle: 'تاجدار حرم',
    filePath: '/Audio/abc.mp3',
    naatKhawanId: reciter.id,
  });
  naatId = naat.id;
});
afterAll(async () => {
  await t.close();
  rmSync(build, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { accept: 'text/html', ...headers } });

describe('a naat page in Urdu', () => {
  it.each([
    ['?lang=ur', {}],
    ['', { cookie: 'naat_lang=ur' }],
    ['', { 'accept-language': 'ur-PK,ur;q=0.9,en;q=0.8' }],
  ])('answers Urdu for %s %j', async (query, headers) => {
    const response = await page(`/naat/${naatId}${query}`, headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-language']).toBe('ur');
    // Only a page whose language came from its headers varies with them.
    const vary = String(response.headers.vary);
    if (query) expect(vary).not.toMatch(/Cookie|Accept-Language/);
    else expect(vary).toMatch(/^Accept-Language, Cookie\b/);
    const body = response.body;
    const url = `${ORIGIN}/naat/${naatId}`;
    expect(body).toMatch(/^<!doctype html><html lang="ur" dir="rtl"><head>/);
    expect(body).toContain('<title>تاجدار حرم — Owais Raza Qadri | Naat Stream</title>');
    expect(body).toContain(
      '<meta name="description" content="Owais Raza Qadri کی آواز میں «تاجدار حرم»۔ Naat Stream پر سنیے۔" />',
    );
    expect(body).toContain(`<link rel="canonical" href="${url}?lang=ur" />`);
    expect(body).toContain(`<link rel="alternate" hreflang="en" href="${url}" />`);
    expect(body).toContain(`<link rel="alternate" hreflang="ur" href="${url}?lang=ur" />`);
    expect(body).toContain(`<link rel="alternate" hreflang="x-default" href="${url}" />`);
    expect(body).toContain('<meta property="og:locale" content="ur_PK" />');
    expect(body).toContain('<meta property="og:locale:alternate" content="en_US" />');
    expect(body).toContain(`<meta property="og:url" content="${url}?lang=ur" />`);
    expect(body).toContain('<link rel="manifest" href="/manifest.webmanifest?lang=ur" />');
    expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/ur-Cd2.js" />');
    expect(body).not.toContain('en-Ab1.js');
    // The text written for readers without a script.
    expect(body).toContain('<h2>اس نعت کے بارے میں</h2>');
    expect(body).toContain('<a href="/?lang=ur">ہوم</a>');
    expect(body).not.toContain('About this Naat');
  });
});

describe('a naat page in English', () => {
  it.each([
    ['', {}],
    ['?lang=en', { cookie: 'naat_lang=ur' }],
    ['?lang=xx', {}],
    ['?lang=', { 'accept-language': 'en-GB,en;q=0.9,ur;q=0.5' }],
  ])('answers English for %s %j', async (query, headers) => {
    const response = await page(`/naat/${naatId}${query}`, headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-language']).toBe('en');
    const body = response.body;
    const url = `${ORIGIN}/naat/${naatId}`;
    expect(body).toMatch(/^<!doctype html><html lang="en" dir="ltr"><head>/);
    expect(body).toContain('<title>Tajdar-e-Haram - Owais Raza Qadri</title>');
    expect(body).toContain(`<link rel="canonical" href="${url}" />`);
    expect(body).toContain(`<link rel="alternate" hreflang="ur" href="${url}?lang=ur" />`);
    expect(body).toContain('<meta property="og:locale" content="en_US" />');
    expect(body).toContain('<meta property="og:locale:alternate" content="ur_PK" />');
    expect(body).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/en-Ab1.js" />');
    expect(body).toContain('<h2>About this Naat</h2>');
  });

  it('keeps the app shell the service worker stores free of any one visit’s cookie', async () => {
    const response = await page('/index.html', { cookie: 'naat_lang=ur' });
    expect(response.body).toContain('<html lang="en" dir="ltr">');
    expect(String(response.headers.vary)).not.toMatch(/Cookie|Accept-Language/);
  });
});

describe('every page kind in Urdu', () => {
  it.each([
    ['/?lang=ur', 'Naat Stream | اسلامی آڈیو اسٹریمنگ پلیٹ فارم', 200],
    ['/popular/page/2?lang=ur', 'مقبول نعتیں | Naat Stream', 200],
    ['/naatkhawans?lang=ur', 'نعت خواں | Naat Stream', 200],
    ['/privacy-policy?lang=ur', 'رازداری کی پالیسی | Naat Stream', 200],
    ['/naat/999999?lang=ur', 'صفحہ نہیں ملا | Naat Stream', 404],
  ])('%s is titled %s', async (url, title, status) => {
    const response = await page(url);
    expect(response.statusCode).toBe(status);
    expect(response.body).toContain(`<html lang="ur" dir="rtl">`);
    expect(response.body).toContain(`<title>${title}</title>`);
  });
});

describe('the install manifest', () => {
  it('follows ?lang= or the cookie, with the app name unchanged', async () => {
    const urdu = await t.app.inject('/manifest.webmanifest?lang=ur');
    expect(urdu.headers['content-language']).toBe('ur');
    expect(JSON.parse(urdu.body)).toEqual({
      name: 'Naat Stream',
      description: 'اپنے پسندیدہ نعت خوانوں کی نعتیں سنیے، آن لائن بھی اور آف لائن بھی۔',
      lang: 'ur',
      dir: 'rtl',
      shortcuts: [{ name: 'مقبول نعتیں', short_name: 'مقبول', url: '/popular' }],
    });
    const cookie = await t.app.inject({ url: '/manifest.webmanifest', headers: { cookie: 'naat_lang=ur' } });
    expect(cookie.body).toBe(urdu.body);
    expect(cookie.headers.vary).toBe('Cookie');
    const english = JSON.parse((await t.app.inject('/manifest.webmanifest?lang=xx')).body) as object;
    expect(english).toMatchObject({ lang: 'en', dir: 'ltr', shortcuts: [{ name: 'Popular' }] });
  });
});

describe("the first card's artwork", () => {
  it('is preloaded with the home page and /popular, as the card names it', async () => {
    const art = (size: number) => `/og/naat/${naatId}-art-${size}.png`;
    const preload =
      `<link rel="preload" as="image" imagesrcset="${art(96)} 96w, ${art(256)} 256w, ` +
      `${art(512)} 512w" imagesizes="(max-width: 639px) 50vw, (max-width: 1099px) 33vw, 200px" href="${art(96)}" />`;
    for (const url of ['/', '/popular', '/?lang=ur']) expect((await page(url)).body).toContain(preload);
    for (const url of ['/popular/page/2', `/naat/${naatId}`, '/recent'])
      expect((await page(url)).body).not.toContain('rel="preload" as="image"');
  });
});
