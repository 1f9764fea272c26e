/**
 * The interface language of a request, English or Urdu. Pure: the caller hands in the `lang` query value,
 * the Cookie header and the Accept-Language header. The page stores the listener's choice on the device and
 * in the `naat_lang` cookie, so the server sees it on the next visit.
 */

export type Language = 'en' | 'ur';

/** The cookie the page writes when the listener chooses a language (`en` or `ur`). */
export const LANGUAGE_COOKIE = 'naat_lang';

/** What decided the language: only `query` makes a page's HTML independent of the request's headers. */
export type LanguageSource = 'query' | 'cookie' | 'header' | 'default';

export interface LanguageChoice {
  language: Language;
  source: LanguageSource;
}

export interface LanguageRequest {
  /** The parsed `lang` query parameter: a string, an array when repeated (the first counts), or absent. */
  query?: unknown;
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
}

/** `en` or `ur` exactly (letter case aside); any other value is not a choice at all. */
export function asLanguage(value: unknown): Language | null {
  if (typeof value !== 'string') return null;
  const lower = value.trim().toLowerCase();
  return lower === 'en' || lower === 'ur' ? lower : null;
}

/** One cookie's value from a Cookie header; undefined when absent or badly encoded. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals < 0 || pair.slice(0, equals).trim() !== name) continue;
    const raw = pair
      .slice(equals + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(raw);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

interface Weighted {
  q: number;
  /** The tag's place in the header: among equal weights the earlier one is preferred. */
  order: number;
}

/** The best weight an Accept-Language header gives a language (`ur` or `ur-PK` ...); null when none. */
function bestWeight(header: string, language: Language): Weighted | null {
  let best: Weighted | null = null;
  header.split(',').forEach((part, order) => {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const name = tag.trim();
    if (name !== language && !name.startsWith(`${language}-`)) return;
    const qParam = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const q = qParam === undefined ? 1 : Number(qParam);
    if (!Number.isFinite(q) || q <= 0 || q > 1) return;
    if (best === null || q > best.q) best = { q, order };
  });
  return best;
}

/** Urdu when the browser ranks any `ur` tag above every English one (or lists no English); else null. */
export function languageFromAcceptLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  const urdu = bestWeight(header, 'ur');
  if (urdu === null) return null;
  const english = bestWeight(header, 'en');
  if (english === null) return 'ur';
  const urduFirst = urdu.q > english.q || (urdu.q === english.q && urdu.order < english.order);
  return urduFirst ? 'ur' : null;
}

/** `?lang=` over the `naat_lang` cookie over the browser's languages over English. */
export function chooseLanguage(request: LanguageRequest): LanguageChoice {
  const query: unknown = Array.isArray(request.query) ? (request.query as unknown[])[0] : request.query;
  const fromQuery = asLanguage(query);
  if (fromQuery) return { language: fromQuery, source: 'query' };
  const fromCookie = asLanguage(cookieValue(request.cookie, LANGUAGE_COOKIE));
  if (fromCookie) return { language: fromCookie, source: 'cookie' };
  const fromHeader = languageFromAcceptLanguage(request.acceptLanguage);
  if (fromHeader) return { language: fromHeader, source: 'header' };
  return { language: 'en', source: 'default' };
}

/** The `dir` of a page in this language. */
export const directionOf = (language: Language): 'ltr' | 'rtl' => (language === 'ur' ? 'rtl' : 'ltr');

/** A path on this site in a language: English is the plain path, Urdu carries `?lang=ur`. */
export const localisedPath = (path: string, language: Language): string =>
  language === 'ur' ? `${path}${path.includes('?') ? '&' : '?'}lang=ur` : path;
