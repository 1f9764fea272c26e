/**
 * Reports the page's Core Web Vitals (LCP, INP, CLS) through the `web-vitals` package, which is loaded only
 * after the page has loaded and the browser is idle, so it costs the first paint nothing (the package reads
 * the buffered performance entries, so a late start loses no LCP or CLS). In development the figures go to
 * the console; in production to the server's VITALS_URL, which the server writes into a meta tag of
 * index.html; with no URL nothing is loaded and nothing is sent.
 */
import { afterLoadWhenIdle } from './whenIdle';

/** The fields of a web-vitals metric that are reported. */
export interface VitalsMetric {
  name: string;
  value: number;
  rating: string;
  id: string;
  navigationType: string;
}

export type VitalsSink = (metric: VitalsMetric) => void;

const PLACEHOLDER = '__VITALS_URL__';

/** The endpoint from `<meta name="vitals-url">`, or null when the server set none. */
export function readVitalsUrl(doc: Document): string | null {
  const content = doc.querySelector('meta[name="vitals-url"]')?.getAttribute('content')?.trim() ?? '';
  return content === '' || content === PLACEHOLDER ? null : content;
}

export interface SinkOptions {
  dev: boolean;
  url: string | null;
  /** navigator.sendBeacon, when the browser has it. */
  beacon: ((url: string, data: string) => boolean) | undefined;
  log: (message: string, metric: VitalsMetric) => void;
  /** The page the figures belong to (location.pathname). */
  page: () => string;
}

/** Where the figures go: the console in development, a beacon to the URL in production, else nowhere. */
export function chooseSink({ dev, url, beacon, log, page }: SinkOptions): VitalsSink | null {
  if (dev) return (metric) => log(`[web-vitals] ${metric.name} ${String(metric.value)}`, metric);
  if (url === null || beacon === undefined) return null;
  return ({ name, value, rating, id, navigationType }) => {
    // A string body goes as text/plain: a simple request, so a collector on another origin needs no preflight.
    beacon(url, JSON.stringify({ name, value, rating, id, navigationType, page: page() }));
  };
}

/** Loads web-vitals once the page has loaded and the browser is idle, and reports to the chosen sink. */
export function startWebVitals(win: Window = window): void {
  const sink = chooseSink({
    dev: import.meta.env.DEV,
    url: readVitalsUrl(win.document),
    beacon:
      typeof win.navigator.sendBeacon === 'function'
        ? win.navigator.sendBeacon.bind(win.navigator)
        : undefined,
    // Development only: these lines are the point of the dev sink.
    log: (message, metric) => {
      console.info(message, metric);
    },
    page: () => win.location.pathname,
  });
  if (!sink) return;
  const begin = () => {
    import('web-vitals')
      .then(({ onLCP, onINP, onCLS }) => {
        onLCP(sink);
        onINP(sink);
        onCLS(sink);
      })
      .catch((error: unknown) => {
        console.warn('Web vitals could not be loaded.', error);
      });
  };
  afterLoadWhenIdle(begin, win);
}
