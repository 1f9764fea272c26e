/**
 * A small page-object layer over WebDriver: the steps a listener takes ("open a naat page", "press play",
 * "read the player's time", "download the naat", "open the queue") written once, finding elements the way a
 * user does, by role and accessible name or by visible text.
 */
import { Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { clockSeconds, DOWNLOADS_CACHE, type Listener, type PlayerButton } from '../shared/listener';

export type Role =
  'main' | 'button' | 'link' | 'region' | 'dialog' | 'timer' | 'heading' | 'slider' | 'listitem';

/** Where to look: inside the element with this role (and this name, when given). */
export interface Scope {
  role: Role;
  name?: string;
}

const DEFAULT_WAIT = 15_000;

/**
 * Runs in the page: the visible elements with this role whose accessible name equals `name` (or, with
 * `partial`, contains it), inside the optional scope. The name is aria-label, then aria-labelledby, then the
 * text, which is what the app's markup uses.
 */
const FIND_BY_ROLE = `
const [role, name, partial, scopeRole, scopeName] = arguments;
const selectors = {
  main: 'main, [role="main"]',
  button: 'button, [role="button"]',
  link: 'a[href], [role="link"]',
  region: 'section[aria-label], section[aria-labelledby], [role="region"]',
  dialog: 'dialog, [role="dialog"]',
  timer: '[role="timer"]',
  heading: 'h1, h2, h3, [role="heading"]',
  slider: '[role="slider"], input[type="range"]',
  listitem: 'li, [role="listitem"]',
};
const accessibleName = (el) => {
  const label = el.getAttribute('aria-label');
  if (label) return label.trim();
  const by = el.getAttribute('aria-labelledby');
  if (by) return by.split(/\\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ').replace(/\\s+/g, ' ').trim();
  return textOf(el, true).replace(/\\s+/g, ' ').trim();
};
// Text as a screen reader reads it: aria-hidden parts (badges, icons) are left out.
const textOf = (node, top) => {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (node.nodeType !== Node.ELEMENT_NODE || node.getAttribute('aria-hidden') === 'true') return '';
  const label = node.getAttribute('aria-label');
  if (label && !top) return label;
  return [...node.childNodes].map((child) => textOf(child, false)).join('');
};
const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
const matches = (el, wanted, loose) => loose ? accessibleName(el).includes(wanted) : accessibleName(el) === wanted;
let roots = [document];
if (scopeRole) roots = [...document.querySelectorAll(selectors[scopeRole])].filter((el) => visible(el) && (scopeName === null || matches(el, scopeName, false)));
return roots.flatMap((rootEl) => [...rootEl.querySelectorAll(selectors[role])]).filter((el) => visible(el) && matches(el, name, partial));
`;

/** The shared listener steps (tests/shared/listener.ts) are implemented here for WebDriver. */
export class NaatApp implements Listener {
  constructor(
    readonly driver: WebDriver,
    readonly baseUrl: string,
  ) {}

  // --- finding and waiting -------------------------------------------------------------------------------

  async findAll(role: Role, name: string, options: { scope?: Scope; partial?: boolean } = {}) {
    const { scope, partial = false } = options;
    return await this.driver.executeScript<WebElement[]>(
      FIND_BY_ROLE,
      role,
      name,
      partial,
      scope?.role ?? null,
      scope?.name ?? null,
    );
  }

  /** Waits until `check` answers a truthy value and returns it; fails with `what` after the timeout. */
  async until<T>(what: string, check: () => Promise<T>, timeout = DEFAULT_WAIT): Promise<NonNullable<T>> {
    let last: T | undefined;
    await this.driver.wait(
      async () => {
        try {
          last = await check();
        } catch {
          // A node re-rendered under us, or the page is navigating: look again.
          last = undefined;
        }
        return Boolean(last);
      },
      timeout,
      `Timed out waiting for ${what}`,
    );
    return last as NonNullable<T>;
  }

  async element(role: Role, name: string, scope?: Scope): Promise<WebElement> {
    const where = scope ? ` in ${scope.role}${scope.name === undefined ? '' : ` "${scope.name}"`}` : '';
    return this.until(`${role} "${name}"${where}`, async () => {
      const [first] = await this.findAll(role, name, scope ? { scope } : {});
      return first;
    });
  }

  async click(role: Role, name: string, scope?: Scope): Promise<void> {
    const target = await this.element(role, name, scope);
    // WebKitWebDriver does not scroll an element below the fold into view before clicking it.
    await this.driver.executeScript("arguments[0].scrollIntoView({ block: 'center' })", target);
    // A WebDriver click is a user gesture in WebKit, which is what lets unmuted audio start.
    await target.click();
  }

  async isEnabled(role: Role, name: string, scope?: Scope): Promise<boolean> {
    return (await this.element(role, name, scope)).isEnabled();
  }

  async waitForEnabled(role: Role, name: string, enabled: boolean, scope?: Scope): Promise<void> {
    await this.until(`${role} "${name}" to be ${enabled ? 'enabled' : 'disabled'}`, async () => {
      return (await this.isEnabled(role, name, scope)) === enabled;
    });
  }

  async bodyText(): Promise<string> {
    return await this.driver.executeScript<string>('return document.body.innerText');
  }

  async waitForText(text: string, timeout = DEFAULT_WAIT): Promise<void> {
    await this.until(`the text "${text}"`, async () => (await this.bodyText()).includes(text), timeout);
  }

  /** Runs an async function in the page and answers its result. */
  async inPage<T>(body: string, ...args: unknown[]): Promise<T> {
    // executeAsyncScript's last argument is the callback; errors come back as { error } and are rethrown.
    const result = await this.driver.executeAsyncScript<{ value?: T; error?: string }>(
      `const done = arguments[arguments.length - 1];
       const args = Array.prototype.slice.call(arguments, 0, -1);
       (async (...args) => { ${body} })(...args).then((value) => done({ value }), (error) => done({ error: String(error) }));`,
      ...args,
    );
    if (result.error !== undefined) throw new Error(`In the page: ${result.error}`);
    return result.value as T;
  }

  // --- pages ---------------------------------------------------------------------------------------------

  async open(path: string): Promise<void> {
    await this.driver.get(`${this.baseUrl}${path}`);
  }

  /** Reloads the page and answers its main heading once it shows again. */
  async reload(): Promise<string> {
    await this.driver.navigate().refresh();
    return this.heading();
  }

  /** The visible level-one heading's text, once there is one. */
  async heading(): Promise<string> {
    return this.until('a level-one heading', async () => {
      const text = await this.driver.executeScript<string>(
        "const h = document.querySelector('main h1, h1'); return h && h.getClientRects().length ? h.textContent.trim() : ''",
      );
      return text;
    });
  }

  /** Opens an address and answers the page's main heading once it shows. */
  async visit(path: string): Promise<string> {
    await this.open(path);
    return this.heading();
  }

  /** Opens a naat page and answers its title (the page's main heading). */
  async openNaat(id: number): Promise<string> {
    return this.visit(`/naat/${String(id)}`);
  }

  static readonly main: Scope = { role: 'main' };

  async followLink(name: string, heading: string): Promise<void> {
    await this.click('link', name, NaatApp.main);
    await this.until(`the page "${heading}"`, async () => (await this.heading()) === heading);
  }

  async seeButton(name: string): Promise<void> {
    await this.element('button', name, NaatApp.main);
  }

  // --- the player ----------------------------------------------------------------------------------------

  static readonly player: Scope = { role: 'region', name: 'Player' };

  /** Presses "Play Naat" on the naat page and waits until the bottom player shows that title. */
  async pressPlay(title: string): Promise<void> {
    await this.click('button', 'Play Naat', NaatApp.main);
    await this.seePlaying(title);
  }

  async seePlaying(title: string): Promise<void> {
    await this.element('link', title, NaatApp.player);
  }

  async clickInPlayer(name: PlayerButton): Promise<void> {
    await this.click('button', name, NaatApp.player);
  }

  async seeInPlayer(name: PlayerButton): Promise<void> {
    await this.element('button', name, NaatApp.player);
  }

  async seeEnabledInPlayer(name: PlayerButton, enabled: boolean): Promise<void> {
    await this.waitForEnabled('button', name, enabled, NaatApp.player);
  }

  async playerTime(): Promise<number> {
    const timer = await this.element('timer', 'Elapsed time', NaatApp.player);
    return clockSeconds(await timer.getText());
  }

  /** The duration the player shows (the element's own once it knows it, else the catalogue's). */
  async playerDuration(): Promise<number> {
    const text = await this.driver.executeScript<string>(
      `const label = document.querySelector('section[aria-label="Player"] [aria-label="Duration"]');
       return label ? label.textContent : '';`,
    );
    return clockSeconds(text);
  }

  /** Fails with the audio element's and Howler's state, to explain a playback that does not move. */
  async waitForTime(atLeast: number, timeout = 20_000): Promise<number> {
    return this.until(
      `the player's time to reach ${String(atLeast)} s`,
      async () => {
        const now = await this.playerTime();
        return now >= atLeast ? now : 0;
      },
      timeout,
    ).catch(async (error: unknown) => {
      const audio = await this.audioState().catch(() => 'unknown (the page did not answer)');
      throw new Error(`${(error as Error).message}; audio: ${audio}`);
    });
  }

  /**
   * The <audio> element's and Howler's state, to explain a playback that does not move (Howler exposes
   * its Howl objects on window in the browser build).
   */
  async audioState(): Promise<string> {
    return await this.driver.executeScript<string>(
      `const howl = window.Howler && window.Howler._howls[0];
       const node = howl && howl._sounds[0] && howl._sounds[0]._node;
       if (!node) return 'no audio element';
       return JSON.stringify({ readyState: node.readyState, networkState: node.networkState, paused: node.paused,
         seeking: node.seeking, currentTime: node.currentTime, duration: node.duration, howlState: howl._state,
         playLock: howl._playLock, queue: howl._queue.map((task) => task.event) });`,
    );
  }

  /** Whether the audio element itself is paused (a Pause press the engine queued would leave it playing). */
  async audioPaused(): Promise<boolean> {
    return await this.driver.executeScript<boolean>(
      `const howl = window.Howler && window.Howler._howls[0];
       const node = howl && howl._sounds[0] && howl._sounds[0]._node;
       return Boolean(node && node.paused);`,
    );
  }

  /** Waits until the time moves at least `seconds` past where it is now, i.e. the audio really plays. */
  async waitForProgress(seconds = 1): Promise<number> {
    return this.waitForTime((await this.playerTime()) + seconds);
  }

  /** Seeks ahead with the keyboard on the seek bar: each Page Up is a larger step. */
  async seekAhead(presses: number): Promise<void> {
    const seek = await this.element('slider', 'Seek', NaatApp.player);
    // Focus without clicking: a click on the bar would itself seek to where it lands.
    await this.driver.executeScript('arguments[0].focus()', seek);
    for (let press = 0; press < presses; press += 1) await seek.sendKeys(Key.PAGE_UP);
  }

  /** The title the Media Session shows on the lock screen and in system controls. */
  async mediaSessionTitle(): Promise<string | null> {
    return await this.driver.executeScript<string | null>(
      'return navigator.mediaSession && navigator.mediaSession.metadata ? navigator.mediaSession.metadata.title : null',
    );
  }

  async seeMediaSessionTitle(title: string): Promise<void> {
    await this.until(
      `the Media Session title "${title}"`,
      async () => (await this.mediaSessionTitle()) === title,
    );
  }

  // --- queue and favorites -------------------------------------------------------------------------------

  /** The titles of the naats the app has saved under this key (it saves shortly after a change). */
  private async savedTitles(key: 'queue' | 'favorites'): Promise<string[]> {
    return ((await this.savedKey<{ title: string }[]>(key)) ?? []).map((naat) => naat.title);
  }

  async addToQueue(title: string): Promise<void> {
    await this.click('button', 'Add to Queue', NaatApp.main);
    await this.waitForText(`Added "${title}" to queue`);
    await this.until('the queue to be saved', async () => (await this.savedTitles('queue')).includes(title));
  }

  async favorite(title: string): Promise<void> {
    await this.click('button', 'Add to favorites', NaatApp.main);
    await this.waitForText(`Added to favorites: ${title}`);
    await this.seeButton('Remove from favorites');
    await this.until('the favorites to be saved', async () =>
      (await this.savedTitles('favorites')).includes(title),
    );
  }

  async playQueue(count: number): Promise<void> {
    await this.click('button', `Play queue (${String(count)})`);
  }

  async seeInQueue(count: number, title: string): Promise<void> {
    const name = `Queue (${String(count)})`;
    await this.click('button', name, NaatApp.player);
    await this.element('button', `Remove "${title}" from queue`, { role: 'dialog', name });
  }

  /** A key of the app's IndexedDB store, read in the page (the app saves state shortly after a change). */
  async savedKey<T>(key: string): Promise<T | undefined> {
    return this.inPage<T | undefined>(
      `const [key] = args;
       return await new Promise((resolve, reject) => {
         const open = indexedDB.open('naat-stream');
         // Not there yet (the app creates it with its first write): read as nothing, without creating it.
         open.onupgradeneeded = () => open.transaction.abort();
         open.onerror = () =>
           open.error && open.error.name === 'AbortError' ? resolve(undefined) : reject(new Error('cannot open the database'));
         open.onsuccess = () => {
           const get = open.result.transaction('keyval').objectStore('keyval').get(key);
           get.onsuccess = () => { open.result.close(); resolve(get.result); };
           get.onerror = () => reject(get.error);
         };
       });`,
      key,
    );
  }

  // --- the service worker and downloads ------------------------------------------------------------------

  /** The first visit installs the worker; after a reload it controls the page. */
  async controlledVisit(path = '/'): Promise<void> {
    await this.open(path);
    await this.inPage('await navigator.serviceWorker.ready; return true;');
    await this.reload();
    await this.until('the service worker to control the page', async () =>
      this.driver.executeScript('return navigator.serviceWorker.controller !== null'),
    );
  }

  /** Downloads the naat shown on its page and waits for the app's success message. */
  async download(title: string): Promise<void> {
    // The page's own button: the player may show another one for the playing naat.
    await this.click('button', `Download ${title}`, { role: 'main' });
    const done = `Downloaded "${title}" successfully!`;
    const failed = `Failed to download "${title}"`;
    let text = '';
    const outcome = await this.until(
      `the download of "${title}" to finish`,
      async () => {
        text = await this.bodyText();
        return text.includes(done) ? 'done' : text.includes(failed) ? text : '';
      },
      30_000,
    ).catch((error: unknown) => {
      throw new Error(`${(error as Error).message}; the page said:\n${text.slice(-600)}`);
    });
    if (outcome !== 'done') throw new Error(`The download failed; the page said:\n${outcome}`);
  }

  async downloadedFiles(): Promise<string[]> {
    return this.cachedPaths(DOWNLOADS_CACHE);
  }

  /** The paths held in a Cache Storage cache, read in the page. */
  async cachedPaths(cacheName: string): Promise<string[]> {
    return this.inPage<string[]>(
      `const cache = await caches.open(args[0]);
       return (await cache.keys()).map((request) => new URL(request.url).pathname);`,
      cacheName,
    );
  }

  /** The names of every Cache Storage cache that holds this path (the worker's and the page's). */
  async cachesHolding(path: string): Promise<string[]> {
    return this.inPage<string[]>(
      `const holding = [];
       for (const name of await caches.keys()) {
         const cache = await caches.open(name);
         const paths = (await cache.keys()).map((request) => new URL(request.url).pathname);
         if (paths.includes(args[0])) holding.push(name);
       }
       return holding;`,
      path,
    );
  }

  /** An explicit Range fetch from the page, as Safari's media stack probes a file. */
  async rangeFetch(url: string, range: string) {
    return this.inPage<{ status: number; contentRange: string | null; bytes: number }>(
      `const response = await fetch(args[0], { headers: { Range: args[1] } });
       return { status: response.status, contentRange: response.headers.get('content-range'),
                bytes: (await response.arrayBuffer()).byteLength };`,
      url,
      range,
    );
  }
}
