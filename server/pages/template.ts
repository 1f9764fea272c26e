/**
 * index.html cut once, at start, into the pieces around what each page fills in: its head tags (the
 * template's own <title> and description meta are taken out) and the text inside <div id="root">.
 */
export interface PageTemplate {
  /** Up to `</head>`, without the generic title and description. */
  head: string;
  /** From `</head>` to the root element's content. */
  middle: string;
  /** After the root element's (empty) content. */
  tail: string;
}

const ROOT = '<div id="root">';

export function parseTemplate(html: string): PageTemplate {
  const headEnd = html.indexOf('</head>');
  const rootStart = html.indexOf(ROOT, headEnd);
  if (headEnd < 0 || rootStart < 0) {
    throw new Error('index.html must have a </head> and an empty <div id="root"></div> after it');
  }
  const rootContent = rootStart + ROOT.length;
  const head = html
    .slice(0, headEnd)
    .replace(/<title>[^<]*<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  return { head, middle: html.slice(headEnd, rootContent), tail: html.slice(rootContent) };
}

/** The page: `headTags` and `body` are already escaped HTML (server/pages/metadata.ts). */
export function renderPage(template: PageTemplate, headTags: string, body: string): string {
  return `${template.head}${headTags}\n  ${template.middle}${body}${template.tail}`;
}
