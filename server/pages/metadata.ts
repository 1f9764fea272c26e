/**
 * What the server writes into index.html for one page, in the page's language: title, description,
 * canonical URL, the other language's address, Open Graph, Twitter card and JSON-LD in the head, and the
 * page's text in the body for crawlers that run no script.
 * Pure: the caller has looked up the naat or reciter; every value is escaped here, for its place.
 */
import { audioTypeOfName } from '../../contract';
import type { Naat, Reciter } from '../db/types';
import { CARD_HEIGHT, CARD_WIDTH } from '../og/card';
import { localisedPath, type Language } from './language';
import type { PageRoute } from './pageRoute';
import { otherLocale, PAGE_TEXTS, type PageTexts, type PlainKind } from './pageTexts';

/** What the page needs from storage; the caller fills what its route names. */
export interface PageData {
  route: PageRoute;
  /** PUBLIC_URL, or the request's own origin: every URL written is absolute on it. */
  origin: string;
  appName: string;
  /** The page's language; English when unset. */
  language?: Language;
  /** The naat of a naat page; null when it does not exist. */
  naat?: Naat | null;
  /** The reciter of a reciter page; null when it does not exist. */
  reciter?: Reciter | null;
  /** A few of the reciter's naats, linked from its page's text. */
  reciterNaats?: readonly Naat[];
  /** The page's generated 1200x630 PNG card (server/og/); unset: the reciter's picture or the app icon. */
  image?: string | null;
  /** The uploaded 512 px artwork (server/artwork/); when set it is the og:image, a square, not the card. */
  squareImage?: string | null;
  /** The artwork of the list's first card (home, /popular), preloaded with the page. */
  leadImage?: LeadImage | null;
}

/** An image the page shows first, as its <img> names it (`srcset` and `sizes`, so the browser picks one file). */
export interface LeadImage {
  href: string;
  srcset: string;
  sizes: string;
}

/** The page's address in each language; x-default is the plain address, whose language the visitor decides. */
export interface Alternates {
  en: string;
  ur: string;
  xDefault: string;
}

export interface PageMeta {
  status: 200 | 404;
  language: Language;
  /** The <title>: the text the app itself sets (src/features/player/documentTitle.ts). */
  title: string;
  /** og:title and twitter:title: the page's own name. */
  heading: string;
  description: string;
  /** The page in this language: for Urdu, the `?lang=ur` address. */
  canonical: string | null;
  /** Set with the canonical URL. */
  alternates: Alternates | null;
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
  // An external URL without a known extension is taken for MP3, as the player does.
  return audioTypeOfName(url.split(/[?#]/)[0] ?? '') ?? 'audio/mpeg';
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

const artistOf = (naat: Naat, texts: PageTexts): string => naat.naatKhawan.name.trim() || texts.unknownArtist;

const languageOf = (data: PageData): Language => data.language ?? 'en';

/** A page's address in its language, and its alternates; `path` is the English (plain) path. */
function addresses(data: PageData, path: string): { canonical: string; alternates: Alternates } {
  const en = absoluteUrl(data.origin, path) as string;
  const ur = absoluteUrl(data.origin, localisedPath(path, 'ur')) as string;
  return { canonical: languageOf(data) === 'ur' ? ur : en, alternates: { en, ur, xDefault: en } };
}

interface Crumb {
  name: string;
  path: string;
}

function breadcrumbs(origin: string, language: Language, crumbs: Crumb[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, localisedPath(crumb.path, language)),
    })),
  };
}

const homeCrumb = (texts: PageTexts): Crumb => ({ name: texts.pageName.home, path: '/' });
const recitersCrumb = (texts: PageTexts): Crumb => ({
  name: texts.pageName.reciters,
  path: '/naatkhawans',
});

/** A link in the server-written text, to the page in the same language. */
const href = (path: string, language: Language): string => escapeHtml(localisedPath(path, language));

function reciterPath(route: Extract<PageRoute, { kind: 'reciter' }>): string {
  let path = `/naatkhawan/${route.id}`;
  if (route.letter !== null) path += `/letter/${encodeURIComponent(route.letter)}`;
  if (route.page > 1) path += `/page/${route.page}`;
  return path;
}

/** A simple page of the app: its kind, path, and whether search engines should list it. */
interface PlainPage {
  kind: PlainKind;
  path: string;
  index: boolean;
}

function plainPage(route: PageRoute): PlainPage | null {
  switch (route.kind) {
    case 'home':
      return { kind: 'home', path: '/', index: true };
    case 'reciters':
      return { kind: 'reciters', path: '/naatkhawans', index: true };
    case 'popular':
    case 'recent':
      return {
        kind: route.kind,
        path: route.page > 1 ? `/${route.kind}/page/${route.page}` : `/${route.kind}`,
        index: true,
      };
    // Search result pages are endless variations of the lists: followed, not listed.
    case 'search':
      return { kind: 'search', path: '/search', index: false };
    case 'privacy':
      return { kind: 'privacy', path: '/privacy-policy', index: true };
    // Kept on the device or for admins only: nothing for a search engine.
    case 'favorites':
    case 'downloads':
    case 'admin':
      return { kind: route.kind, path: `/${route.kind}`, index: false };
    default:
      return null;
  }
}

function naatMeta(data: PageData, naat: Naat): PageMeta {
  const { origin, appName } = data;
  const language = languageOf(data);
  const texts = PAGE_TEXTS[language];
  const { canonical, alternates } = addresses(data, `/naat/${naat.id}`);
  const artist = artistOf(naat, texts);
  const reciterPathOf = `/naatkhawan/${naat.naatKhawanId}`;
  const reciterUrl = absoluteUrl(origin, localisedPath(reciterPathOf, language)) as string;
  const shownTitle = language === 'ur' ? (naat.urduTitle ?? naat.title) : naat.title;
  // A description the admin wrote is English text; an Urdu page describes the naat in Urdu instead.
  const own = language === 'en' ? naat.description : null;
  const description = shorten(own ?? texts.naatDescription(shownTitle, artist, appName, false));
  const audioUrl = absoluteUrl(origin, naat.filePath);
  const audio = audioUrl === null ? null : { url: audioUrl, type: audioTypeOf(audioUrl) };
  const image = imageOf(data, naat.naatKhawan.image);
  const duration = isoDuration(naat.duration);
  const recording = {
    '@context': 'https://schema.org',
    '@type': 'MusicRecording',
    name: naat.title,
    ...(naat.urduTitle ? { alternateName: naat.urduTitle } : {}),
    url: canonical,
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
    ? `<section class="naat-lyrics"><h2>${texts.lyrics}</h2><div dir="rtl" lang="ur" class="urdu lyrics">${escapeHtml(naat.lyrics)}</div></section>`
    : '';
  const body =
    `<div class="container page naat-detail">` +
    `<nav aria-label="${texts.breadcrumbLabel}" class="breadcrumb"><ol>` +
    `<li><a href="${href('/', language)}">${texts.pageName.home}</a></li>` +
    `<li><a href="${href(reciterPathOf, language)}">${escapeHtml(artist)}</a></li>` +
    `<li aria-current="page">${escapeHtml(naat.title)}</li></ol></nav>` +
    `<div class="naat-hero"><div class="naat-hero-body"><h1>${escapeHtml(naat.title)}</h1>` +
    (naat.urduTitle
      ? `<p dir="rtl" lang="ur" class="urdu naat-hero-urdu">${escapeHtml(naat.urduTitle)}</p>`
      : '') +
    `<p class="naat-hero-artist"><a href="${href(reciterPathOf, language)}">${escapeHtml(artist)}</a></p>` +
    `</div></div>` +
    `<section class="naat-about"><h2>${texts.aboutNaat}</h2>` +
    `<p>${escapeHtml(naat.description ?? texts.naatDescription(shownTitle, artist, appName, true))}</p></section>` +
    lyrics +
    `</div>`;
  const title = texts.naatTitle(naat.title, naat.urduTitle, artist, appName);
  return {
    status: 200,
    language,
    title,
    heading: title,
    description,
    canonical,
    alternates,
    robots: null,
    ogType: 'music.song',
    image,
    largeImage: !data.squareImage && Boolean(data.image),
    audio,
    jsonLd: [
      recording,
      breadcrumbs(origin, language, [
        homeCrumb(texts),
        { name: artist, path: reciterPathOf },
        { name: naat.title, path: `/naat/${naat.id}` },
      ]),
    ],
    body,
  };
}

function reciterMeta(
  data: PageData,
  route: Extract<PageRoute, { kind: 'reciter' }>,
  reciter: Reciter,
): PageMeta {
  const { origin, appName } = data;
  const language = languageOf(data);
  const texts = PAGE_TEXTS[language];
  const { canonical, alternates } = addresses(data, reciterPath(route));
  const name = language === 'ur' ? (reciter.urduName ?? reciter.name) : reciter.name;
  const own = language === 'en' ? reciter.bio : null;
  const description = shorten(own ?? texts.reciterDescription(name, appName));
  const image = imageOf(data, reciter.image);
  const person = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: reciter.name,
    ...(reciter.urduName ? { alternateName: reciter.urduName } : {}),
    url: absoluteUrl(origin, localisedPath(`/naatkhawan/${reciter.id}`, language)),
    description,
    image,
    ...(reciter.birthDate ? { birthDate: reciter.birthDate } : {}),
    ...(reciter.birthPlace ? { birthPlace: reciter.birthPlace } : {}),
  };
  const naats = data.reciterNaats ?? [];
  const list = naats.length
    ? `<ul>${naats.map((naat) => `<li><a href="${href(`/naat/${naat.id}`, language)}">${escapeHtml(naat.title)}</a></li>`).join('')}</ul>`
    : '';
  const body =
    `<div class="container page">` +
    `<nav aria-label="${texts.breadcrumbLabel}" class="breadcrumb"><ol>` +
    `<li><a href="${href('/', language)}">${texts.pageName.home}</a></li>` +
    `<li><a href="${href('/naatkhawans', language)}">${texts.pageName.reciters}</a></li>` +
    `<li aria-current="page">${escapeHtml(reciter.name)}</li></ol></nav>` +
    `<h1>${escapeHtml(texts.reciterHeading(name))}</h1>` +
    (reciter.urduName ? `<p dir="rtl" lang="ur" class="urdu">${escapeHtml(reciter.urduName)}</p>` : '') +
    (reciter.bio ? `<p>${escapeHtml(reciter.bio)}</p>` : '') +
    list +
    `</div>`;
  return {
    status: 200,
    language,
    title: texts.reciterTitle(name, appName),
    heading: texts.reciterHeading(name),
    description,
    canonical,
    alternates,
    robots: null,
    ogType: 'profile',
    image,
    largeImage: !data.squareImage && Boolean(data.image),
    audio: null,
    jsonLd: [
      person,
      breadcrumbs(origin, language, [
        homeCrumb(texts),
        recitersCrumb(texts),
        { name: reciter.name, path: `/naatkhawan/${reciter.id}` },
      ]),
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

/** A page with nothing of its own to say: a 404, or any page when its data could not be read. */
function genericMeta(data: PageData, status: 200 | 404): PageMeta {
  const language = languageOf(data);
  const texts = PAGE_TEXTS[language];
  return {
    status,
    language,
    title: status === 404 ? texts.notFoundTitle(data.appName) : texts.defaultTitle(data.appName),
    heading: status === 404 ? texts.notFoundHeading : texts.defaultTitle(data.appName),
    description: texts.defaultDescription,
    canonical: null,
    alternates: null,
    robots: status === 404 ? 'noindex' : null,
    ogType: 'website',
    image: imageOf(data, null),
    largeImage: false,
    audio: null,
    jsonLd: [],
    body: '',
  };
}

/** The page when its naat or reciter could not be read: the app starts and shows its own error. */
export const shellMeta = (data: PageData): PageMeta => genericMeta(data, 200);

/** The metadata of one page; a missing naat or reciter, or an unknown path, is a 404. */
export function pageMeta(data: PageData): PageMeta {
  const { route, origin, appName } = data;
  if (route.kind === 'naat') return data.naat ? naatMeta(data, data.naat) : genericMeta(data, 404);
  if (route.kind === 'reciter') {
    return data.reciter ? reciterMeta(data, route, data.reciter) : genericMeta(data, 404);
  }
  const page = plainPage(route);
  if (page === null) return genericMeta(data, 404);
  const language = languageOf(data);
  const texts = PAGE_TEXTS[language];
  const name = texts.pageName[page.kind];
  const crumbs = page.kind === 'home' ? [homeCrumb(texts)] : [homeCrumb(texts), { name, path: page.path }];
  const { canonical, alternates } = addresses(data, page.path);
  const heading =
    language === 'en' && page.kind !== 'home' ? `${name} - ${appName}` : texts.pageTitle(page.kind, appName);
  return {
    status: 200,
    language,
    title: texts.pageTitle(page.kind, appName),
    heading,
    description: texts.pageDescription[page.kind]?.(appName) ?? texts.defaultDescription,
    canonical,
    alternates,
    robots: page.index ? null : 'noindex, follow',
    ogType: 'website',
    image: imageOf(data, null),
    largeImage: false,
    audio: null,
    jsonLd: [breadcrumbs(origin, language, crumbs)],
    body: '',
  };
}

/** What the head carries besides the page's own metadata. */
export interface HeadExtras {
  /** The install manifest's path as the build linked it; the Urdu page links its Urdu version. */
  manifest?: string | null;
  /** The compiled message catalogue of the page's language, preloaded with the app's own modules. */
  catalogue?: string | null;
  /**
   * The list's first artwork, preloaded: the app asks for it only once its script and the list are in. At the
   * default (low) priority: a high one took the script's bandwidth on slow 4G and delayed the first paint.
   */
  leadImage?: LeadImage | null;
}

/** The tags for <head>, each value escaped for its attribute or element. */
export function headTags(meta: PageMeta, appName: string, extras: HeadExtras = {}): string {
  const tags: string[] = [`<title>${escapeHtml(meta.title)}</title>`];
  const name = (key: string, value: string) =>
    tags.push(`<meta name="${key}" content="${escapeHtml(value)}" />`);
  const property = (key: string, value: string) =>
    tags.push(`<meta property="${key}" content="${escapeHtml(value)}" />`);
  const link = (attributes: string, url: string) =>
    tags.push(`<link ${attributes} href="${escapeHtml(url)}" />`);
  name('description', meta.description);
  if (meta.robots) name('robots', meta.robots);
  if (meta.canonical) link('rel="canonical"', meta.canonical);
  if (meta.alternates) {
    link('rel="alternate" hreflang="en"', meta.alternates.en);
    link('rel="alternate" hreflang="ur"', meta.alternates.ur);
    link('rel="alternate" hreflang="x-default"', meta.alternates.xDefault);
  }
  if (extras.manifest) link('rel="manifest"', localisedPath(extras.manifest, meta.language));
  // Same crossorigin as the build's own module tags, so the preloaded module is the one imported.
  if (extras.catalogue) link('rel="modulepreload" crossorigin', extras.catalogue);
  if (extras.leadImage) {
    const { srcset, sizes } = extras.leadImage;
    link(
      `rel="preload" as="image" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}"`,
      extras.leadImage.href,
    );
  }
  property('og:site_name', appName);
  property('og:title', meta.heading);
  property('og:description', meta.description);
  property('og:type', meta.ogType);
  property('og:locale', PAGE_TEXTS[meta.language].ogLocale);
  property('og:locale:alternate', otherLocale(meta.language));
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
