import { type Server, type Socket, createServer, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE } from '../../server/http/errors';
import { TEST_DATABASE_URL, createTestDatabase } from './engines';
import { expectFail, startApp, type TestApp } from './helpers';

/**
 * PostgreSQL going away under a running server: every request answers 503 with a sentence, quickly, never a
 * hang or a stack trace, and the server recovers by itself when the database is back. The database is
 * reached through a TCP relay this test can cut.
 */
describe.skipIf(!TEST_DATABASE_URL)('a lost PostgreSQL connection', () => {
  let relay: Server;
  let port = 0;
  let up = true;
  const sockets = new Set<Socket>();
  let database: { url: string; drop: () => Promise<void> };
  let t: TestApp;

  const listen = () =>
    new Promise<void>((resolve) => {
      relay.listen(port, '127.0.0.1', () => {
        const address = relay.address();
        if (typeof address === 'object' && address) port = address.port;
        resolve();
      });
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    const target = new URL(database.url);
    relay = createServer((client) => {
      if (!up) {
        client.destroy();
        return;
      }
      const server = connect(Number(target.port || 5432), target.hostname);
      for (const socket of [client, server]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(server).pipe(client);
    });
    await listen();
    const viaRelay = new URL(database.url);
    viaRelay.port = String(port);
    t = await startApp({ config: { databaseUrl: viaRelay.toString() } });
  });

  afterAll(async () => {
    await t.close();
    relay.close();
    await database.drop();
  });

  it('answers 503 while the database is gone and recovers when it is back', async () => {
    expect((await t.app.inject('/api/audios/1')).statusCode).toBe(200);
    up = false;
    for (const socket of sockets) socket.destroy();

    for (const url of ['/api/audios/1', '/api/audios?search=madina', '/api/naatkhawans']) {
      const started = Date.now();
      expectFail(await t.app.inject(url), 503, DATABASE_UNAVAILABLE);
      // The pool gives up connecting after 5 s: a failing request never hangs.
      expect(Date.now() - started).toBeLessThan(10_000);
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'admin', password: 'whatever-it-is' },
    });
    expect(login.statusCode).toBe(503);
    expect(login.body).not.toMatch(/at .*\.ts:\d+/);

    up = true;
    expect((await t.app.inject('/api/audios/1')).statusCode).toBe(200);
  }, 60_000);
});
