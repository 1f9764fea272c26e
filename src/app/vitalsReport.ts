/**
 * The reporting half of the web vitals (src/app/webVitals.ts decides whether there is anything to report and
 * loads this module then): where the figures go, and the `web-vitals` package itself, in one lazy chunk that a
 * first visit without a VITALS_URL never downloads.
 */
import { onCLS, onINP, onLCP } from 'web-vitals';

/** The fields of a web-vitals metric that are reported. */
export interface VitalsMetric {
  name: string;
  value: number;
  rating: string;
  id: string;
  navigationType: string;
}

export type VitalsSink = (metric: VitalsMetric) => void;

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

/** Reports LCP, INP and CLS to the chosen sink (the package reads the buffered entries, so none is lost). */
export function reportVitals(url: string | null, win: Window): void {
  const sink = chooseSink({
    dev: import.meta.env.DEV,
    url,
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
  onLCP(sink);
  onINP(sink);
  onCLS(sink);
}
