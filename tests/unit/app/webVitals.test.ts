import { describe, expect, it, vi } from 'vitest';
import { chooseSink, type VitalsMetric } from '../../../src/app/vitalsReport';
import { readVitalsUrl } from '../../../src/app/webVitals';

const metric: VitalsMetric = {
  name: 'LCP',
  value: 812.5,
  rating: 'good',
  id: 'v5-1',
  navigationType: 'navigate',
};

function options(overrides: Partial<Parameters<typeof chooseSink>[0]>) {
  return {
    dev: false,
    url: null,
    beacon: vi.fn<(url: string, data: string) => boolean>(() => true),
    log: vi.fn(),
    page: () => '/naat/7',
    ...overrides,
  };
}

describe('chooseSink', () => {
  it('logs to the console in development and sends nothing', () => {
    const o = options({ dev: true, url: 'https://collector.example/vitals' });
    const sink = chooseSink(o);
    sink?.(metric);
    expect(o.log).toHaveBeenCalledWith('[web-vitals] LCP 812.5', metric);
    expect(o.beacon).not.toHaveBeenCalled();
  });

  it('sends a beacon to the configured endpoint in production', () => {
    const sent: [string, string][] = [];
    const log = vi.fn();
    const sink = chooseSink({
      dev: false,
      url: 'https://collector.example/vitals',
      beacon: (url, data) => sent.push([url, data]) > 0,
      log,
      page: () => '/naat/7',
    });
    sink?.(metric);
    expect(sent).toHaveLength(1);
    const [url, body] = sent[0] ?? ['', ''];
    expect(url).toBe('https://collector.example/vitals');
    expect(JSON.parse(body)).toEqual({ ...metric, page: '/naat/7' });
    expect(log).not.toHaveBeenCalled();
  });

  it('chooses no sink in production without an endpoint, or without sendBeacon', () => {
    expect(chooseSink(options({}))).toBeNull();
    expect(chooseSink(options({ url: '/vitals', beacon: undefined }))).toBeNull();
  });
});

describe('readVitalsUrl', () => {
  const page = (content: string | null) => {
    const doc = document.implementation.createHTMLDocument('t');
    if (content !== null) {
      const meta = doc.createElement('meta');
      meta.name = 'vitals-url';
      meta.content = content;
      doc.head.append(meta);
    }
    return doc;
  };

  it('reads the URL the server wrote into the page', () => {
    expect(readVitalsUrl(page('https://collector.example/v'))).toBe('https://collector.example/v');
    expect(readVitalsUrl(page('/vitals'))).toBe('/vitals');
  });

  it('treats an empty tag, the unfilled placeholder (dev server, cached shell) or no tag as none', () => {
    expect(readVitalsUrl(page(''))).toBeNull();
    expect(readVitalsUrl(page('__VITALS_URL__'))).toBeNull();
    expect(readVitalsUrl(page(null))).toBeNull();
  });
});
