/**
 * What the server writes into index.html for one page: title, description, canonical URL, Open Graph,
 * Twitter card and JSON-LD in the head, and the page's text in the body for crawlers that run no script.
 * Pure: the caller has looked up the naat or reciter; every value is escaped here, for its place.
 */
import type { Naat, NaatKhawan } from '../db/types';
import { CARD_HEIGHT, CARD_WIDTH } from '../og/card';
import type { PageRoute } from './pageRoute';

/** The spec's default page title ('Default page title'); the app shows it whenever nothing is playing. */
export const defaultPageTitle = (appName: string): string => `${appName} - Islamic Audio Streaming Platform`;

/** The same text as index.html's description meta. */
export const DEFAULT_DESCRIPTION = 'Listen to naats by your favourite NaatKhawans, online and offline.';

/** What the page needs from storage; the caller fills what its route names. */
export interface PageData {
  route: PageRoute;
  /** PUBLIC_URL, or the request's own origin: every URL written is absolute on it. */
  origin: string;
  appName: string;
  /** The naat of a naat page; null when it does not exist. */
  naat?: Naat | null;
  /** The reciter of a reciter page; null when it does not exist. */
  reciter?: NaatKhawan | null;
  /** A few of the reciter's naats, linked from its page's text. */
  reciterNaats?: readonly Naat[];
  /** The page's generated 1200x630 PNG card (server/og/); unset: the reciter's picture or the app icon. */
  image?: string | null;
  /** The uploaded 512 px artwork (server/artwork/); when set it is the og:image, a square, not the card. */
  squareImage?: string | null;
}

export interface PageMeta {
  status: 200 | 404;
  /** The <title>: the text the app itself sets (src/features/player/documentTitle.ts). */
  title: string;
  /** og:title and twitter:title: the page's own name. */
  heading: string;
  description: string;
  canonical: string | null;
  robots: string | null;
  ogType: string;
  image: string;
  /** The image is a 1200x630 card (a large Twitter card), not a square picture. */
  largeImage: boolean;
  audio: { url: string; type: string } | null;
  jsonLd: object[];
  /** Escaped HTML for inside <div id="root">: replaced by the app when it starts. */
  body: string;
}

const MIME_BY_EXT: Record<string, string> = {
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
  wav: 'audio/wav',
  flac: 'audio/flac',
  webm: 'audio/webm',
};

/** Text made safe inside an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * JSON for inside <script type="application/ld+json">: `<` (so `</script>` cannot close it), `>`, `&` and
 * the two line separators JavaScript once treated as newlines become \u escapes, which JSON reads back.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** A path on this site, or an http(s) URL kept as it is; anything else (javascript:, data:) is refused. */
export function absoluteUrl(origin: string, pathOrUrl: string): string | null {
  if (/^https?:\/\//i.test(pathOrUrl)) return URL.canParse(pathOrUrl) ? new URL(pathOrUrl).href : null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(pathOrUrl) || pathOrUrl.startsWith('//')) return null;
  const path = pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`;
  return new URL(path, origin).href;
}

/** The audio's MIME type from its file name, without a query or fragment. */
export function audioTypeOf(url: string): string {
  const name = url.split(/[?#]/)[0] ?? '';
  const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return MIME_BY_EXT[ext] ?? 'audio/mpeg';
}

/** Seconds as an ISO 8601 duration (schema.org), e.g. PT4M35S. */
export function isoDuration(seconds: number): string | null {
  if (!Number.isFinite(seconds) || seconds <= 0) return null;
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  return `PT${minutes > 0 ? `${minutes}M` : ''}${whole % 60}S`;
}

/** At most `max` characters, cut at a word, whitespace folded: descriptions shown in previews are short. */
export function shorten(text: string, max = 200): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  if (folded.length <= max) return folded;
  const cut = folded.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const artistOf = (naat: Naat): string => naat.naatKhawan.name.trim() || 'Unknown Artist';

/** What src/features/player/documentTitle.ts titleFor sets while this naat is playing. */
export const naatTitle = (naat: Naat): string => `${naat.title} - ${artistOf(naat)}`;

interface Crumb {
  name: string;
  path: string;
}

function breadcrumbs(origin: string, crumbs: Crumb[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.path),
    })),
  };
}

const HOME: Crumb = { name: 'Home', path: '/' };
const RECITERS: Crumb = { name: 'Naat Khawans', path: '/naatkhawans' };

function reciterPath(route: Extract<PageRoute, { kind: 'naatkhawan' }>): string {
  let path = `/naatkhawan/${route.id}`;
  if (route.letter !== null) path += `/letter/${encodeURIComponent(route.letter)}`;
  if (route.page > 1) path += `/page/${route.page}`;
  return path;
}

/** A simple page of the app: its name, description, and whether search engines should list it. */
interface PlainPage {
  name: string;
  path: string;
  description: string;
  index: boolean;
}

function plainPage(route: PageRoute, appName: string): PlainPage | null {
  switch (route.kind) {
    case 'home':
      return { name: appName, path: '/', description: DEFAULT_DESCRIPTION, index: true };
    case 'naatkhawans':
      return {
        name: 'Naat Khawans',
        path: '/naatkhawans',
        description: `Every NaatKhawan on ${appName}, with their naats.`,
        index: true,
      };
    case 'popular':
      return {
        name: 'Popular Naats',
        path: route.page > 1 ? `/popular/page/${route.page}` : '/popular',
        description: `The most played naats on ${appName}.`,
        index: true,
      };
    case 'recent':
      return {
        name: 'Recent Naats',
        path: route.page > 1 ? `/recent/page/${route.page}` : '/recent',
        description: `The newest naats on ${appName}.`,
        index: true,
      };
    case 'search':
      // Search result pages are endless variations of the lists: followed, not listed.
      return {
        name: 'Search',
        path: '/search',
        description: `Search naats and NaatKhawans on ${appName}.`,
        index: false,
      };
    case 'privacy':
      return {
        name: 'Privacy Policy',
        path: '/privacy-policy',
        description: `How ${appName} handles your data.`,
        index: true,
      };
    // Kept on the device or for admins only: nothing for a search engine.
    case 'favorites':
      return { name: 'My Favorites', path: '/favorites', description: DEFAULT_DESCRIPTION, index: false };
    case 'downloads':
      return { name: 'Downloads', path: '/downloads', description: DEFAULT_DESCRIPTION, index: false };
    case 'admin':
      return { name: 'Admin', path: '/admin', description: DEFAULT_DESCRIPTION, index: false };
    default:
      return null;
  }
}

function naatMeta(data: PageData, naat: Naat): PageMeta {
  const { origin, appName } = data;
  const url = absoluteUrl(origin, `/naat/${naat.id}`) as string;
  const artist = artistOf(naat);
  const reciterUrl = absoluteUrl(origin, `/naatkhawan/${naat.naatKhawanId}`) as string;
  const description = shorten(naat.description ?? `${naat.title} by ${artist}. Listen on ${appName}.`);
  const audioUrl = absoluteUrl(origin, naat.filePath);
  const audio = audioUrl === null ? null : { url: audioUrl, type: audioTypeOf(audioUrl) };
  const image = imageOf(data, naat.naatKhawan.image);
  const duration = isoDuration(naat.duration);
  const recording = {
    '@context': 'https://schema.org',
    '@type': 'MusicRecording',
    name: naat.title,
    ...(naat.urduTitle ? { alternateName: naat.urduTitle } : {}),
    url,
    description,
    image,
    ...(duration ? { duration } : {}),
    ...(naat.language ? { inLanguage: naat.language } : {}),
    ...(naat.category ? { genre: naat.category } : {}),
    datePublished: naat.createdAt,
    byArtist: { '@type': 'Person', name: artist, url: reciterUrl },
    ...(audio
      ? {
          audio: {
            '@type': 'AudioObject',
            contentUrl: audio.url,
            encodingFormat: audio.type,
            ...(duration ? { duration } : {}),
          },
        }
      : {}),
  };
  const lyrics = naat.lyrics
    ? `<section class="naat-lyrics"><h2>Lyrics</h2><div dir="rtl" lang="ur" class="urdu lyrics">${escapeHtml(naat.lyrics)}</div></section>`
    : '';
  const body =
    `<div class="container page naat-detail">` +
    `<nav aria-label="Breadcrumb" class="breadcrumb"><ol><li><a href="/">Home</a></li>` +
    `<li><a href="/naatkhawan/${naat.naatKhawanId}">${escapeHtml(artist)}</a></li>` +
    `<li aria-current="page">${escapeHtml(naat.title)}</li></ol></nav>` +
    `<div class="naat-hero"><div class="naat-hero-body"><h1>${escapeHtml(naat.title)}</h1>` +
    (naat.urduTitle
      ? `<p dir="rtl" lang="ur" class="urdu naat-hero-urdu">${escapeHtml(naat.urduTitle)}</p>`
      : '') +
    `<p class="naat-hero-artist"><a href="/naatkhawan/${naat.naatKhawanId}">${escapeHtml(artist)}</a></p>` +
    `</div></div>` +
    `<section class="naat-about"><h2>About this Naat</h2>` +
    `<p>${escapeHtml(naat.description ?? `${naat.title} by ${artist}.`)}</p></section>` +
    lyrics +
    `</div>`;
  return {
    status: 200,
    title: naatTitle(naat),
    heading: naatTitle(naat),
    description,
    canonical: url,
    robots: null,
    ogType: 'music.song',
    image,
    largeImage: !data.squareImage && Boolean(data.image),
    audio,
    jsonLd: [
      recording,
      breadcrumbs(origin, [
        HOME,
        { name: artist, path: `/naatkhawan/${naat.naatKhawanId}` },
        { name: naat.title, path: `/naat/${naat.id}` },
      ]),
    ],
    body,
  };
}

function reciterMeta(
  data: PageData,
  route: Extract<PageRoute, { kind: 'naatkhawan' }>,
  reciter: NaatKhawan,
): PageMeta {
  const { origin, appName } = data;
  const url = absoluteUrl(origin, `/naatkhawan/${reciter.id}`) as string;
  const description = shorten(reciter.bio ?? `Naats by ${reciter.name} on ${appName}.`);
  const image = imageOf(data, reciter.image);
  const person = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: reciter.name,
    ...(reciter.urduName ? { alternateName: reciter.urduName } : {}),
    url,
    description,
    image,
    ...(reciter.birthDate ? { birthDate: reciter.birthDate } : {}),
    ...(reciter.birthPlace ? { birthPlace: reciter.birthPlace } : {}),
  };
  const naats = data.reciterNaats ?? [];
  const list = naats.length
    ? `<ul>${naats.map((naat) => `<li><a href="/naat/${naat.id}">${escapeHtml(naat.title)}</a></li>`).join('')}</ul>`
    : '';
  const body =
    `<div class="container page">` +
    `<nav aria-label="Breadcrumb" class="breadcrumb"><ol><li><a href="/">Home</a></li>` +
    `<li><a href="/naatkhawans">Naat Khawans</a></li>` +
    `<li aria-current="page">${escapeHtml(reciter.name)}</li></ol></nav>` +
    `<h1>Naats by ${escapeHtml(reciter.name)}</h1>` +
    (reciter.urduName ? `<p dir="rtl" lang="ur" class="urdu">${escapeHtml(reciter.urduName)}</p>` : '') +
    (reciter.bio ? `<p>${escapeHtml(reciter.bio)}</p>` : '') +
    list +
    `</div>`;
  return {
    status: 200,
    title: defaultPageTitle(appName),
    heading: `Naats by ${reciter.name}`,
    description,
    canonical: absoluteUrl(origin, reciterPath(route)),
    robots: null,
    ogType: 'profile',
    image,
    largeImage: !data.squareImage && Boolean(data.image),
    audio: null,
    jsonLd: [
      person,
      breadcrumbs(origin, [HOME, RECITERS, { name: reciter.name, path: `/naatkhawan/${reciter.id}` }]),
    ],
    body,
  };
}

function imageOf(data: PageData, picture: string | null): string {
  const chosen = data.squareImage ?? data.image ?? picture;
  return (
    (chosen ? absoluteUrl(data.origin, chosen) : null) ??
    (absoluteUrl(data.origin, '/icons/icon-512.png') as string)
  );
}

function notFoundMeta(data: PageData): PageMeta {
  return {
    status: 404,
    title: defaultPageTitle(data.appName),
    heading: 'Page not found',
    description: DEFAULT_DESCRIPTION,
    canonical: null,
    robots: 'noindex',
    ogType: 'website',
    image: imageOf(data, null),
    largeImage: false,
    audio: null,
    jsonLd: [],
    body: '',
  };
}

/** The metadata of one page; a missing naat or reciter, or an unknown path, is a 404. */
export function pageMeta(data: PageData): PageMeta {
  const { route, origin, appName } = data;
  if (route.kind === 'naat') return data.naat ? naatMeta(data, data.naat) : notFoundMeta(data);
  if (route.kind === 'naatkhawan') {
    return data.reciter ? reciterMeta(data, route, data.reciter) : notFoundMeta(data);
  }
  const page = plainPage(route, appName);
  if (page === null) return notFoundMeta(data);
  const crumbs = route.kind === 'home' ? [HOME] : [HOME, { name: page.name, path: page.path }];
  return {
    status: 200,
    title: defaultPageTitle(appName),
    heading: route.kind === 'home' ? defaultPageTitle(appName) : `${page.name} - ${appName}`,
    description: page.description,
    canonical: absoluteUrl(origin, page.path),
    robots: page.index ? null : 'noindex, follow',
    ogType: 'website',
    image: imageOf(data, null),
    largeImage: false,
    audio: null,
    jsonLd: [breadcrumbs(origin, crumbs)],
    body: '',
  };
}

/** The tags for <head>, each value escaped for its attribute or element. */
export function headTags(meta: PageMeta, appName: string): string {
  const tags: string[] = [`<title>${escapeHtml(meta.title)}</title>`];
  const name = (key: string, value: string) =>
    tags.push(`<meta name="${key}" content="${escapeHtml(value)}" />`);
  const property = (key: string, value: string) =>
    tags.push(`<meta property="${key}" content="${escapeHtml(value)}" />`);
  name('description', meta.description);
  if (meta.robots) name('robots', meta.robots);
  if (meta.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`);
  property('og:site_name', appName);
  property('og:title', meta.heading);
  property('og:description', meta.description);
  property('og:type', meta.ogType);
  if (meta.canonical) property('og:url', meta.canonical);
  property('og:image', meta.image);
  if (meta.largeImage) {
    // The generated card (server/og/): crawlers can lay out the preview before fetching it.
    property('og:image:type', 'image/png');
    property('og:image:width', String(CARD_WIDTH));
    property('og:image:height', String(CARD_HEIGHT));
    property('og:image:alt', meta.heading);
  }
  if (meta.audio) {
    property('og:audio', meta.audio.url);
    property('og:audio:type', meta.audio.type);
  }
  name('twitter:card', meta.largeImage ? 'summary_large_image' : 'summary');
  name('twitter:title', meta.heading);
  name('twitter:description', meta.description);
  name('twitter:image', meta.image);
  for (const data of meta.jsonLd)
    tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  return tags.join('\n    ');
}
