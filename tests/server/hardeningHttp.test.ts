import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { BODY_TIMEOUT_MESSAGE } from '../../server/http/bodyTimeout';
import { NOT_UNICODE } from '../../server/http/errors';
import { expectFail, startApp, type TestApp } from './helpers';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

describe('answers made before routing', () => {
  it('a malformed %-escape is answered 400 with every security header', async () => {
    t = await startApp({ seed: false });
    for (const url of ['/api/%ZZ', '/naats/%E0%A4%A']) {
      const answer = await t.app.inject({ url });
      expect(answer.statusCode).toBe(400);
      expect(answer.headers['content-security-policy']).toMatch(/^default-src 'self'/);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('unknown admin paths', () => {
  it.each([
    ['GET', '/api/admin/unknown'],
    ['GET', '/api/admin/login'],
    ['DELETE', '/api/admin/login'],
    ['GET', '/api//admin/x'],
    ['GET', '/API/admin/x'],
    ['PATCH', '/api/admin/audios/1'],
  ] as const)('%s %s answers 401 without a token, before routing', async (method, url) => {
    t = await startApp({ seed: false });
    expectFail(await t.app.inject({ method, url }), 401, 'Admin login required');
  });

  it('still lets the login call through', async () => {
    t = await startApp({ seed: false });
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'admin', password: 'wrong-password' },
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.json<{ error: string }>().error).toBe('Invalid username or password');
  });
});

describe('text that is not Unicode', () => {
  it.each([
    ['a lone surrogate escape', '{"username":"\\ud800","password":"x"}'],
    ['a lone low surrogate in a key', '{"username":"a","password":"x","\\udc00":1}'],
  ])('refuses %s with 400', async (_name, payload) => {
    t = await startApp({ seed: false });
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expectFail(answer, 400, NOT_UNICODE);
  });

  it('refuses bytes that are not UTF-8 with 400', async () => {
    t = await startApp({ seed: false });
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: Buffer.concat([
        Buffer.from('{"username":"'),
        Buffer.from([0xff, 0xfe]),
        Buffer.from('","password":"x"}'),
      ]),
    });
    expectFail(answer, 400, NOT_UNICODE);
  });
});

describe('a short body', () => {
  it('is answered 408 in the API shape within a few seconds, and the connection closed', async () => {
    t = await startApp({ seed: false });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    const started = Date.now();
    const received = await new Promise<string>((resolve, reject) => {
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
      socket.write(
        'POST /api/admin/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"username":',
      );
      setTimeout(() => {
        socket.destroy();
        reject(new Error('no answer in 15 s'));
      }, 15_000);
    });
    const seconds = (Date.now() - started) / 1000;
    expect(seconds).toBeLessThan(10);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(received).toMatch(/content-security-policy: /i);
    expect(received.slice(received.indexOf('\r\n\r\n') + 4)).toBe(
      JSON.stringify({ success: false, data: null, error: BODY_TIMEOUT_MESSAGE }),
    );
  }, 20_000);
});
