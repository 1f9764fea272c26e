import { type ChildProcess, spawn } from 'node:child_process';
import { get as httpGet } from 'node:http';
import path from 'node:path';
import { freePort } from './freePort';

const root = path.resolve(import.meta.dirname, '..');

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port>; for a server on a Unix socket, `unix:<path>` (fetch cannot reach it). */
  base: string;
  /** The instance as deploy/render-nginx.mjs names it: 127.0.0.1:<port> or unix:<path>. */
  address: string;
  /** Everything the server printed so far. */
  output(): string;
  /** SIGTERM: the server finishes running requests and exits. */
  stop(): Promise<void>;
  /** SIGKILL: no chance to clean up, as a crash. */
  kill(): Promise<void>;
}

/** The status of a GET over a Unix socket (fetch cannot reach one). */
export function getOverSocket(socketPath: string, urlPath: string): Promise<number> {
  return new Promise((resolve, reject) => {
    httpGet({ socketPath, path: urlPath }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).once('error', reject);
  });
}

/**
 * The real server (`node --import tsx server/main.ts`) as a child process on a free port of 127.0.0.1 (or on
 * the Unix socket `env.SOCKET_PATH` names), for the tests and the benchmark that need real processes
 * (crashes, several instances, nginx in front). Resolves once `/api/health` answers; rejects with the
 * server's output if it exits first or takes over a minute. `env` adds to (and overrides) this process's own
 * environment.
 */
export async function startServerProcess(
  env: Record<string, string>,
  script = 'server/main.ts',
  readyPath = '/api/health',
): Promise<ServerProcess> {
  const socketPath = env.SOCKET_PATH;
  // A server on a socket is given no port or host (undefined leaves a variable out of the child's environment).
  const port = socketPath ? undefined : String(await freePort());
  const host = socketPath ? undefined : '127.0.0.1';
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, HOST: host, LOG_LEVEL: 'warn', ...env, PORT: port },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  const address = socketPath ? `unix:${socketPath}` : `127.0.0.1:${String(port)}`;
  const base = socketPath ? address : `http://${address}`;
  const status = socketPath
    ? () => getOverSocket(socketPath, readyPath)
    : async () => (await fetch(`${base}${readyPath}`)).status;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${script} exited before it was ready:\n${output}`);
    }
    try {
      const answer = await status();
      if (answer >= 200 && answer < 300) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await signal('SIGKILL')();
      throw new Error(`${script} was not ready within a minute:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, base, address, output: () => output, stop: signal('SIGTERM'), kill: signal('SIGKILL') };
}
