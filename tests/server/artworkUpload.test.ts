import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { IMAGE_REFUSALS } from '../../server/artwork/resizeImage';
import { ENGINES } from './engines';
import { bearer, expectFail, login, makeFakeBuild, startApp, type TestApp } from './helpers';

const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: '#2a6f4e' } })
    .toFormat(format)
    .toBuffer();

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** A small PNG whose header claims `side` x `side` pixels: a decompression bomb as the decoder first sees it. */
async function claimedSize(side: number): Promise<Buffer> {
  const png = Buffer.from(await picture(8, 8));
  png.writeUInt32BE(side, 16);
  png.writeUInt32BE(side, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

async function storedNames(t: TestApp): Promise<string[]> {
  const names: string[] = [];
  for await (const name of t.app.imageStore.list()) names.push(name);
  return names.sort();
}

describe.each(ENGINES)('uploaded artwork (%s)', (engine) => {
  let t: TestApp;
  let token: string;
  let reciterId: number;
  let naatId: number;
  let otherNaatId: number;

  beforeEach(async () => {
    t = await startApp({ engine, seed: false, staticDir: makeFakeBuild() });
    token = await login(t.app);
    const reciter = await t.app.repos.reciters.create({ name: 'Owais Raza Qadri' });
    reciterId = reciter.id;
    const naat = await t.app.repos.naats.create({
      title: 'Tajdar-e-Haram',
      filePath: 'https://cdn.example.org/a.mp3',
      naatKhawanId: reciterId,
    });
    naatId = naat.id;
    const other = await t.app.repos.naats.create({
      title: 'Mustafa Jaan-e-Rehmat',
      filePath: 'https://cdn.example.org/b.mp3',
      naatKhawanId: reciterId,
    });
    otherNaatId = other.id;
  });
  afterEach(() => t.close());

  const upload = async (path: string, bytes: Buffer, type = 'image/png') =>
    t.app.inject({
      method: 'PUT',
      url: path,
      headers: { ...bearer(token), 'content-type': type },
      payload: bytes,
    });
  const artwork = (url: string) => t.app.inject({ method: 'GET', url });

  it('resizes an upload into 96, 256 and 512 px WebP squares served with long caching and validators', async () => {
    const answer = await upload(`/api/admin/audios/${naatId}/image`, await picture(900, 600, 'jpeg'));
    expect(answer.statusCode).toBe(200);
    const image = answer.json<{ data: { image: string } }>().data.image;
    expect(image).toMatch(new RegExp(`^/og/naat/${naatId}-art-256\\.png\\?v=[0-9a-f]{16}$`));
    expect((await t.app.inject({ method: 'GET', url: `/api/audios/${naatId}` })).json()).toMatchObject({
      data: { image },
    });
    for (const size of [96, 256, 512]) {
      const served = await artwork(image.replace('-art-256', `-art-${size}`));
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', size, size]);
      const again = await t.app.inject({
        method: 'GET',
        url: image,
        headers: { 'if-none-match': String(served.headers.etag) },
      });
      if (size === 256) expect(again.statusCode).toBe(304);
    }
    expect(await storedNames(t)).toHaveLength(3);
  });

  it("falls back from the naat's picture to its reciter's, then to the drawn artwork", async () => {
    const drawn = await artwork(`/og/naat/${otherNaatId}-art-96.png`);
    expect(drawn.headers['content-type']).toBe('image/png');
    const reciter = await upload(`/api/admin/naatkhawans/${reciterId}/image`, await picture(300, 300));
    expect(reciter.statusCode).toBe(200);
    const reciterImage = reciter.json<{ data: { image: string } }>().data.image;
    expect(reciterImage).toMatch(new RegExp(`^/og/naatkhawan/${reciterId}-art-256\\.png\\?v=`));
    const naat = await upload(`/api/admin/audios/${naatId}/image`, await picture(200, 400, 'webp'));
    const naatImage = naat.json<{ data: { image: string } }>().data.image;

    // The naat with its own picture, the other with its reciter's: different bytes, both WebP.
    const own = await artwork(`/og/naat/${naatId}-art-96.png`);
    const inherited = await artwork(`/og/naat/${otherNaatId}-art-96.png`);
    expect(own.headers['content-type']).toBe('image/webp');
    expect(inherited.headers['content-type']).toBe('image/webp');
    expect(inherited.rawPayload.equals((await artwork(reciterImage.replace('-256', '-96'))).rawPayload)).toBe(
      true,
    );
    // Without the version the artwork may change: cached for an hour, revalidated after.
    expect(own.headers['cache-control']).toBe('public, max-age=3600');

    // A picture gone from the store: the drawn artwork, never a broken image.
    for (const name of await storedNames(t)) await t.app.imageStore.delete(name);
    const missing = await artwork(naatImage.replace('-256', '-512'));
    expect(missing.statusCode).toBe(200);
    expect(missing.headers['content-type']).toBe('image/png');
  });

  it('replaces and removes a picture, and deleting the naat or reciter deletes theirs', async () => {
    const first = await upload(`/api/admin/audios/${naatId}/image`, await picture(300, 300));
    const firstImage = first.json<{ data: { image: string } }>().data.image;
    const second = await upload(`/api/admin/audios/${naatId}/image`, await picture(310, 300));
    const secondImage = second.json<{ data: { image: string } }>().data.image;
    expect(secondImage).not.toBe(firstImage);
    const hash = secondImage.slice(-16);
    expect(await storedNames(t)).toEqual(
      [96, 256, 512].map((size) => `naat-${naatId}-${hash}-${size}.webp`).sort(),
    );

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/audios/${naatId}/image`,
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ data: { id: naatId, image: null } });
    expect(await storedNames(t)).toEqual([]);
    expect((await artwork(`/og/naat/${naatId}-art-256.png`)).headers['content-type']).toBe('image/png');

    await upload(`/api/admin/audios/${naatId}/image`, await picture(300, 300));
    await upload(`/api/admin/naatkhawans/${reciterId}/image`, await picture(300, 300));
    expect(await storedNames(t)).toHaveLength(6);
    for (const id of [naatId, otherNaatId]) {
      const gone = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/audios/${id}`,
        headers: bearer(token),
      });
      expect(gone.statusCode).toBe(200);
    }
    expect(await storedNames(t)).toHaveLength(3);
    const reciterGone = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/naatkhawans/${reciterId}`,
      headers: bearer(token),
    });
    expect(reciterGone.statusCode).toBe(200);
    expect(await storedNames(t)).toEqual([]);
  });

  it('gives link previews the uploaded picture as a square og:image', async () => {
    await upload(`/api/admin/naatkhawans/${reciterId}/image`, await picture(300, 300));
    const page = await t.app.inject({ method: 'GET', url: `/naat/${naatId}` });
    const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(page.body)?.[1];
    expect(ogImage).toMatch(new RegExp(`/og/naat/${naatId}-art-512\\.png\\?v=[0-9a-f]{16}$`));
    expect(page.body).toContain('<meta name="twitter:card" content="summary" />');
  });
});

describe('refused uploads', () => {
  let t: TestApp;
  let token: string;
  let naatId: number;

  beforeEach(async () => {
    t = await startApp({ seed: false });
    token = await login(t.app);
    const reciter = await t.app.repos.reciters.create({ name: 'Reciter' });
    naatId = (
      await t.app.repos.naats.create({
        title: 'Naat',
        filePath: 'https://cdn.example.org/a.mp3',
        naatKhawanId: reciter.id,
      })
    ).id;
  });
  afterEach(() => t.close());

  const send = (payload: Buffer, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/audios/${naatId}/image`,
      headers: { ...bearer(token), 'content-type': 'application/octet-stream', ...headers },
      payload,
    });

  async function expectNothingStored(): Promise<void> {
    for await (const name of t.app.imageStore.list()) expect.fail(`stored ${name}`);
    expect((await t.app.repos.naats.getById(naatId))?.image).toBeNull();
  }

  it.each([
    [
      'not an image',
      () => Promise.resolve(Buffer.from('hello, this is not a picture')),
      400,
      IMAGE_REFUSALS.notImage,
    ],
    ['empty', () => Promise.resolve(Buffer.alloc(0)), 400, IMAGE_REFUSALS.empty],
    ['an unsupported format', () => picture(16, 16, 'gif'), 415, IMAGE_REFUSALS.format],
    ['over 8,000 px a side', () => picture(8001, 4), 400, IMAGE_REFUSALS.tooWide],
    ['a decompression bomb', () => claimedSize(7000), 400, IMAGE_REFUSALS.bomb],
  ])('refuses %s with one sentence and stores nothing', async (_name, make, status, message) => {
    expectFail(await send(await make()), status, message);
    await expectNothingStored();
  });

  it('refuses more than 20 MB before reading it', async () => {
    const big = Buffer.alloc(20 * 1024 * 1024 + 1);
    expectFail(await send(big), 413, IMAGE_REFUSALS.tooLarge);
    await expectNothingStored();
  });

  it('needs an admin session and an existing naat or reciter', async () => {
    const png = await picture(10, 10);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/audios/${naatId}/image`,
      payload: png,
    });
    expect(anonymous.statusCode).toBe(401);
    expectFail(
      await t.app.inject({
        method: 'PUT',
        url: '/api/admin/naatkhawans/999/image',
        headers: { ...bearer(token), 'content-type': 'image/png' },
        payload: png,
      }),
      404,
      'NaatKhawan not found',
    );
    await expectNothingStored();
  });
});
