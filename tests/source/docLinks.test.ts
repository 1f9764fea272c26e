/**
 * The docs link check (`npm run lint` runs scripts/check-doc-links.ts): a relative link to a missing file or
 * heading, or a repository path in backticks that does not exist, is reported with its line.
 */
import { describe, expect, it } from 'vitest';
import {
  checkDoc,
  codePaths,
  githubSlug,
  headingAnchors,
  markdownLinks,
  resolvePath,
  type Repository,
} from '../../scripts/docLinks';

/** A repository of a few files; its Markdown files' anchors come from their texts. */
function repoOf(files: Record<string, string>): Repository {
  const dirs = new Set(
    Object.keys(files).flatMap((file) =>
      file
        .split('/')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
    ),
  );
  return {
    exists: (file) => file in files || dirs.has(file),
    anchors: (file) => headingAnchors(files[file] ?? ''),
  };
}

const repo = repoOf({
  'README.md': '# Naat Stream\n',
  'docs/API.md': "# API\n\n## Admin calls (the owner's)\n\n## Paging\n\n## Paging\n",
  'docs/testing.md': '# Tests\n',
  'server/routes/media.ts': '',
  'src/features/player/engine.ts': '',
});

describe('GitHub heading anchors', () => {
  it('lower-cases, drops punctuation and joins words with hyphens', () => {
    expect(githubSlug("Admin calls (the owner's)")).toBe('admin-calls-the-owners');
    expect(githubSlug('`npm run lint`: the checks')).toBe('npm-run-lint-the-checks');
    expect(githubSlug('Links: [API](API.md) and more')).toBe('links-api-and-more');
  });

  it('numbers repeated headings and ignores headings inside fenced code', () => {
    const anchors = headingAnchors('# A\n\n```sh\n# not a heading\n```\n\n## Paging\n\n## Paging\n');
    expect([...anchors]).toEqual(['a', 'paging', 'paging-1']);
  });
});

describe('finding links and paths', () => {
  it('finds inline links, images and definitions, not links inside code', () => {
    const md =
      'See [API](API.md#paging "title") and ![shot](screens/home.png).\n`[no](code.md)`\n[ref]: testing.md\n';
    expect(markdownLinks(md)).toEqual([
      { value: 'API.md#paging', line: 1 },
      { value: 'screens/home.png', line: 1 },
      { value: 'testing.md', line: 3 },
    ]);
  });

  it('takes repository paths from backticks, words of a command included, not globs or placeholders', () => {
    const md =
      'The route (`server/routes/media.ts:27`), `src/features/player/`, `npx vitest run tests/unit/x.test.ts`,\n' +
      '`src/i18n/catalogs/*.{en,ur}.ts`, `tests/e2e/<name>.spec.ts`, `/api/naats` and `engine.ts`.\n';
    expect(codePaths(md)).toEqual([
      { value: 'server/routes/media.ts', line: 1 },
      { value: 'src/features/player/', line: 1 },
      { value: 'tests/unit/x.test.ts', line: 1 },
    ]);
  });

  it('resolves relative targets and refuses ones that climb out of the repository', () => {
    expect(resolvePath('docs', '../README.md')).toBe('README.md');
    expect(resolvePath('docs', './screens/../API.md')).toBe('docs/API.md');
    expect(resolvePath('docs', '../../etc/passwd')).toBeNull();
  });
});

describe('checkDoc', () => {
  it('passes a document whose links, anchors and paths all exist', () => {
    const md =
      '# T\n[API](API.md#admin-calls-the-owners), [again](API.md#paging-1), [top](#t), [home](../README.md),\n' +
      '[site](https://example.org/x.md), [admin](/admin), `server/routes/media.ts`, `src/features/player/`.\n';
    expect(checkDoc('docs/testing.md', md, repo)).toEqual([]);
  });

  it('fails on a link to a missing file, a missing heading, and a missing backticked path', () => {
    const md =
      '# T\n[gone](gone.md) and [old anchor](API.md#a-renamed-heading)\n' +
      '[here](#nowhere); `server/routes/moved.ts` and `src/features/gone/`.\n';
    expect(checkDoc('docs/testing.md', md, repo)).toEqual([
      { file: 'docs/testing.md', line: 2, message: 'link to a missing file: gone.md' },
      {
        file: 'docs/testing.md',
        line: 2,
        message: 'link to a missing heading: API.md#a-renamed-heading',
      },
      { file: 'docs/testing.md', line: 3, message: 'link to a missing heading: #nowhere' },
      { file: 'docs/testing.md', line: 3, message: 'names a missing path: server/routes/moved.ts' },
      { file: 'docs/testing.md', line: 3, message: 'names a missing path: src/features/gone/' },
    ]);
  });
});
