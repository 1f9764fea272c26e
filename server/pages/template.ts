/**
 * index.html cut once, at start, into the pieces around what each page fills in: the `<html>` element's
 * language and direction, its head tags (the template's own <title>, description meta and manifest link
 * are taken out: each page writes them in its language) and the text inside <div id="root">.
 */
import { directionOf, type Language } from './language';

export interface PageTemplate {
  /** Up to the `<html` tag's other attributes, without its own `lang` and `dir` and the closing `>`. */
  opening: string;
  /** From the `<html>` tag's `>` up to `</head>`, without the generic title, description and manifest link. */
  head: string;
  /** The manifest the build linked (`/manifest.webmanifest`); null when it linked none. */
  manifest: string | null;
  /** From `</head>` to the root element's content. */
  middle: string;
  /** After the root element's (empty) content. */
  tail: string;
}

const ROOT = '<div id="root">';
const MANIFEST_LINK = /<link\s+rel="manifest"\s+href="([^"]*)"[^>]*>\s*/i;

export function parseTemplate(html: string): PageTemplate {
  const headEnd = html.indexOf('</head>');
  const rootStart = html.indexOf(ROOT, headEnd);
  const htmlTag = /<html\b[^>]*>/i.exec(html);
  if (headEnd < 0 || rootStart < 0 || htmlTag === null || htmlTag.index > headEnd) {
    throw new Error('index.html must have an <html>, a </head> and an empty <div id="root"></div> after it');
  }
  const attributes = htmlTag[0]
    .slice(5, -1)
    .replace(/\s(?:lang|dir)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*)/gi, '')
    .trimEnd();
  const tagEnd = htmlTag.index + htmlTag[0].length;
  const rootContent = rootStart + ROOT.length;
  const manifest = MANIFEST_LINK.exec(html.slice(tagEnd, headEnd))?.[1] ?? null;
  const head = html
    .slice(tagEnd, headEnd)
    .replace(/<title>[^<]*<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '')
    .replace(MANIFEST_LINK, '');
  return {
    opening: `${html.slice(0, htmlTag.index)}<html${attributes}`,
    head,
    manifest,
    middle: html.slice(headEnd, rootContent),
    tail: html.slice(rootContent),
  };
}

/** The page: `headTags` and `body` are already escaped HTML (server/pages/metadata.ts). */
export function renderPage(
  template: PageTemplate,
  language: Language,
  headTags: string,
  body: string,
): string {
  const html = `${template.opening} lang="${language}" dir="${directionOf(language)}">`;
  return `${html}${template.head}${headTags}\n  ${template.middle}${body}${template.tail}`;
}
