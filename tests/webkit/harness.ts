/**
 * The WebKit suite's processes: the real server (production build, fresh data folder) and WebKitGTK's
 * WebDriver under Xvfb in a D-Bus session. Each is started here and stopped by its own process id.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Builder, type WebDriver } from 'selenium-webdriver';

export const root = path.resolve(import.meta.dirname, '..', '..');

const MINIBROWSER_CANDIDATES = [
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
];
const REQUIRED_COMMANDS = ['WebKitWebDriver', 'xvfb-run', 'dbus-run-session'];
/** A session normally starts in about a second, several under load. */
const SESSION_START_MS = 20_000;

const hasCommand = (name: string) => spawnSync('sh', ['-c', `command -v ${name}`]).status === 0;

/**
 * Why the suite cannot run here, or null when it can. On CI a missing engine is a failure, never a skip,
 * so a broken install cannot pass silently.
 */
export function missingWebKit(): string | null {
  const missing = REQUIRED_COMMANDS.filter((name) => !hasCommand(name));
  if (!miniBrowserPath()) missing.push('MiniBrowser (webkit2gtk-4.1)');
  if (missing.length === 0) return null;
  const reason =
    `WebKit suite skipped: ${missing.join(', ')} not found. Install Debian's packages with ` +
    '`apt-get install -y --no-install-recommends webkit2gtk-driver xvfb gstreamer1.0-libav dbus`.';
  if (process.env.CI) throw new Error(reason.replace('skipped', 'cannot run on CI'));
  return reason;
}

export function miniBrowserPath(): string | undefined {
  return MINIBROWSER_CANDIDATES.find((candidate) => existsSync(candidate));
}

const pause = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/** Polls a URL until it answers at all (any status), or fails after `timeoutMs`. */
async function waitForUrl(url: string, timeoutMs: number, child: ChildProcess, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${String(child.exitCode)}`);
    try {
      await fetch(url);
      return;
    } catch {
      await pause(200);
    }
  }
  throw new Error(`${what} did not answer ${url} within ${String(timeoutMs)} ms`);
}

/** Stops a child and waits for it to exit; a whole group when it was started detached. */
async function stopChild(child: ChildProcess, group: boolean): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      if (group && child.pid !== undefined) process.kill(-child.pid, name);
      else child.kill(name);
    } catch {
      // Already gone.
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

export interface ServerOptions {
  port: number;
  dataDir: string;
  staticDir: string;
}

/** The real server, as `npm start` runs it, on 127.0.0.1. */
export class AppServer {
  private child: ChildProcess | null = null;
  private log = '';

  constructor(private readonly options: ServerOptions) {}

  /** The end of the server's output, to explain a failure. */
  get logTail(): string {
    return this.log;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${String(this.options.port)}`;
  }

  async start(): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(this.options.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.options.dataDir,
        STATIC_DIR: this.options.staticDir,
        ADMIN_PASSWORD: 'webkit-admin-password',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      // The tail is enough to explain a failed start.
      this.log = (this.log + chunk.toString()).slice(-4000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    this.child = child;
    try {
      await waitForUrl(`${this.baseUrl}/api/health`, 60_000, child, 'The server');
    } catch (error) {
      await this.stop();
      throw new Error(`${(error as Error).message}\n${this.log}`);
    }
  }

  async stop(): Promise<void> {
    if (this.child) await stopChild(this.child, false);
    this.child = null;
  }
}

/**
 * GStreamer's Opus decoders ranked out of use (rank NONE): WebKitGTK then answers canPlayType '' for Opus in
 * every container and plays none, like Safari before 17 and older iPhones, so the suite covers the player's
 * AAC fallback. What WebKit plays of MP3 and AAC is unchanged.
 */
export const WITHOUT_OPUS = { GST_PLUGIN_FEATURE_RANK: 'opusdec:NONE,avdec_opus:NONE' };

/** WebKitWebDriver under Xvfb (WebKitGTK has no headless mode) inside its own D-Bus session. */
export class WebKitDriver {
  private child: ChildProcess | null = null;

  constructor(private readonly port: number) {}

  get url(): string {
    return `http://127.0.0.1:${String(this.port)}`;
  }

  async start(): Promise<void> {
    // Detached: its own process group, so stopping it also ends Xvfb, MiniBrowser and the D-Bus daemon.
    const child = spawn(
      'dbus-run-session',
      [
        '--',
        'xvfb-run',
        '-a',
        '-s',
        '-screen 0 1280x800x24 -nolisten tcp',
        'WebKitWebDriver',
        `--port=${String(this.port)}`,
      ],
      // MiniBrowser inherits the environment: a WebKit that cannot play Opus.
      { detached: true, stdio: 'ignore', env: { ...process.env, ...WITHOUT_OPUS } },
    );
    this.child = child;
    try {
      await waitForUrl(`${this.url}/status`, 30_000, child, 'WebKitWebDriver');
    } catch (error) {
      await this.stop();
      throw error;
    }
  }

  /**
   * A new browser with an empty profile. `storageApi: false` leaves out WebKit's StorageAPI features, so
   * `navigator.storage` is undefined as in some Safari versions and embedded web views. The autoplay policy
   * is Safari's: sound starts only from a user gesture (a WebDriver click is one), muted media may autoplay.
   * WebKitWebDriver now and then never answers a new-session request (MiniBrowser did not come up); a fresh
   * driver does, so the request is given SESSION_START_MS and then retried once on a restarted driver.
   */
  async session(options: { storageApi?: boolean } = {}): Promise<WebDriver> {
    try {
      return await this.startSession(options);
    } catch (error) {
      console.log(`${(error as Error).message}: restarting WebKitWebDriver and trying once more.`);
      await this.stop();
      await this.start();
      return this.startSession(options);
    }
  }

  private async startSession({ storageApi = true }: { storageApi?: boolean }): Promise<WebDriver> {
    const binary = miniBrowserPath();
    if (!binary) throw new Error('MiniBrowser not found');
    const args = ['--automation', '--autoplay-policy=allow-without-sound'];
    if (storageApi) args.push('--features=+StorageAPI,+StorageAPIEstimate');
    const building = new Builder()
      .usingServer(this.url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary, args },
      })
      .build();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        reject(new Error(`No WebKit session within ${String(SESSION_START_MS)} ms`));
      }, SESSION_START_MS);
    });
    try {
      const driver = await Promise.race([building, timeout]);
      await driver.manage().setTimeouts({ script: 30_000, pageLoad: 30_000 });
      return driver;
    } finally {
      clearTimeout(timer);
    }
  }

  async stop(): Promise<void> {
    if (this.child) await stopChild(this.child, true);
    this.child = null;
  }
}
