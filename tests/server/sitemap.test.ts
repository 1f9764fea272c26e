import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRangeName, rangeCount } from '../../server/pages/sitemap';
import { ENGINES } from './engines';
import { startApp, type TestApp } from './helpers';

const lastmodOf = (xml: string, loc: string): string | undefined =>
  new RegExp(`<loc>${loc.replace(/[.?]/g, '\\$&')}</loc><lastmod>([^<]+)</lastmod>`).exec(xml)?.[1];

describe.each(ENGINES)('robots.txt and sitemaps on %s', (engine) => {
  let t: TestApp;
  let reciterId: number;
  let naatIds: number[];
  beforeAll(async () => {
    t = await startApp({ engine, seed: false, config: { publicUrl: 'https://naats.example.org' } });
    const reciter = await t.app.repos.reciters.create({ name: 'Owais Raza Qadri' });
    reciterId = reciter.id;
    // More than one chunk of the keyset walk (1,000 rows).
    naatIds = await t.app.repos.naats.createMany(
      Array.from({ length: 1_050 }, (_, i) => ({
        title: `Naat ${i} & <more>`,
        filePath: `/Audio/n${i}.mp3`,
        naatKhawanId: reciter.id,
      })),
    );
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('robots.txt keeps crawlers out of /admin and /api and names the sitemap', async () => {
    const response = await t.app.inject({ url: '/robots.txt', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('User-agent: *\nDisallow: /admin\nDisallow: /api/\n');
    expect(response.body).toContain('Sitemap: https://naats.example.org/sitemap.xml');
  });

  it('the index names the fixed pages and one sitemap per 25,000 ids of each kind', async () => {
    const response = await t.app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://naats.example.org/sitemaps/pages.xml',
      'https://naats.example.org/sitemaps/naatkhawans-1.xml',
      'https://naats.example.org/sitemaps/naats-1.xml',
    ]);
    const pages = await t.app.inject('/sitemaps/pages.xml');
    expect(pages.body).toContain('<loc>https://naats.example.org/popular</loc>');
    expect(pages.body).not.toContain('/admin');
  });

  it('lists every naat once, in id order, with its lastmod', async () => {
    const response = await t.app.inject('/sitemaps/naats-1.xml');
    expect(response.statusCode).toBe(200);
    const ids = [...response.body.matchAll(/<loc>https:\/\/naats\.example\.org\/naat\/(\d+)<\/loc>/g)].map(
      (m) => Number(m[1]),
    );
    expect(ids).toEqual([...naatIds].sort((a, b) => a - b));
    // Each naat twice: its English and its Urdu page.
    expect(response.body.match(/<lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod>/g)).toHaveLength(
      2 * naatIds.length,
    );
    const reciters = await t.app.inject('/sitemaps/naatkhawans-1.xml');
    expect(reciters.body).toContain(`<loc>https://naats.example.org/naatkhawan/${reciterId}</loc><lastmod>`);
  });

  it(
    'moves lastmod when a naat or its reciter changes, not when it is played',
    { timeout: 60_000 },
    async () => {
      const id = naatIds[0] as number;
      const loc = `https://naats.example.org/naat/${id}`;
      const before = lastmodOf((await t.app.inject('/sitemaps/naats-1.xml')).body, loc);
      await new Promise((resolve) => setTimeout(resolve, 5));
      await t.app.repos.naats.recordPlay(id);
      expect(lastmodOf((await t.app.inject('/sitemaps/naats-1.xml')).body, loc)).toBe(before);
      await t.app.repos.naats.update(id, { title: 'Renamed' });
      const edited = lastmodOf((await t.app.inject('/sitemaps/naats-1.xml')).body, loc) as string;
      expect(edited > (before as string)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 5));
      await t.app.repos.reciters.update(reciterId, { name: 'Owais Raza Qadri Sahab' });
      const other = `https://naats.example.org/naat/${naatIds[1]}`;
      const moved = lastmodOf((await t.app.inject('/sitemaps/naats-1.xml')).body, other) ?? '';
      expect(moved > edited).toBe(true);
    },
  );

  it('lists each page in English and Urdu, both naming each other and x-default', async () => {
    const id = naatIds[0] as number;
    const en = `https://naats.example.org/naat/${id}`;
    const alternates =
      `<xhtml:link rel="alternate" hreflang="en" href="${en}"/>` +
      `<xhtml:link rel="alternate" hreflang="ur" href="${en}?lang=ur"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${en}"/>`;
    const body = (await t.app.inject('/sitemaps/naats-1.xml')).body;
    expect(body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = body.split('\n').map((line) => line.replace(/<lastmod>[^<]+<\/lastmod>/, ''));
    expect(entries).toContain(`<url><loc>${en}</loc>${alternates}</url>`);
    expect(entries).toContain(`<url><loc>${en}?lang=ur</loc>${alternates}</url>`);
    const pages = (await t.app.inject('/sitemaps/pages.xml')).body;
    expect(pages).toContain(
      '<url><loc>https://naats.example.org/popular?lang=ur</loc>' +
        '<xhtml:link rel="alternate" hreflang="en" href="https://naats.example.org/popular"/>',
    );
  });

  it('gzips a range sitemap for clients that accept it', async () => {
    const plain = await t.app.inject('/sitemaps/naats-1.xml');
    const zipped = await t.app.inject({
      url: '/sitemaps/naats-1.xml',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
  });

  it.each(['naats-2.xml', 'naats-0.xml', 'other.xml', 'naats-1.xml.gz'])(
    'answers 404 for %s',
    async (name) => {
      expect((await t.app.inject(`/sitemaps/${name}`)).statusCode).toBe(404);
    },
  );

  it('walks ids in bounded steps (the keyset paging the sitemap streams with)', async () => {
    const sorted = [...naatIds].sort((a, b) => a - b);
    const first = await t.app.repos.naats.changesAfter(0, 2_147_483_647, 2);
    expect(first.map((row) => row.id)).toEqual(sorted.slice(0, 2));
    const next = await t.app.repos.naats.changesAfter(sorted[1] as number, sorted[3] as number, 10);
    expect(next.map((row) => row.id)).toEqual(sorted.slice(2, 4));
    expect(await t.app.repos.naats.highestId()).toBe(sorted.at(-1));
    expect((await t.app.repos.reciters.changesAfter(0, reciterId, 5)).map((row) => row.id)).toEqual([
      reciterId,
    ]);
  });
});

describe('sitemap names and ranges', () => {
  it('needs one range per 25,000 ids, the 50,000 URLs of their two languages', () => {
    expect(rangeCount(0)).toBe(0);
    expect(rangeCount(25_000)).toBe(1);
    expect(rangeCount(25_001)).toBe(2);
    expect(parseRangeName('naatkhawans-12.xml')).toEqual({ kind: 'naatkhawans', range: 12 });
    expect(parseRangeName('naats-01.xml')).toBeNull();
  });
});
