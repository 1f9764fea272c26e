/**
 * How the app's build takes React Router: its production build, with its unused components left out.
 * `vite build` only: the dev server and the unit tests keep the package's own files and their warnings.
 *
 * - The package's exports point every bundler at its development build, which differs from the production one
 *   only in `ENABLE_DEV_WARNINGS` (console warnings and their message strings): the build takes the production
 *   files instead (0.4 KiB gzip of the first visit).
 * - It defines its components as `React.forwardRef(...)` calls followed by `X.displayName = "X"`, neither of
 *   which the bundler may assume free of side effects, so every one of them stays in the first chunk even when
 *   the app renders none (`<Form>` with its submission code; `<Link>` and `<NavLink>` with prefetching, which the
 *   app replaces with src/components/links.tsx). The transform marks those calls pure and drops those
 *   displayName writes (names for React DevTools only), so the unused components and their code are left out.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const productionFile = (file: string): string =>
  fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));

/** The bundled module that defines the components (a hashed `chunk-*.mjs` of the build). */
const COMPONENTS_MODULE = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/;
const FORWARD_REF = /^var (\w+) = (React\d*)\.forwardRef\(/gm;

export function reactRouterProductionBuild(): Plugin {
  return {
    name: 'naat-react-router-production-build',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: productionFile('index.mjs') },
          { find: /^react-router\/dom$/, replacement: productionFile('dom-export.mjs') },
        ],
      },
    }),
    transform(code, id) {
      if (!COMPONENTS_MODULE.test(id)) return null;
      const components = [...code.matchAll(FORWARD_REF)].map((match) => match[1] ?? '');
      if (components.length === 0) return null;
      const displayNames = new RegExp(`^(?:${components.join('|')})\\.displayName = "[^"]*";$`, 'gm');
      return {
        code: code
          .replace(FORWARD_REF, (_match, name: string, react: string) => {
            return `var ${name} = /* @__PURE__ */ ${react}.forwardRef(`;
          })
          .replace(displayNames, ''),
        map: null,
      };
    },
  };
}
