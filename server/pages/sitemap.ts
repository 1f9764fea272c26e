/**
 * robots.txt and the sitemaps: an index naming one sitemap of the app's fixed pages and, per kind, one per
 * range of 50,000 ids. A range's sitemap is written while its rows are read, 1,000 at a time by id (a keyset
 * walk), so even a very large catalogue is never held in memory.
 */
import type { PageChange } from '../db/pageChanges';

/** The sitemap protocol's limit of URLs in one file. */
export const SITEMAP_URLS = 50_000;
const CHUNK = 1_000;

/** The fixed pages worth listing; the device-only and admin pages are not. */
const FIXED_PAGES = ['/', '/popular', '/recent', '/naatkhawans', '/privacy-policy'];

export type SitemapKind = 'naats' | 'naatkhawans';

/** Where one kind's pages live and how to read them in id order. */
export interface SitemapSource {
  highestId(): Promise<number>;
  changesAfter(afterId: number, throughId: number, limit: number): Promise<PageChange[]>;
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /api/',
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** How many range sitemaps ids up to `highestId` need. */
export const rangeCount = (highestId: number): number => Math.ceil(Math.max(0, highestId) / SITEMAP_URLS);

export const rangeName = (kind: SitemapKind, range: number): string => `${kind}-${range}.xml`;

/** `naats-3.xml` → { kind: 'naats', range: 3 }; null for anything else. */
export function parseRangeName(name: string): { kind: SitemapKind; range: number } | null {
  const match = /^(naats|naatkhawans)-([1-9]\d{0,8})\.xml$/.exec(name);
  if (!match) return null;
  return { kind: match[1] as SitemapKind, range: Number(match[2]) };
}

export function sitemapIndex(origin: string, ranges: Record<SitemapKind, number>): string {
  const names = ['pages.xml'];
  for (const kind of ['naatkhawans', 'naats'] as const) {
    for (let range = 1; range <= ranges[kind]; range += 1) names.push(rangeName(kind, range));
  }
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    names
      .map((name) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${name}`)}</loc></sitemap>\n`)
      .join('') +
    '</sitemapindex>\n'
  );
}

const URLSET_START =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
const URLSET_END = '</urlset>\n';

const urlEntry = (loc: string, lastmod: string | null): string =>
  `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>\n`;

export function fixedPagesSitemap(origin: string): string {
  return URLSET_START + FIXED_PAGES.map((path) => urlEntry(`${origin}${path}`, null)).join('') + URLSET_END;
}

/** The sitemap of ids in range `range` (1-based) of one kind, one chunk of rows at a time. */
export async function* rangeSitemap(
  origin: string,
  kind: SitemapKind,
  range: number,
  source: SitemapSource,
): AsyncGenerator<string> {
  const path = kind === 'naats' ? '/naat/' : '/naatkhawan/';
  // Ids are 32-bit integers on PostgreSQL: never ask past the largest.
  const throughId = Math.min(range * SITEMAP_URLS, 2_147_483_647);
  let afterId = (range - 1) * SITEMAP_URLS;
  yield URLSET_START;
  for (;;) {
    const rows = await source.changesAfter(afterId, throughId, CHUNK);
    if (rows.length === 0) break;
    yield rows.map((row) => urlEntry(`${origin}${path}${row.id}`, row.updatedAt || null)).join('');
    afterId = rows[rows.length - 1]?.id ?? throughId;
    if (rows.length < CHUNK) break;
  }
  yield URLSET_END;
}
