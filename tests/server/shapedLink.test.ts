/**
 * The benchmark's slow link (bench/shapedLink.ts): it may never be faster than its rate and round trip allow
 * (the first-sound figures are checked against exactly that floor), it counts what it delivered, and it sees
 * the requests that cross it. Only lower bounds are asserted: a busy machine may make it slower, never faster.
 */
import { createServer, connect, type Server } from 'node:net';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ShapedLink, startShapedLink } from '../../bench/shapedLink';

const BYTES = 100_000;
const RATE = 1_600_000;
const RTT = 150;

describe('the shaped link', () => {
  let server: Server;
  let link: ShapedLink;
  beforeAll(async () => {
    // Answers any request line with BYTES bytes.
    server = createServer((socket) => {
      socket.once('data', () => socket.end(Buffer.alloc(BYTES, 7)));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    link = await startShapedLink({
      target: { host: '127.0.0.1', port: typeof address === 'object' && address ? address.port : 0 },
      downBitsPerSecond: RATE,
      upBitsPerSecond: RATE,
      roundTripMs: RTT,
    });
  });
  afterAll(async () => {
    await link.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const fetchOver = (): Promise<{ received: number; startedMs: number; endedMs: number }> =>
    new Promise((resolve, reject) => {
      const port = Number(new URL(link.base).port);
      const startedMs = performance.timeOrigin + performance.now();
      let received = 0;
      const socket = connect(port, '127.0.0.1', () => socket.write('GET /Audio/x.mp3 HTTP/1.1\r\n\r\n'));
      socket.on('data', (chunk: Buffer) => (received += chunk.length));
      socket.on('end', () =>
        resolve({ received, startedMs, endedMs: performance.timeOrigin + performance.now() }),
      );
      socket.on('error', reject);
    });

  it('takes at least the handshake, a round trip and the bytes at its rate, and counts them', async () => {
    const { received, startedMs, endedMs } = await fetchOver();
    expect(received).toBe(BYTES);
    const floor = 2 * RTT + (BYTES * 8 * 1000) / RATE;
    expect(endedMs - startedMs).toBeGreaterThanOrEqual(floor - 2);
    expect(link.bytesDown(startedMs, endedMs)).toBe(BYTES);
    expect(link.requests().at(-1)?.line).toBe('GET /Audio/x.mp3');
  });

  it('passes bytes straight through when shaping is off', async () => {
    link.shape(false);
    try {
      const { received } = await fetchOver();
      expect(received).toBe(BYTES);
    } finally {
      link.shape(true);
    }
  });
});
