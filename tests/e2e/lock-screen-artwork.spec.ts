import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_ADMIN_PASSWORD } from '../../playwright.config';
import { popularPage, type ApiNaat } from './helpers/screens';

/** Plays a naat from its page and answers the lock screen's artwork URLs once the lock screen shows it. */
async function lockScreenArtwork(page: Page, naat: ApiNaat): Promise<string[]> {
  await page.goto(`/naat/${String(naat.id)}`);
  await page.getByRole('button', { name: 'Play Naat' }).click();
  await expect.poll(() => page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe(naat.title);
  return page.evaluate(() => (navigator.mediaSession.metadata?.artwork ?? []).map((image) => image.src));
}

test('two naats of different reciters show different artwork on the lock screen', async ({
  page,
  request,
}) => {
  const naats = (await popularPage(request, 1)).data;
  const first = naats[0];
  const second = naats.find((naat) => naat.naatKhawanId !== first?.naatKhawanId);
  if (!first || !second) throw new Error('the demo catalogue has two reciters in its popular page');

  // The first naat's reciter has an uploaded picture; the second's artwork is drawn.
  const login = await request.post('/api/admin/login', {
    data: { username: 'admin', password: E2E_ADMIN_PASSWORD },
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const imageUrl = `/api/admin/naatkhawans/${String(first.naatKhawanId)}/image`;
  const auth = { authorization: `Bearer ${token}` };
  const picture = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#7a4b12' } })
    .jpeg()
    .toBuffer();
  const uploaded = await request.put(imageUrl, {
    headers: { ...auth, 'content-type': 'image/jpeg' },
    data: picture,
  });
  expect(uploaded.status()).toBe(200);
  try {
    const a = await lockScreenArtwork(page, first);
    const b = await lockScreenArtwork(page, second);
    expect(a).toHaveLength(3);
    expect(b).toHaveLength(3);
    for (const src of a) expect(b).not.toContain(src);
    const types = async (srcs: string[]) =>
      Promise.all(
        srcs.map(async (src) => {
          const response = await request.get(src);
          expect(response.status(), src).toBe(200);
          return response.headers()['content-type'];
        }),
      );
    expect(await types(a)).toEqual(['image/webp', 'image/webp', 'image/webp']);
    expect(await types(b)).toEqual(['image/png', 'image/png', 'image/png']);
  } finally {
    await request.delete(imageUrl, { headers: auth });
  }
});
