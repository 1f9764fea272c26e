// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  asFactory,
  namedIds,
  screenIds,
  screenKey,
  staticClosure,
  type ModuleFacts,
} from '../../scripts/screenCatalogs';
import { compileCatalog } from '../../scripts/catalogPlugin';

const facts = (entries: Record<string, { ids?: string[]; imports?: string[] }>): Map<string, ModuleFacts> =>
  new Map(
    Object.entries(entries).map(([id, { ids = [], imports = [] }]) => [id, { ids: new Set(ids), imports }]),
  );

describe('screen catalogues', () => {
  it('finds the ids a module names as string literals, and only known ones', () => {
    const code = `t("nav.home"); t('player.play', { a: 1 }); const x = \`queue.title\`; "not.an.id"; "nav.home"`;
    expect(
      [...namedIds(code, new Set(['nav.home', 'player.play', 'queue.title', 'other.id']))].sort(),
    ).toEqual(['nav.home', 'player.play', 'queue.title']);
  });

  it('follows static imports only, through cycles', () => {
    const graph: Record<string, string[]> = { a: ['b'], b: ['c', 'a'], c: [], d: ['a'] };
    expect([...staticClosure(['a'], (id) => graph[id] ?? [])].sort()).toEqual(['a', 'b', 'c']);
  });

  it("gives the shell the entry's ids and each lazy module the ids its imports add beyond the shell", () => {
    const graph = facts({
      '/src/main.tsx': { ids: ['nav.home'], imports: ['/src/Layout.tsx'] },
      '/src/Layout.tsx': { ids: ['layout.skip', 'shared.ok'] },
      '/src/Queue.tsx': { ids: ['queue.title', 'shared.ok'], imports: ['/src/QueueRow.tsx'] },
      '/src/QueueRow.tsx': { ids: ['queue.remove'] },
      '/src/Share.tsx': { ids: ['nav.home'] },
    });
    const catalogs = screenIds(['/src/main.tsx'], ['/src/Queue.tsx', '/src/Share.tsx'], graph);
    expect([...(catalogs.get('shell') ?? [])].sort()).toEqual(['layout.skip', 'nav.home', 'shared.ok']);
    expect([...(catalogs.get(screenKey('/src/Queue.tsx')) ?? [])]).toEqual(['queue.remove', 'queue.title']);
    // Everything the share dialog names is already in the shell: it gets no file.
    expect(catalogs.has(screenKey('/src/Share.tsx'))).toBe(false);
  });

  it('names a lazy module by its file, kept apart from a namesake elsewhere', () => {
    expect(screenKey('/repo/src/features/a/Page.tsx')).toMatch(/^Page-[0-9a-f]{6}$/);
    expect(screenKey('/repo/src/features/a/Page.tsx')).not.toBe(screenKey('/repo/src/features/b/Page.tsx'));
    // The same source path in another clone: the same name.
    expect(screenKey('/elsewhere/src/features/a/Page.tsx')).toBe(screenKey('/repo/src/features/a/Page.tsx'));
  });

  it('turns a compiled catalogue into a module with no imports that takes the runtime', async () => {
    const source = asFactory(
      compileCatalog('en', {
        'a.count': '{n, plural, one {# naat} other {# naats}}',
        'a.plain': 'Hi {name}',
      }),
    );
    expect(source).not.toMatch(/\bimport\b/);
    const url = `data:text/javascript,${encodeURIComponent(source)}`;
    const { default: factory } = (await import(/* @vite-ignore */ url)) as {
      default: (runtime: object) => Record<string, (values: object) => string>;
    };
    const runtime = await import('@messageformat/runtime');
    const { en } = await import('@messageformat/runtime/lib/cardinals');
    const messages = factory({ ...runtime, en });
    expect(messages['a.count']?.({ n: 1 })).toBe('1 naat');
    expect(messages['a.count']?.({ n: 3 })).toBe('3 naats');
    expect(messages['a.plain']?.({ name: 'Ali' })).toBe('Hi Ali');
    expect(asFactory(compileCatalog('en', { b: 'x' }))).toBe(
      'export default ({  }) => ({\n  b: () => "x"\n});\n',
    );
  });
});
