/**
 * robots.txt and the sitemaps: an index naming one sitemap of the app's fixed pages and, per kind, one per
 * range of 25,000 ids. Every page is listed in English (its plain URL) and in Urdu (`?lang=ur`), each entry
 * naming both as `xhtml:link` alternates, the way Google reads a site's languages from a sitemap. A range's
 * sitemap is written while its rows are read, 1,000 at a time by id (a keyset walk), so even a very large
 * catalogue is never held in memory.
 */
import type { PageChange } from '../db/pageChanges';
import { localisedPath, type Language } from './language';

/** The sitemap protocol's limit of URLs in one file. */
export const SITEMAP_URLS = 50_000;
/** Each id is two URLs, one per language. */
const LANGUAGES: readonly Language[] = ['en', 'ur'];
export const IDS_PER_SITEMAP = SITEMAP_URLS / LANGUAGES.length;
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
export const rangeCount = (highestId: number): number => Math.ceil(Math.max(0, highestId) / IDS_PER_SITEMAP);

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
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_END = '</urlset>\n';

const alternate = (hreflang: string, url: string): string =>
  `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(url)}"/>`;

/** A page's two entries, English then Urdu, each naming both languages and the plain URL as x-default. */
function pageEntries(origin: string, path: string, lastmod: string | null): string {
  const urls = LANGUAGES.map((language) => `${origin}${localisedPath(path, language)}`);
  const alternates =
    LANGUAGES.map((language, index) => alternate(language, urls[index] as string)).join('') +
    alternate('x-default', urls[0] as string);
  const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
  return urls.map((url) => `<url><loc>${escapeXml(url)}</loc>${modified}${alternates}</url>\n`).join('');
}

export function fixedPagesSitemap(origin: string): string {
  return URLSET_START + FIXED_PAGES.map((path) => pageEntries(origin, path, null)).join('') + URLSET_END;
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
  const throughId = Math.min(range * IDS_PER_SITEMAP, 2_147_483_647);
  let afterId = (range - 1) * IDS_PER_SITEMAP;
  yield URLSET_START;
  for (;;) {
    const rows = await source.changesAfter(afterId, throughId, CHUNK);
    if (rows.length === 0) break;
    yield rows.map((row) => pageEntries(origin, `${path}${row.id}`, row.updatedAt || null)).join('');
    afterId = rows[rows.length - 1]?.id ?? throughId;
    if (rows.length < CHUNK) break;
  }
  yield URLSET_END;
}
