import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { SERVER_LAYERS } from './server/layers.mjs';

/** The files of one server layer (server/layers.mjs). */
const layerFiles = (layer) => [
  ...layer.dirs.map((dir) => `server/${dir}/**/*.{ts,mts,mjs}`),
  ...layer.files.map((file) => `server/${file}`),
];

/**
 * Import paths that reach a module of `layer`, however written (`../routes/media`, `./app.ts`); not the code
 * the page and the server share (`contract/lyrics/...`, `contract/search/...`), whose folders have the same names.
 */
const layerImports = (layer) => [
  ...layer.dirs.map((dir) => `**/${dir}/**`),
  ...layer.files.flatMap((file) => {
    const name = file.replace(/\.(ts|mjs)$/, '');
    return [`**/${name}`, `**/${name}.ts`, `**/${name}.js`, `**/${name}.mjs`];
  }),
  '!**/src/**',
  '!**/contract/**',
];

/**
 * The server's imports point down its layers (server/layers.mjs, docs/ARCHITECTURE.md "Server layers"): each
 * layer's files may import nothing from a layer above, types included. The rule the page uses, under its
 * typescript-eslint name, so the page's blocks and these never override each other.
 */
const serverLayerRules = SERVER_LAYERS.slice(0, -1).map((layer, index) => ({
  files: layerFiles(layer),
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: SERVER_LAYERS.slice(index + 1).map((upper) => ({
          group: layerImports(upper),
          message: `The server layer "${layer.name}" imports nothing from the layer "${upper.name}" above it (server/layers.mjs).`,
        })),
      },
    ],
  },
}));

/**
 * How the page and the service worker use contract/: through its sub-modules, never its index (which also
 * holds the server's TypeBox schemas), and only types from the schemas, so TypeBox's runtime stays out of
 * their bundles. Appended to every block below that sets the TypeScript rule (a later block's options replace
 * an earlier one's).
 */
const bundleContract = [
  {
    regex: '(^|/)contract(/index(\\.ts)?)?$',
    message:
      'Import the contract sub-module you need (contract/forms, ...): the index carries the server schemas.',
  },
  {
    group: ['**/contract/schemas', '@sinclair/typebox'],
    allowTypeImports: true,
    message: 'Only types from the schemas: TypeBox itself would ship in the bundle (import type).',
  },
];

/** A feature takes from app/ only the typed hooks, the store's types and the service worker's registration. */
const featureAppImports = {
  group: ['**/app/*', '!**/app/hooks', '!**/app/serviceWorker'],
  allowTypeImports: true,
  message:
    'A feature takes from app/ only the typed hooks, the store types and the service worker registration.',
};

/** contract/ is what the page, the server and the worker share, so it imports none of them. */
const contractOwnImports = [
  {
    group: ['**/src/**', '**/server/**', '**/sw/**'],
    message: 'contract/ is what the page, the server and the worker share: it imports none of them.',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report', 'dev-dist'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector'],
              message: 'Use useAppDispatch and useAppSelector from src/app/hooks.',
            },
            { name: 'howler', message: 'Only src/features/player/engine.ts talks to Howler.' },
            { name: 'idb', message: 'Only contract/db.ts talks to IndexedDB.' },
            {
              name: 'react-router-dom',
              importNames: ['Link', 'NavLink'],
              message:
                'Use Link and NavLink from src/components/links (a first visit does not carry prefetching).',
            },
          ],
          patterns: [{ group: ['**/server/**'], message: 'The page and the server meet only through HTTP.' }],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: bundleContract }] },
  },
  {
    files: ['contract/**/*.{ts,mts}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'idb', message: 'Only contract/db.ts talks to IndexedDB.' }],
          patterns: contractOwnImports,
        },
      ],
    },
  },
  // Dependencies point one way: app -> features -> components / api -> lib / contract. `components/` is shared UI
  // and knows no feature; `api/` is the HTTP layer and knows no feature (it reports events such as a 401 as
  // actions that a feature's slice handles); a feature reaches `app/` only for the typed hooks, the store's
  // types and the service worker's registration. A separate rule name, so the restrictions above still apply.
  {
    files: ['src/components/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/app/**'],
              message: 'components/ is shared UI: it imports no feature and nothing from app/.',
            },
            ...bundleContract,
          ],
        },
      ],
    },
  },
  {
    files: ['src/api/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/components/**'],
              message:
                'api/ is the HTTP layer: it imports no feature or UI (dispatch an action a slice handles).',
            },
            {
              group: ['**/app/**'],
              allowTypeImports: true,
              message: 'api/ takes only types (RootState) from app/.',
            },
            ...bundleContract,
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}', 'sw/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/components/**', '**/app/**'],
              message:
                'lib/ and the service worker sit below the UI: they import no feature, UI or app code.',
            },
            {
              group: ['**/api/**'],
              allowTypeImports: true,
              message: 'lib/ and the service worker take only types from api/.',
            },
            ...bundleContract,
          ],
        },
      ],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [featureAppImports, ...bundleContract],
        },
      ],
    },
  },
  // Features sit in layers so that none import each other in a loop: toasts/ imports no other feature, and
  // playback/ (the player's and the queue's state, favorites, the download records, the list-playing thunks,
  // which file plays and what plays next) imports only toasts/. Every other feature may use these two; a loop
  // among the others fails `npm run lint` through `node scripts/feature-imports.mjs --check`.
  {
    files: ['src/features/playback/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            featureAppImports,
            {
              regex: '^\\.\\./(?!toasts/)[^./][^/]*/',
              message: 'playback/ is the layer the other features use: it imports no feature but toasts/.',
            },
            ...bundleContract,
          ],
        },
      ],
    },
  },
  {
    files: ['src/features/toasts/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            featureAppImports,
            {
              regex: '^\\.\\./[^./][^/]*/',
              message: 'toasts/ is the lowest feature: it imports no other.',
            },
            ...bundleContract,
          ],
        },
      ],
    },
  },
  ...serverLayerRules,
  {
    // Routes and hooks take their services as plugin options; the app's handles are for tests only.
    files: ['server/routes/**/*.ts', 'server/auth/**/*.ts', 'server/http/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'MemberExpression[property.name=/^(config|repos|audioStore|imageStore|diskReserve|ffmpegPath)$/][object.name=/^(app|api|admin|fastify|instance)$/], MemberExpression[property.name=/^(config|repos|audioStore|imageStore|diskReserve|ffmpegPath)$/][object.property.name="server"]',
          message:
            'A route takes its services as plugin options (app.register(routes, { repos })), not from the app.',
        },
      ],
    },
  },
  {
    files: ['src/features/player/engine.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['contract/db.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: contractOwnImports }] },
  },
  {
    files: ['src/app/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
