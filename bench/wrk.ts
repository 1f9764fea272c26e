/**
 * Load from wrk (Debian's `wrk`, a C load generator in its own process): autocannon, in Node on the same two
 * cores, saturates before the servers do (its 263 ranges/s were its own limit, where wrk sees about 800 from
 * the app and 7,800 from nginx). Each run replays a fixed, seeded list of requests in random order through a
 * small Lua script.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const WRK = process.env.WRK_PATH ?? 'wrk';
export const hasWrk = (): boolean => spawnSync(WRK, ['--version']).error === undefined;

export interface WrkRequest {
  path: string;
  headers?: Record<string, string>;
}

export interface WrkResult {
  rps: number;
  /** 99th percentile latency, milliseconds. */
  p99: number;
  /** Socket errors plus answers other than 2xx/3xx. */
  bad: number;
  seconds: number;
  requests: number;
}

const lua = (value: string): string => `"${value.replace(/[\\"]/g, (c) => `\\${c}`).replace(/\n/g, '\\n')}"`;

function script(requests: readonly WrkRequest[]): string {
  const entries = requests.map((request) => {
    const headers = Object.entries(request.headers ?? {})
      .map(([name, value]) => `[${lua(name)}]=${lua(value)}`)
      .join(',');
    return `{${lua(request.path)},{${headers}}}`;
  });
  return `local requests = {${entries.join(',\n')}}
math.randomseed(42)
request = function()
  local r = requests[math.random(#requests)]
  return wrk.format("GET", r[1], r[2])
end
`;
}

/** Seconds like "1.20ms", "3.4s", "850.00us" in milliseconds. */
function millis(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  const unit = match[2];
  return unit === 'us' ? value / 1000 : unit === 's' ? value * 1000 : unit === 'm' ? value * 60_000 : value;
}

export function parseWrk(output: string): Omit<WrkResult, 'seconds'> {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? Number.NaN);
  const p99 = millis(/^\s+99%\s+(\S+)/m.exec(output)?.[1] ?? '');
  const requests = Number(/(\d+) requests in/.exec(output)?.[1] ?? 0);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return { rps, p99, requests, bad: non2xx + socketErrors };
}

export interface WrkOptions {
  base: string;
  requests: readonly WrkRequest[];
  seconds: number;
  connections: number;
  threads?: number;
}

export async function runWrk(options: WrkOptions): Promise<WrkResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'naat-wrk-'));
  const file = path.join(dir, 'requests.lua');
  writeFileSync(file, script(options.requests));
  try {
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(
        WRK,
        [
          `-t${options.threads ?? 2}`,
          `-c${options.connections}`,
          `-d${options.seconds}s`,
          '--latency',
          '-s',
          file,
          options.base,
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.once('error', reject);
      child.once('exit', (code) =>
        code === 0 ? resolve(text) : reject(new Error(`wrk exited ${code}:\n${text}`)),
      );
    });
    return { ...parseWrk(output), seconds: options.seconds };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
