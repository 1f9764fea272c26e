import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// Plain JavaScript (typed by render-nginx.d.mts), so that operators can run it with node alone.
import { renderNginx } from '../deploy/render-nginx.mjs';
import { freePort } from './freePort';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** Whether Debian's nginx is installed (tests that need it are skipped, or fail in CI, without it). */
export const hasNginx = (): boolean => spawnSync(NGINX, ['-v']).status === 0;

export interface NginxFront {
  base: string;
  /** The rendered site file, as an operator would install it. */
  site: string;
  /** What nginx logged (errors). */
  errors(): string;
  stop(): Promise<void>;
}

export interface NginxOptions {
  /** host:port of each app instance. */
  instances: string[];
  staticDir: string;
  audioDir: string;
  /** Any extra `server { }` blocks for the same http block (the benchmark's plain-file reference). */
  extra?: string;
  workers?: number;
}

/**
 * Runs Debian's nginx in the foreground with deploy/naat-stream.conf (rendered by deploy/render-nginx.mjs)
 * inside a minimal main configuration of its own: temporary folders, pid and logs in a private prefix, so it
 * needs nothing of /etc/nginx but mime.types and never touches a system nginx.
 */
export async function startNginx(options: NginxOptions): Promise<NginxFront> {
  const prefix = mkdtempSync(path.join(tmpdir(), 'naat-nginx-'));
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(prefix, dir));
  const port = await freePort();
  const site = renderNginx({
    listen: `127.0.0.1:${port}`,
    instances: options.instances,
    staticDir: options.staticDir,
    audioDir: options.audioDir,
  });
  writeFileSync(path.join(prefix, 'naat-stream.conf'), site);
  // Root's workers would otherwise run as nobody, who cannot read the tests' private temporary folders.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `${user}
worker_processes ${options.workers ?? 1};
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${prefix}/naat-stream.conf;
${options.extra ?? ''}
}
`,
  );
  const child: ChildProcess = spawn(
    NGINX,
    ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const errors = () => {
    try {
      return stderr + readFileSync(path.join(prefix, 'error.log'), 'utf8');
    } catch {
      return stderr;
    }
  };
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited at start:\n${errors()}`);
    try {
      await fetch(`${base}/assets/`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not listen within 10 s:\n${errors()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    base,
    site,
    errors,
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
