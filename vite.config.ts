/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { catalogPlugin } from './scripts/catalogPlugin.ts';
import { reactRouterProductionBuild } from './scripts/reactRouterBuild.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

/**
 * The product name is the server's APP_NAME, chosen at run time: the build keeps the placeholder
 * __APP_NAME__ in index.html and the manifest, and the server replaces it when it serves them.
 * The dev server has no such step, so this plugin does it there.
 */
const APP_NAME_PLACEHOLDER = '__APP_NAME__';
const devAppName = {
  name: 'naat-app-name-in-dev',
  apply: 'serve' as const,
  transformIndexHtml: (html: string) =>
    html.replaceAll(APP_NAME_PLACEHOLDER, process.env.APP_NAME ?? 'Naat Stream'),
};

export default defineConfig({
  resolve: {
    alias: [
      // The package's "module" field is its ES5 build; every browser that runs the service worker runs the
      // modern one, which is 40% smaller.
      { find: /^workbox-window$/, replacement: 'workbox-window/build/workbox-window.prod.mjs' },
    ],
  },
  plugins: [
    reactRouterProductionBuild(),
    catalogPlugin(),
    react(),
    devAppName,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // Registration lives in src/app/serviceWorker.ts (workbox-window, production builds only), never injected.
      injectRegister: false,
      // The icons are already in the globs below; adding them again from the manifest only duplicates entries.
      includeManifestIcons: false,
      injectManifest: {
        // The app shell: every file a first visit (or any later route) needs, so every page opens offline.
        // js: the entry and every lazy route chunk (a route first opened offline still loads);
        // css; html: index.html, which answers every navigation; svg/png/ico: favicon and icons;
        // webmanifest: installing offline; woff2: the Urdu font, including the unicode-range subsets
        // (Latin text never asks for them, but Urdu titles do, and they must render offline too).
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2}'],
        globIgnores: [
          // Audio is never precached: downloads put it in their own cache when the listener asks.
          '**/Audio/**',
          '**/*.{mp3,m4a,aac,ogg,opus,flac,wav}',
          // Older formats of the same fonts: every browser that runs this worker reads woff2.
          '**/*.woff',
        ],
        // Workbox leaves out (with only a build warning) any file above the limit, and a shell missing its
        // main bundle would not open offline; today's largest file is about 400 kB.
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
      manifest: {
        // The server writes its APP_NAME over this placeholder when it serves the manifest.
        name: APP_NAME_PLACEHOLDER,
        short_name: 'Naats',
        description: 'Listen to naats by your favourite NaatKhawans, online and offline.',
        id: '/',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        theme_color: '#0f5132',
        background_color: '#0f5132',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        shortcuts: [
          {
            name: 'Popular',
            short_name: 'Popular',
            url: '/popular',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
          },
          {
            name: 'Favorites',
            short_name: 'Favorites',
            url: '/favorites',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
          },
          {
            name: 'Downloads',
            short_name: 'Downloads',
            url: '/downloads',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
          },
        ],
      },
    }),
  ],
  server: {
    proxy: {
      '/api': apiTarget,
      '/Audio': apiTarget,
    },
  },
  build: {
    outDir: process.env.OUT_DIR ?? 'dist',
    emptyOutDir: true,
    // Every browser the app supports (it needs service workers and ES modules) preloads modules natively.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Imported constants become literals at their use (the default only does so inside conditions): the
      // route paths of contract/pageRoutes.ts then cost the first visit nothing over paths written in place.
      optimization: { inlineConst: true },
      output: {
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/sw/**/*.test.ts', 'tests/source/**/*.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['tests/unit/setupI18n.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20000,
          // Each file makes its own databases (a fresh PostgreSQL one included) and seeds them in its hooks.
          hookTimeout: 60000,
        },
      },
      {
        extends: true,
        test: {
          name: 'deploy',
          include: ['tests/deploy/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
