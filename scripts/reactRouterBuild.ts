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
 *   app replaces with src/components/links.tsx). Its contexts and memoized components (`React.createContext`,
 *   `React.memo`, with their displayName writes too) are the same case: the data router's, the framework's.
 *   The transform marks those calls pure and drops every displayName write (names for React DevTools only), so
 *   what the app never renders is left out (0.3 KiB gzip more for the contexts and memos).
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const productionFile = (file: string): string =>
  fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));

/** The bundled module that defines the components (a hashed `chunk-*.mjs` of the build). */
const COMPONENTS_MODULE = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/;
const FORWARD_REF = /^var (\w+) = (React\d*)\.forwardRef\(/gm;
/** Top-level `React.createContext(` and `React.memo(` calls: free of side effects, unused when the app renders none. */
const PURE_CALLS = /^(var \w+ = )(React\d*\.(?:createContext|memo)\()/gm;
/** Top-level `X.displayName = "X";` writes (names for React DevTools only). */
const DISPLAY_NAME = /^\w+\.displayName = "[^"]*";$/gm;

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
      return {
        code: code
          .replace(FORWARD_REF, (_match, name: string, react: string) => {
            return `var ${name} = /* @__PURE__ */ ${react}.forwardRef(`;
          })
          .replace(PURE_CALLS, '$1/* @__PURE__ */ $2')
          .replace(DISPLAY_NAME, ''),
        map: null,
      };
    },
  };
}
