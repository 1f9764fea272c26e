import { afterEach, describe, expect, it } from 'vitest';
import { isPriorityPath } from '../../server/http/readQueue';
import { bearer, login, startApp, type TestApp } from './helpers';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

/** Sends 120 catalogue reads and then one admin call at once; answers the order they were answered in. */
async function answerOrder(app: TestApp): Promise<string[]> {
  const token = await login(app.app);
  const order: string[] = [];
  const reads = Array.from({ length: 120 }, (_, i) =>
    app.app.inject({ url: `/api/audios?search=naat&limit=20&page=${1 + (i % 5)}` }).then((response) => {
      expect(response.statusCode).toBe(200);
      order.push('read');
    }),
  );
  const admin = app.app.inject({ url: '/api/admin/me', headers: bearer(token) }).then((response) => {
    expect(response.statusCode).toBe(200);
    order.push('admin');
  });
  await Promise.all([...reads, admin]);
  return order;
}

describe('admin requests ahead of public reads', () => {
  it('answers an admin call sent after 120 reads before most of them', async () => {
    t = await startApp();
    const order = await answerOrder(t);
    expect(order.indexOf('admin')).toBeLessThan(60);
  });

  it('answers in arrival order with ADMIN_PRIORITY=off (the reference)', async () => {
    t = await startApp({ config: { adminPriority: false } });
    const order = await answerOrder(t);
    expect(order.indexOf('admin')).toBe(120);
  });

  it('knows admin paths whatever their case or repeated slashes', () => {
    for (const url of ['/api/admin/login', '/API//Admin/audios/3', '/api/admin', '/api/transcribe?x=1'])
      expect(isPriorityPath(url)).toBe(true);
    for (const url of ['/api/audios', '/api/administrator', '/Audio/a.mp3', '/naat/1'])
      expect(isPriorityPath(url)).toBe(false);
  });
});
