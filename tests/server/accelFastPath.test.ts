import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createAccelFastPath } from '../../server/http/accelFastPath';
import { startApp, type TestApp } from './helpers';

/**
 * Behind nginx (AUDIO_ACCEL_REDIRECT) the plain audio checks are answered before Fastify
 * (server/http/accelFastPath.ts): over a real socket the answer must say what the Fastify route's says, in the
 * headers nginx keeps (`inject` never passes the server, so it shows the route's), and everything else must
 * still reach Fastify.
 */
let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await startApp({ config: { audioAccelRedirect: '/_audio/' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${String(address.port)}`;
});
afterAll(async () => {
  await t.close();
});

/**
 * The headers nginx keeps from an answer with X-Accel-Redirect (ngx_http_upstream's `redirect` headers); it
 * drops the rest, so the fast path does not write them.
 */
const KEPT_BY_NGINX = [
  'x-accel-redirect',
  'content-type',
  'cache-control',
  'content-disposition',
  'expires',
  'set-cookie',
  'accept-ranges',
];
const keptByNginx = (headers: Record<string, string | string[] | number | undefined>) =>
  Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => KEPT_BY_NGINX.includes(name))
      .map(([name, value]) => [name, String(value)]),
  );

describe('the X-Accel-Redirect check over a socket', () => {
  for (const method of ['GET', 'HEAD'] as const) {
    it(`answers ${method} /Audio/<name> as the route does, in the headers nginx keeps`, async () => {
      const url = '/Audio/demo-clip-2.mp3';
      const fast = await fetch(`${base}${url}`, { method, headers: { range: 'bytes=0-262143' } });
      const routed = await t.app.inject({ method, url, headers: { range: 'bytes=0-262143' } });
      expect(fast.status).toBe(200);
      expect(fast.headers.get('x-accel-redirect')).toBe('/_audio/demo-clip-2.mp3');
      expect(keptByNginx(Object.fromEntries(fast.headers))).toEqual(keptByNginx(routed.headers));
      // Nothing nginx would drop, only the connection's own headers besides.
      const written = [...fast.headers.keys()].filter((n) => n !== 'connection' && n !== 'keep-alive');
      expect(written.sort()).toEqual(
        [
          'cache-control',
          'content-type',
          'x-accel-redirect',
          ...(method === 'GET' ? ['content-length'] : []),
        ].sort(),
      );
      expect(await fast.text()).toBe('');
    });
  }

  it('leaves everything else to the app: escapes, queries, names that are not stored names, other methods', async () => {
    const escaped = await fetch(`${base}/Audio/%64emo-clip-2.mp3`);
    expect(escaped.status).toBe(200);
    expect(escaped.headers.get('x-accel-redirect')).toBe('/_audio/demo-clip-2.mp3');
    const query = await fetch(`${base}/Audio/demo-clip-2.mp3?v=1`);
    expect(query.headers.get('x-accel-redirect')).toBe('/_audio/demo-clip-2.mp3');
    for (const path of ['/Audio/..demo-clip-2.mp3', '/Audio/.hidden', '/Audio/a%2Fb.mp3']) {
      const refused = await fetch(`${base}${path}`);
      expect(refused.status, path).toBe(404);
      expect(refused.headers.get('x-accel-redirect'), path).toBeNull();
    }
    const posted = await fetch(`${base}/Audio/demo-clip-2.mp3`, { method: 'POST' });
    expect(posted.status).toBe(404);
    expect(posted.headers.get('x-accel-redirect')).toBeNull();
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  });
});

describe('createAccelFastPath', () => {
  const answer = (method: string, url: string, isLocal = true) => {
    const written: { status?: number; headers?: Record<string, string>; ended: boolean } = { ended: false };
    const response = {
      sendDate: true,
      // The fast path gives node:http a flat [name, value, ...] list.
      writeHead(status: number, headers: string[]) {
        written.status = status;
        written.headers = Object.fromEntries(
          headers.flatMap((value, i) => (i % 2 === 0 ? [[value, headers[i + 1] ?? '']] : [])),
        );
      },
      end() {
        written.ended = true;
      },
    };
    const fast = createAccelFastPath({ prefix: '/_audio/', isLocal: () => isLocal });
    const took = fast({ method, url } as unknown as IncomingMessage, response as unknown as ServerResponse);
    return { took, ...written };
  };

  it('answers the plain check itself', () => {
    expect(answer('GET', '/Audio/clip-1.m4a')).toEqual({
      took: true,
      status: 200,
      ended: true,
      headers: {
        'x-accel-redirect': '/_audio/clip-1.m4a',
        'content-type': 'audio/mp4',
        'cache-control': 'public, max-age=31536000, immutable',
        'content-length': '0',
      },
    });
    expect(answer('HEAD', '/Audio/clip-1.mp3').took).toBe(true);
  });

  it('passes on everything else untouched', () => {
    for (const [method, url, isLocal] of [
      ['POST', '/Audio/clip.mp3', true],
      ['GET', '/Audio/clip.mp3?v=2', true],
      ['GET', '/Audio/%63lip.mp3', true],
      ['GET', '/Audio/..clip.mp3', true],
      ['GET', '/Audio/.hidden', true],
      ['GET', '/Audio/sub/clip.mp3', true],
      ['GET', '/api/audios', true],
      ['GET', '/Audio/clip.mp3', false],
    ] as const) {
      expect(answer(method, url, isLocal), `${method} ${url}`).toEqual({ took: false, ended: false });
    }
  });
});
