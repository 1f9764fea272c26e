/**
 * Reports the page's Core Web Vitals (LCP, INP, CLS) through the `web-vitals` package. In development the
 * figures go to the console; in production to the server's VITALS_URL, which the server writes into a meta tag
 * of index.html; with no URL nothing is loaded and nothing is sent. Only that decision is in the first chunk:
 * the reporting code and the package (src/app/vitalsReport.ts) load after the page has loaded and the browser
 * is idle, so they cost the first paint nothing (the package reads the buffered performance entries, so a late
 * start loses no LCP or CLS).
 */
import { afterLoadWhenIdle } from './whenIdle';

const PLACEHOLDER = '__VITALS_URL__';

/** The endpoint from `<meta name="vitals-url">`, or null when the server set none. */
export function readVitalsUrl(doc: Document): string | null {
  const content = doc.querySelector('meta[name="vitals-url"]')?.getAttribute('content')?.trim() ?? '';
  return content === '' || content === PLACEHOLDER ? null : content;
}

/** Loads the reporting once the page has loaded and the browser is idle, when there is somewhere to report to. */
export function startWebVitals(win: Window = window): void {
  const url = readVitalsUrl(win.document);
  // Production sends with sendBeacon only: without an endpoint or the API there is nothing to load.
  if (!import.meta.env.DEV && (url === null || typeof win.navigator.sendBeacon !== 'function')) return;
  afterLoadWhenIdle(() => {
    import('./vitalsReport')
      .then(({ reportVitals }) => reportVitals(url, win))
      .catch((error: unknown) => {
        console.warn('Web vitals could not be loaded.', error);
      });
  }, win);
}
