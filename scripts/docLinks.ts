/**
 * The pure part of the docs link check (scripts/check-doc-links.ts): finds relative Markdown links, heading
 * anchors and repository paths named in backticks, and reports the ones that point at nothing. No file
 * access here: the caller says which repository paths exist and which anchors a Markdown file has.
 */

export interface DocProblem {
  file: string;
  line: number;
  message: string;
}

export interface Located {
  value: string;
  line: number;
}

/** Top-level folders whose paths docs name in backticks (`server/routes/media.ts`, `src/features/x/`). */
const CODE_ROOTS = [
  '.ci',
  'bench',
  'deploy',
  'docs',
  'patches',
  'public',
  'scripts',
  'server',
  'src',
  'sw',
  'tests',
  'types',
];
const CODE_PATH = new RegExp(
  `^(?:${CODE_ROOTS.map((root) => root.replace('.', '\\.')).join('|')})/[\\w.@+/-]*$`,
);

/** The lines of a Markdown text with fenced code blocks blanked, so line numbers stay right. */
export function proseLines(markdown: string): string[] {
  let fence: string | null = null;
  return markdown.split('\n').map((line) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === null && marker) {
      fence = marker[0] ?? null;
      return '';
    }
    if (fence !== null) {
      if (marker && marker[0] === fence) fence = null;
      return '';
    }
    return line;
  });
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function githubSlug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{N}\p{M}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

/** Every anchor a Markdown file's headings make, with GitHub's -1, -2 suffixes for repeated headings. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(markdown)) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = githubSlug(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Inline code spans of one line. */
function codeSpans(line: string): string[] {
  return [...line.matchAll(/(`+)(.+?)\1/g)].map((match) => match[2] ?? '');
}

/** Link and image targets (inline and reference definitions), outside code. */
export function markdownLinks(markdown: string): Located[] {
  const links: Located[] = [];
  proseLines(markdown).forEach((raw, index) => {
    const line = raw.replace(/(`+).+?\1/g, '');
    for (const match of line.matchAll(/\]\(\s*(<[^>]*>|[^\s)]+)(?:\s+"[^"]*")?\s*\)/g)) {
      links.push({ value: (match[1] ?? '').replace(/^<|>$/g, ''), line: index + 1 });
    }
    const definition = /^ {0,3}\[[^\]]+\]:\s*(\S+)/.exec(line)?.[1];
    if (definition) links.push({ value: definition.replace(/^<|>$/g, ''), line: index + 1 });
  });
  return links;
}

/** Repository paths named in backticks (each word of a span that starts with a top-level folder). */
export function codePaths(markdown: string): Located[] {
  const paths: Located[] = [];
  proseLines(markdown).forEach((line, index) => {
    for (const span of codeSpans(line)) {
      for (const word of span.split(/\s+/)) {
        const path = word
          .replace(/^[("']+/, '')
          .replace(/[)"',;.]+$/, '')
          .replace(/:\d+(?:-\d+)?$/, '');
        if (CODE_PATH.test(path)) paths.push({ value: path, line: index + 1 });
      }
    }
  });
  return paths;
}

/** Joins a relative target onto a folder and folds `.` and `..`; null when it climbs out of the repository. */
export function resolvePath(fromDir: string, target: string): string | null {
  const parts: string[] = [];
  for (const part of [...fromDir.split('/'), ...target.split('/')]) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return null;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join('/');
}

export interface Repository {
  /** Whether a repository-relative path (file or folder) exists. */
  exists(path: string): boolean;
  /** The heading anchors of a repository-relative Markdown file. */
  anchors(path: string): Set<string>;
}

/** Every broken relative link, missing anchor and missing backticked path of one Markdown file. */
export function checkDoc(file: string, markdown: string, repo: Repository): DocProblem[] {
  const problems: DocProblem[] = [];
  const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '';
  for (const { value, line } of markdownLinks(markdown)) {
    // Other sites, mail and the app's own addresses (`/admin`) are not files of this repository.
    if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('/')) continue;
    const hashAt = value.indexOf('#');
    const pathPart = decodeURIComponent(hashAt === -1 ? value : value.slice(0, hashAt));
    const anchor = hashAt === -1 ? null : decodeURIComponent(value.slice(hashAt + 1));
    const target = pathPart === '' ? file : resolvePath(dir, pathPart);
    if (target === null || !repo.exists(target)) {
      problems.push({ file, line, message: `link to a missing file: ${value}` });
      continue;
    }
    const anchors =
      pathPart === '' ? headingAnchors(markdown) : target.endsWith('.md') ? repo.anchors(target) : null;
    if (anchor && anchors && !anchors.has(anchor)) {
      problems.push({ file, line, message: `link to a missing heading: ${value}` });
    }
  }
  for (const { value, line } of codePaths(markdown)) {
    if (!repo.exists(value.replace(/\/$/, ''))) {
      problems.push({ file, line, message: `names a missing path: ${value}` });
    }
  }
  return problems;
}
