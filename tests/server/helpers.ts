import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../../server/app';
import { testConfig, type Config } from '../../server/config';
import type { Engine } from '../../server/db/schema';
import { emptyPostgresDatabase } from './engines';

export const ADMIN_PASSWORD = 'test-admin-password';

/** A clock the test moves by hand. */
export interface TestClock {
  now: number;
  advance(ms: number): void;
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  clock: TestClock;
  /** Closes the app and removes its temporary DATA_DIR. */
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** 'sqlite' (default): a file in the temporary DATA_DIR; 'postgres': this test file's test database. */
  engine?: Engine;
  seed?: boolean;
  staticDir?: string;
  config?: Partial<Config>;
  /** How the login limits wait (default a real timer). */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * A real app on a fresh temporary DATA_DIR (audio folder, and the SQLite file unless the engine is
 * PostgreSQL, whose test database starts empty) with a hand-moved clock.
 */
export async function startApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'naat-server-test-'));
  const databaseUrl = options.engine === 'postgres' ? await emptyPostgresDatabase() : null;
  const config = testConfig({
    databaseUrl,
    dataDir,
    ...(options.staticDir === undefined ? {} : { staticDir: options.staticDir }),
    adminPassword: ADMIN_PASSWORD,
    ...options.config,
  });
  const clock: TestClock = {
    now: Date.UTC(2026, 0, 15, 12, 0, 0),
    advance(ms) {
      this.now += ms;
    },
  };
  const app = await buildApp(config, {
    seed: options.seed ?? true,
    now: () => clock.now,
    ...(options.sleep ? { sleep: options.sleep } : {}),
  });
  return {
    app,
    config,
    clock,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Logs in and returns the bearer token (each call costs one argon2 verification). */
export async function login(app: FastifyInstance, password = ADMIN_PASSWORD): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username: 'admin', password },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { token: string } }>().data.token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Asserts a `Fail` answer with this status and exact message. */
export function expectFail(
  response: { statusCode: number; json: () => unknown },
  status: number,
  error: string | RegExp,
): void {
  expect(response.statusCode).toBe(status);
  const body = response.json() as { success: unknown; data: unknown; error: unknown };
  expect(body.success).toBe(false);
  expect(body.data).toBeNull();
  if (typeof error === 'string') expect(body.error).toBe(error);
  else expect(body.error).toMatch(error);
}

/** A tiny stand-in for `vite build` output, with the placeholders the real build keeps. */
export function makeFakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'naat-fake-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta name="application-name" content="__APP_NAME__"><title>__APP_NAME__</title><link rel="manifest" href="/manifest.webmanifest"></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"__APP_NAME__","short_name":"Naats"}');
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(dir, 'assets', 'index-AbC123.js'), 'console.log("app");');
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  return dir;
}
