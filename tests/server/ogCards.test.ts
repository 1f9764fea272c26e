import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cardSvg,
  cardVersion,
  covers,
  cutAtWord,
  measureWith,
  wrapLines,
  type CardFonts,
  type CardText,
} from '../../server/og/card';
import { createDiskCardCache } from '../../server/og/cardCache';
import { createOgCards } from '../../server/og/cards';
import { RendererBusy, openCardRenderer } from '../../server/og/renderer';
import { fontAdvances, fontCodePoints, woffToSfnt } from '../../server/og/woff';
import { ENGINES } from './engines';
import { bearer, login, makeFakeBuild, startApp, type TestApp } from './helpers';

const require = createRequire(import.meta.url);
const woff = (id: string) => readFileSync(require.resolve(id));
const URDU_WOFF = '@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-400-normal.woff';
const LATIN_WOFF = '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff';
const LATIN_BOLD_WOFF = '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff';

/** The width and height in a PNG's IHDR chunk, after checking the signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('fonts for the card renderer', () => {
  it('unpacks WOFF into an sfnt whose tables are all there', () => {
    const sfnt = woffToSfnt(woff(URDU_WOFF));
    const tables = Array.from({ length: sfnt.readUInt16BE(4) }, (_, i) =>
      sfnt.toString('latin1', 12 + i * 16, 16 + i * 16),
    );
    // Nastaliq is drawn right only with its shaping tables (GSUB joins letters, GPOS stacks them).
    expect(tables).toEqual(expect.arrayContaining(['cmap', 'glyf', 'GSUB', 'GPOS', 'head', 'hmtx']));
  });

  it('reads which characters a font can draw from its cmap', () => {
    const urdu = fontCodePoints(woffToSfnt(woff(URDU_WOFF)));
    expect(covers(urdu, 'تاجدار حرم ہو نگاہ کرم')).toBe(true);
    expect(covers(urdu, 'Tajdar')).toBe(false);
    const latin = fontCodePoints(woffToSfnt(woff(LATIN_WOFF)));
    expect(covers(latin, 'Tajdar-e-Haram')).toBe(true);
    expect(covers(latin, 'تاجدار')).toBe(false);
  });

  it('reads how wide each character is, in ems', () => {
    const regular = fontAdvances(woffToSfnt(woff(LATIN_WOFF)));
    const bold = fontAdvances(woffToSfnt(woff(LATIN_BOLD_WOFF)));
    const w = regular.get('W'.charCodeAt(0)) ?? 0;
    const i = regular.get('i'.charCodeAt(0)) ?? 0;
    expect(w).toBeGreaterThan(0.8);
    expect(w).toBeLessThan(1.1);
    expect(i).toBeGreaterThan(0.1);
    expect(i).toBeLessThan(0.4);
    expect(bold.get('a'.charCodeAt(0))).toBeGreaterThan(regular.get('a'.charCodeAt(0)) ?? 1);
  });

  it('refuses a file that is not WOFF', () => {
    expect(() => woffToSfnt(Buffer.from('not a font at all, just some text here......'))).toThrow(
      'Not a WOFF 1.0 file',
    );
  });
});

describe('the card drawing', () => {
  const latin = fontAdvances(woffToSfnt(woff(LATIN_WOFF)));
  const fonts: CardFonts = {
    urdu: fontCodePoints(woffToSfnt(woff(URDU_WOFF))),
    measure: measureWith(latin, fontAdvances(woffToSfnt(woff(LATIN_BOLD_WOFF)))),
  };
  const card: CardText = {
    kind: 'naat',
    title: 'Tajdar-e-Haram',
    urdu: 'تاجدار حرم',
    reciter: 'Owais Raza Qadri',
    appName: 'Naat Stream',
  };

  it('writes the title, the reciter and the Urdu title, escaped for XML', () => {
    const svg = cardSvg({ ...card, title: 'A <b>&"title"' }, fonts);
    expect(svg).toContain('A &#60;b&#62;&#38;&#34;title&#34;');
    expect(svg).toContain('Owais Raza Qadri');
    expect(svg).toContain('تاجدار حرم');
    expect(svg).not.toContain('<b>');
  });

  it('leaves out Urdu the font cannot draw rather than print it broken', () => {
    expect(cardSvg({ ...card, urdu: 'تاجدار 😀' }, fonts)).not.toContain('تاجدار');
    expect(cardSvg({ ...card, urdu: null }, fonts)).not.toContain('Nastaliq');
  });

  it('drops characters XML cannot hold', () => {
    expect(cardSvg({ ...card, title: 'A\u0000B\uD800C' }, fonts)).toContain('>A B C<');
  });

  it('wraps a long title into lines that end in an ellipsis after a whole word when it runs over', () => {
    const { measure } = fonts;
    const text = 'Mustafa Jaane Rehmat Pe Lakhon Salaam Shama e Bazm e Hidayat Pe Lakhon Salaam Mehr';
    const lines = wrapLines(text, 12, 2, measure, true);
    expect(lines).toHaveLength(2);
    expect(lines.every((line) => measure(line, true) <= 12)).toBe(true);
    expect(lines[1]).toMatch(/^\S.*[a-z]…$/);
    expect(text.startsWith(`${lines.join(' ').slice(0, -1)} `)).toBe(true);
    expect(wrapLines('Short title', 20, 2, measure, true)).toEqual(['Short title']);
    expect(wrapLines('Supercalifragilisticexpialidocious', 5, 2, measure, true)[0]).toMatch(/^Super.*…$/);
  });

  it('cuts Urdu between words', () => {
    expect(cutAtWord('ہم غریبوں کے دن', 10)).toBe('ہم غریبوں');
    expect(cutAtWord('ہم غریبوں', 40)).toBe('ہم غریبوں');
  });

  it('has a version that moves with what is drawn and nothing else', () => {
    expect(cardVersion(card)).toBe(cardVersion({ ...card }));
    expect(cardVersion({ ...card, title: 'Other' })).not.toBe(cardVersion(card));
    expect(cardVersion({ ...card, reciter: 'Other' })).not.toBe(cardVersion(card));
    expect(cardVersion({ ...card, urdu: null })).not.toBe(cardVersion(card));
  });
});

describe('drawing once per version', () => {
  it('draws a card once however many ask at the same time, and opens the renderer once', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'naat-og-cards-'));
    let opened = 0;
    let drawn = 0;
    const cards = createOgCards(async () => {
      opened++;
      const renderer = await openCardRenderer(path.join(dir, 'fonts'));
      return {
        ...renderer,
        render: (svg: string) => {
          drawn++;
          return renderer.render(svg);
        },
      };
    }, createDiskCardCache(dir));
    try {
      const card: CardText = { kind: 'naat', title: 'Madina', urdu: null, reciter: 'Qari', appName: 'Naats' };
      const pngs = await Promise.all([cards.png(1, card), cards.png(1, card), cards.png(1, card)]);
      const [first] = pngs;
      if (!first) throw new Error('no card drawn');
      expect(pngs.every((png) => png?.equals(first))).toBe(true);
      expect(pngSize(first)).toEqual({ width: 1200, height: 630 });
      await cards.png(1, card);
      expect({ opened, drawn }).toEqual({ opened: 1, drawn: 1 });
      await cards.png(1, { ...card, title: 'Madina Madina' });
      expect({ opened, drawn }).toEqual({ opened: 1, drawn: 2 });
    } finally {
      await cards.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(ENGINES)('link-preview cards on %s', (engine) => {
  let t: TestApp;
  let build: string;
  let token: string;
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
    token = await login(t.app);
    const reciter = await t.app.repos.reciters.create({
      name: 'Owais Raza Qadri',
      urduName: 'اویس رضا قادری',
    });
    reciterId = reciter.id;
    naatId = (
      await t.app.repos.naats.create({
        title: 'Tajdar-e-Haram',
        urduTitle: 'تاجدار حرم',
        filePath: '/Audio/abc.mp3',
        naatKhawanId: reciter.id,
      })
    ).id;
  });
  afterAll(async () => {
    await t.close();
    rmSync(build, { recursive: true, force: true });
  });

  const cardFolder = (kind: string, id: number) => path.join(t.config.dataDir, 'og-cards', kind, String(id));
  /** The og:image URL a page names, made relative to the site. */
  const imageOf = async (page: string) => {
    const html = (await t.app.inject({ url: page, headers: { accept: '*/*' } })).body;
    const match = /<meta property="og:image" content="https:\/\/naats\.example\.org([^"]+)" \/>/.exec(html);
    return { html, image: (match?.[1] ?? '').replaceAll('&#38;', '&') };
  };

  it('names the card in the page metadata, with its size and type', async () => {
    const { html, image } = await imageOf(`/naat/${naatId}`);
    expect(image).toMatch(new RegExp(`^/og/naat/${naatId}\\.png\\?v=[0-9a-f]{16}$`));
    expect(html).toContain('<meta property="og:image:type" content="image/png" />');
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta property="og:image:height" content="630" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(
      `<meta name="twitter:image" content="https://naats.example.org${image.replace('&', '&#38;')}" />`,
    );
    const reciter = await imageOf(`/naatkhawan/${reciterId}`);
    expect(reciter.image).toMatch(new RegExp(`^/og/naatkhawan/${reciterId}\\.png\\?v=[0-9a-f]{16}$`));
  });

  it('serves a 1200x630 PNG for a naat and for a reciter, cacheable and revalidated by ETag', async () => {
    for (const page of [`/naat/${naatId}`, `/naatkhawan/${reciterId}`]) {
      const { image } = await imageOf(page);
      const response = await t.app.inject({ url: image });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(pngSize(response.rawPayload)).toEqual({ width: 1200, height: 630 });
      // The versioned URL never changes content; the plain one may.
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const plain = await t.app.inject({ url: image.split('?')[0] as string });
      expect(plain.headers['cache-control']).toBe('public, max-age=3600');
      expect(plain.rawPayload.equals(response.rawPayload)).toBe(true);
      const etag = response.headers.etag as string;
      expect(etag).toBe(`"${image.split('v=')[1]}"`);
      const again = await t.app.inject({ url: image, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload).toHaveLength(0);
    }
  });

  it('draws a card once and then serves it from the disk cache', async () => {
    const { image } = await imageOf(`/naat/${naatId}`);
    await t.app.inject({ url: image });
    const version = image.split('v=')[1] as string;
    const file = path.join(cardFolder('naat', naatId), `${version}.png`);
    expect(readdirSync(cardFolder('naat', naatId))).toEqual([`${version}.png`]);
    // Put other bytes in the cache: a server that reads its cache sends them back instead of drawing again.
    const marker = Buffer.concat([readFileSync(file), Buffer.from('cached')]);
    writeFileSync(file, marker);
    const response = await t.app.inject({ url: image });
    expect(response.rawPayload.equals(marker)).toBe(true);
  });

  it('draws a new card after an admin edits the naat, and drops the old one', async () => {
    const before = (await imageOf(`/naat/${naatId}`)).image;
    await t.app.inject({ url: before });
    const oldVersion = before.split('v=')[1] as string;
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/audios/${naatId}`,
      payload: { title: 'Tajdar-e-Haram (live)' },
      headers: bearer(token),
    });
    expect(edit.statusCode).toBe(200);
    const after = (await imageOf(`/naat/${naatId}`)).image;
    expect(after).not.toBe(before);
    const response = await t.app.inject({ url: after });
    expect(pngSize(response.rawPayload)).toEqual({ width: 1200, height: 630 });
    expect(response.headers.etag).not.toBe(`"${oldVersion}"`);
    // The old ETag no longer matches: a crawler revalidating gets the new card.
    const revalidated = await t.app.inject({ url: before, headers: { 'if-none-match': `"${oldVersion}"` } });
    expect(revalidated.statusCode).toBe(200);
    expect(readdirSync(cardFolder('naat', naatId))).toEqual([`${after.split('v=')[1]}.png`]);
  });

  it("draws the naat's card again when its reciter is renamed (the name is on it)", async () => {
    const before = (await imageOf(`/naat/${naatId}`)).image;
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/naatkhawans/${reciterId}`,
      payload: { name: 'Muhammad Owais Raza Qadri' },
      headers: bearer(token),
    });
    expect(edit.statusCode).toBe(200);
    expect((await imageOf(`/naat/${naatId}`)).image).not.toBe(before);
    expect((await imageOf(`/naatkhawan/${reciterId}`)).image).not.toBe(before);
  });

  it('serves square artwork in three sizes beside the card, different for two naats', async () => {
    const second = (
      await t.app.repos.naats.create({
        title: 'Mustafa Jaan-e-Rehmat',
        filePath: '/Audio/def.mp3',
        naatKhawanId: reciterId,
      })
    ).id;
    for (const size of [96, 256, 512]) {
      const response = await t.app.inject({ url: `/og/naat/${naatId}-art-${size}.png` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(pngSize(response.rawPayload)).toEqual({ width: size, height: size });
    }
    const one = await t.app.inject({ url: `/og/naat/${naatId}-art-512.png` });
    const two = await t.app.inject({ url: `/og/naat/${second}-art-512.png` });
    expect(two.statusCode).toBe(200);
    expect(two.rawPayload.equals(one.rawPayload)).toBe(false);
    // Each drawing keeps its own file: the card is not dropped for the artwork, nor one size for another.
    await t.app.inject({ url: (await imageOf(`/naat/${naatId}`)).image });
    const names = readdirSync(cardFolder('naat', naatId));
    expect(names.filter((name) => name.includes('-art-')).sort()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/-art-96\.png$/),
        expect.stringMatching(/-art-512\.png$/),
      ]),
    );
    expect(names).toHaveLength(4);
  });

  it.each([
    '/og/naat/1-art-100.png',
    '/og/naat/1-art-.png',
    '/og/naat/1-art-5120.png',
    '/og/naat/999999.png',
    '/og/naatkhawan/999999.png',
    '/og/naat/abc.png',
    '/og/naat/1.jpg',
    '/og/other/1.png',
  ])('answers %s with 404', async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.body).toMatch(/^Not found: GET \/og\//);
    expect(existsSync(cardFolder('naat', 999999))).toBe(false);
  });
});

describe('the drawing thread', () => {
  it('is replaced after its quota of drawings and refuses more waiting drawings than its cap', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'naat-og-recycle-'));
    const renderer = await openCardRenderer(path.join(dir, 'fonts'), {
      recycleAfter: 2,
      idleMs: 60_000,
      maxWaiting: 1,
    });
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>';
    try {
      for (let i = 0; i < 3; i += 1)
        expect(pngSize(await renderer.render(svg))).toEqual({ width: 8, height: 8 });
      expect(renderer.threadsStarted()).toBe(2);
      const first = renderer.render(svg);
      await expect(renderer.render(svg)).rejects.toBeInstanceOf(RendererBusy);
      await first;
    } finally {
      await renderer.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
