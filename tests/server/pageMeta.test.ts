import { describe, expect, it } from 'vitest';
import type { Naat, Reciter } from '../../server/db/types';
import {
  absoluteUrl,
  headTags,
  isoDuration,
  jsonForScript,
  pageMeta,
  shorten,
} from '../../server/pages/metadata';
import { matchPageRoute } from '../../server/pages/pageRoute';
import { parseTemplate, renderPage } from '../../server/pages/template';

const HOSTILE = `"><script>alert(1)</script><img src=x onerror=alert(2)>&'`;

const reciter: Reciter = {
  id: 4,
  name: `Owais ${HOSTILE}`,
  urduName: 'اویس رضا قادری',
  bio: `A reciter ${HOSTILE}`,
  birthDate: '1970-01-01',
  birthPlace: 'Karachi',
  audioCount: 1,
  image: null,
};

const naat: Naat = {
  id: 151,
  title: `Tajdar ${HOSTILE}`,
  urduTitle: 'تاجدار حرم',
  filePath: '/Audio/abc123.mp3',
  duration: 275,
  playCount: 3,
  category: 'Naat',
  language: 'Urdu',
  description: `About ${HOSTILE} </script>`,
  lyrics: `line one\nline ${HOSTILE}`,
  createdAt: '2026-01-01T00:00:00.000Z',
  naatKhawanId: 4,
  image: null,
  naatKhawan: { id: 4, name: reciter.name, image: null },
  sources: [{ quality: 'original', url: '/Audio/abc123.mp3', type: 'audio/mpeg', kbps: null }],
  loudnessLufs: null,
  audio: null,
};

const origin = 'https://naats.example.org';

describe('matchPageRoute', () => {
  it.each([
    ['/', { kind: 'home' }],
    ['/naat/151', { kind: 'naat', id: 151 }],
    ['/naat/151/', { kind: 'naat', id: 151 }],
    ['/naat/007', { kind: 'naat', id: 7 }],
    ['/naatkhawan/4', { kind: 'reciter', id: 4, page: 1, letter: null }],
    ['/naatkhawan/4/page/3', { kind: 'reciter', id: 4, page: 3, letter: null }],
    ['/naatkhawan/4/letter/M', { kind: 'reciter', id: 4, page: 1, letter: 'M' }],
    ['/naatkhawan/4/letter/M/page/2', { kind: 'reciter', id: 4, page: 2, letter: 'M' }],
    ['/popular', { kind: 'popular', page: 1 }],
    ['/popular/page/2', { kind: 'popular', page: 2 }],
    ['/recent/page/x', { kind: 'recent', page: 1 }],
    ['/naatkhawans', { kind: 'reciters' }],
    ['/search', { kind: 'search' }],
    ['/privacy-policy', { kind: 'privacy' }],
    ['/admin', { kind: 'admin' }],
    ['/admin/bulk-upload', { kind: 'admin' }],
    ['/admin/lyrics/12', { kind: 'admin' }],
  ])('%s is %j', (path, route) => {
    expect(matchPageRoute(path)).toEqual(route);
  });

  it.each([
    '/naat/0',
    '/naat/abc',
    '/naat/1/2',
    '/naatkhawan/x',
    '/popular/2',
    '/nope',
    '/admin/x',
    '/admin/bulk-upload/x',
    '/admin/lyrics/x',
    '/admin/lyrics',
  ])('%s is not a page', (path) => {
    expect(matchPageRoute(path)).toEqual({ kind: 'notFound' });
  });
});

describe('pageMeta', () => {
  it('describes a naat: title as the app sets it, audio, recording and breadcrumbs', () => {
    const meta = pageMeta({ route: { kind: 'naat', id: 151 }, origin, appName: 'Naat Stream', naat });
    expect(meta.status).toBe(200);
    expect(meta.title).toBe(`${naat.title} - ${reciter.name}`);
    expect(meta.canonical).toBe('https://naats.example.org/naat/151');
    expect(meta.ogType).toBe('music.song');
    expect(meta.audio).toEqual({ url: 'https://naats.example.org/Audio/abc123.mp3', type: 'audio/mpeg' });
    expect(meta.jsonLd[0]).toMatchObject({
      '@type': 'MusicRecording',
      name: naat.title,
      duration: 'PT4M35S',
      byArtist: { '@type': 'Person', name: reciter.name, url: 'https://naats.example.org/naatkhawan/4' },
      audio: { '@type': 'AudioObject', contentUrl: 'https://naats.example.org/Audio/abc123.mp3' },
    });
    expect(meta.jsonLd[1]).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('describes a reciter as a Person', () => {
    const meta = pageMeta({
      route: { kind: 'reciter', id: 4, page: 2, letter: 'M' },
      origin,
      appName: 'Naat Stream',
      reciter,
      reciterNaats: [naat],
    });
    expect(meta.status).toBe(200);
    expect(meta.canonical).toBe('https://naats.example.org/naatkhawan/4/letter/M/page/2');
    expect(meta.jsonLd[0]).toMatchObject({ '@type': 'Person', name: reciter.name, birthPlace: 'Karachi' });
    expect(meta.body).toContain('href="/naat/151"');
  });

  it('answers 404 for a missing naat, a missing reciter and an unknown path', () => {
    const base = { origin, appName: 'Naat Stream' };
    expect(pageMeta({ ...base, route: { kind: 'naat', id: 9 }, naat: null }).status).toBe(404);
    expect(
      pageMeta({ ...base, route: { kind: 'reciter', id: 9, page: 1, letter: null }, reciter: null }).status,
    ).toBe(404);
    const unknown = pageMeta({ ...base, route: { kind: 'notFound' } });
    expect(unknown.status).toBe(404);
    expect(unknown.robots).toBe('noindex');
  });
});

describe('escaping', () => {
  const template = parseTemplate(
    '<!doctype html><html><head><meta charset="UTF-8" /><meta name="description" content="x" /><title>T</title></head><body><div id="root"></div></body></html>',
  );
  const render = (meta: ReturnType<typeof pageMeta>) =>
    renderPage(template, meta.language, headTags(meta, `App ${HOSTILE}`), meta.body);

  it('keeps hostile titles, names, descriptions and lyrics as text, never markup', () => {
    const html = render(pageMeta({ route: { kind: 'naat', id: 151 }, origin, appName: 'App', naat }));
    // The only script elements are the JSON-LD ones, and nothing closes them early.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('Tajdar &#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;');
    // One title and one description: the template's own are replaced.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });

  it('writes JSON-LD that reads back to the same values', () => {
    const html = render(pageMeta({ route: { kind: 'naat', id: 151 }, origin, appName: 'App', naat }));
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (match) => JSON.parse(match[1] ?? '') as { name?: string; description?: string },
    );
    expect(blocks[0]?.name).toBe(naat.title);
    expect(blocks[0]?.description).toBe(`About ${HOSTILE} </script>`);
  });

  it('escapes < > & and the line separators inside a script', () => {
    expect(jsonForScript({ a: '</script><!--&\u2028' })).toBe(
      '{"a":"\\u003c/script\\u003e\\u003c!--\\u0026\\u2028"}',
    );
  });
});

describe('helpers', () => {
  it('makes absolute URLs only of paths and http(s) URLs', () => {
    expect(absoluteUrl(origin, '/Audio/a b.mp3')).toBe('https://naats.example.org/Audio/a%20b.mp3');
    expect(absoluteUrl(origin, 'https://cdn.example.com/x.mp3')).toBe('https://cdn.example.com/x.mp3');
    expect(absoluteUrl(origin, 'javascript:alert(1)')).toBeNull();
    expect(absoluteUrl(origin, '//evil.example.com/x')).toBeNull();
  });

  it('formats durations and shortens long text at a word', () => {
    expect(isoDuration(275)).toBe('PT4M35S');
    expect(isoDuration(42)).toBe('PT42S');
    expect(isoDuration(0)).toBeNull();
    expect(shorten('one two three', 9)).toBe('one two…');
    expect(shorten('  short  text ')).toBe('short text');
  });
});
