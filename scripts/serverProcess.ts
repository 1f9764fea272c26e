import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from './freePort';

const root = path.resolve(import.meta.dirname, '..');

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port> */
  base: string;
  port: number;
  /** Everything the server printed so far. */
  output(): string;
  /** SIGTERM: the server finishes running requests and exits. */
  stop(): Promise<void>;
  /** SIGKILL: no chance to clean up, as a crash. */
  kill(): Promise<void>;
}

/**
 * The real server (`node --import tsx server/main.ts`) as a child process on a free port of 127.0.0.1, for the
 * tests and the benchmark that need real processes (crashes, several instances, nginx in front). Resolves once
 * `/api/health` answers; rejects with the server's output if it exits first or takes over a minute. `env`
 * adds to (and overrides) this process's own environment.
 */
export async function startServerProcess(
  env: Record<string, string>,
  script = 'server/main.ts',
  readyPath = '/api/health',
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env, PORT: String(port) },
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
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${script} exited before it was ready:\n${output}`);
    }
    try {
      if ((await fetch(`${base}${readyPath}`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await signal('SIGKILL')();
      throw new Error(`${script} was not ready within a minute:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, base, port, output: () => output, stop: signal('SIGTERM'), kill: signal('SIGKILL') };
}
