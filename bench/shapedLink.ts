/**
 * A slow network link for the benchmark, outside the browser: a TCP proxy in front of the server that carries
 * every byte the page and its service worker exchange with it at a set bit rate each way and a set round-trip
 * time (Chromium's own network emulation does not shape what a service worker fetches, so it measured an
 * unshaped link). Each direction is one link shared by all connections: a byte waits for the link to be free,
 * takes its serialisation time (bytes × 8 / rate), then half the round trip to arrive. A new connection
 * first waits one round trip (the TCP handshake). What it does not model: TCP slow start and loss, so a real
 * link of these figures is slower, never faster.
 *
 * Hand-written rather than on a throttling-stream package: those are token buckets that fill up while the
 * link is idle (stream-throttle's holds one second of bytes), so the first 200 KB after a pause, exactly the
 * moment a first-sound figure measures, would arrive at once. The kernel's netem is not available here.
 */
import { type Socket, connect, createServer } from 'node:net';
import { performance } from 'node:perf_hooks';

export interface LinkOptions {
  /** The server behind the link. */
  target: { host: string; port: number };
  downBitsPerSecond: number;
  upBitsPerSecond: number;
  roundTripMs: number;
}

export interface ShapedLink {
  /** http://127.0.0.1:<port>: the server as seen over the link. */
  base: string;
  /** Shaping on (the default) or off (a fast warm-up through the same proxy). */
  shape(on: boolean): void;
  /** Bytes the link delivered to the browser between two epoch times (ms, performance.timeOrigin based). */
  bytesDown(fromMs: number, toMs: number): number;
  /** The request lines of every request sent over the link, in order (which file was fetched). */
  requests(): readonly { atMs: number; line: string }[];
  close(): Promise<void>;
}

/** Bytes a connection may have waiting on the link before its sender is paused (a window and a buffer). */
const QUEUE_LIMIT = 64 * 1024;
/** The link carries packets of at most this many bytes, as Ethernet does. */
const PACKET = 1460;

const epochNow = (): number => performance.timeOrigin + performance.now();

interface Packet {
  bytes: Buffer;
  to: Socket;
  /** Its connection's queue, to release the sender when drained. */
  lane: Lane;
}

interface Lane {
  /** Bytes waiting for the link, and on their way over it. */
  queued: number;
  inFlight: number;
  from: Socket;
  to: Socket;
  /** A new connection's first bytes wait for its handshake. */
  notBefore: number;
  /** The sender has finished: the receiver is ended once everything has arrived. */
  ending: boolean;
}

/** Ends the receiving side once the sender has finished and its last bytes have crossed the link. */
function settle(lane: Lane): void {
  if (lane.ending && lane.queued === 0 && lane.inFlight === 0 && !lane.to.destroyed) lane.to.end();
}

/** One direction of the link: packets leave one at a time at the link's rate, then travel half the RTT. */
class Direction {
  private readonly queue: Packet[] = [];
  private freeAt = 0;
  private timer: NodeJS.Timeout | null = null;
  readonly delivered: { atMs: number; bytes: number }[] = [];

  constructor(
    private readonly bitsPerSecond: number,
    private readonly oneWayMs: number,
    private readonly shaped: () => boolean,
    private readonly record: boolean,
  ) {}

  send(lane: Lane, chunk: Buffer): void {
    const to = lane.to;
    if (!this.shaped() && this.queue.length === 0 && this.timer === null && lane.inFlight === 0) {
      to.write(chunk);
      if (this.record) this.delivered.push({ atMs: epochNow(), bytes: chunk.length });
      return;
    }
    for (let start = 0; start < chunk.length; start += PACKET) {
      const bytes = chunk.subarray(start, start + PACKET);
      this.queue.push({ bytes, to, lane });
      lane.queued += bytes.length;
    }
    if (lane.queued > QUEUE_LIMIT) lane.from.pause();
    this.pump();
  }

  private pump(): void {
    if (this.timer !== null) return;
    const now = epochNow();
    // Packets of connections closed meanwhile never take the link (a cancelled request frees it).
    while (this.queue[0]?.to.destroyed) this.take();
    const head = this.queue[0];
    if (!head) return;
    const start = Math.max(now, this.freeAt, head.lane.notBefore);
    this.freeAt = start + (head.bytes.length * 8 * 1000) / this.bitsPerSecond;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        const packet = this.take();
        if (packet) {
          packet.lane.inFlight += packet.bytes.length;
          setTimeout(() => {
            packet.lane.inFlight -= packet.bytes.length;
            if (packet.to.destroyed) return;
            packet.to.write(packet.bytes);
            if (this.record) this.delivered.push({ atMs: epochNow(), bytes: packet.bytes.length });
            settle(packet.lane);
          }, this.oneWayMs);
        }
        this.pump();
      },
      Math.max(0, this.freeAt - now),
    );
  }

  private take(): Packet | undefined {
    const packet = this.queue.shift();
    if (!packet) return undefined;
    packet.lane.queued -= packet.bytes.length;
    if (packet.lane.queued <= QUEUE_LIMIT / 2 && packet.lane.from.isPaused()) packet.lane.from.resume();
    return packet;
  }
}

export async function startShapedLink(options: LinkOptions): Promise<ShapedLink> {
  let shaping = true;
  const oneWay = options.roundTripMs / 2;
  const down = new Direction(options.downBitsPerSecond, oneWay, () => shaping, true);
  const up = new Direction(options.upBitsPerSecond, oneWay, () => shaping, false);
  const requests: { atMs: number; line: string }[] = [];
  const sockets = new Set<Socket>();

  const server = createServer({ allowHalfOpen: true }, (browser) => {
    const upstream = connect({ port: options.target.port, host: options.target.host, allowHalfOpen: true });
    sockets.add(browser).add(upstream);
    const handshake = shaping ? epochNow() + options.roundTripMs : 0;
    const lane = (from: Socket, to: Socket, notBefore: number): Lane => ({
      queued: 0,
      inFlight: 0,
      from,
      to,
      notBefore,
      ending: false,
    });
    const upLane = lane(browser, upstream, handshake);
    const downLane = lane(upstream, browser, 0);
    browser.on('data', (chunk: Buffer) => {
      for (const match of chunk.toString('latin1').matchAll(/^(GET|HEAD|POST|PUT|DELETE) \S+/gm)) {
        requests.push({ atMs: epochNow(), line: match[0] });
      }
      up.send(upLane, chunk);
    });
    upstream.on('data', (chunk: Buffer) => down.send(downLane, chunk));
    // A finished side is passed on once its bytes have crossed; a broken one (or the browser closing, as it
    // does to cancel a request) drops the connection and whatever it still had on the link.
    browser.on('end', () => {
      upLane.ending = true;
      settle(upLane);
    });
    upstream.on('end', () => {
      downLane.ending = true;
      settle(downLane);
    });
    const drop = () => {
      browser.destroy();
      upstream.destroy();
      sockets.delete(browser);
      sockets.delete(upstream);
    };
    browser.on('close', drop).on('error', drop);
    upstream.on('error', drop);
    upstream.on('close', () => {
      if (downLane.queued === 0 && downLane.inFlight === 0) drop();
      else browser.once('finish', drop);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    base: `http://127.0.0.1:${port}`,
    shape(on) {
      shaping = on;
    },
    bytesDown: (fromMs, toMs) =>
      down.delivered.filter((d) => d.atMs >= fromMs && d.atMs <= toMs).reduce((n, d) => n + d.bytes, 0),
    requests: () => requests,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
