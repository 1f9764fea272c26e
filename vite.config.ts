/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

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
  plugins: [
    react(),
    devAppName,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // Registration lives in src/app/serviceWorker.ts (workbox-window), never injected.
      injectRegister: false,
      injectManifest: {
        // Audio is never precached: downloads put it in their own cache on request.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2}'],
        globIgnores: ['**/Audio/**'],
      },
      manifest: {
        name: APP_NAME_PLACEHOLDER,
        short_name: 'Naats',
        description: 'Listen to naats by your favourite NaatKhawans, online and offline.',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        theme_color: '#0f5132',
        background_color: '#ffffff',
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
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/sw/**/*.test.ts'],
          environment: 'happy-dom',
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20000,
        },
      },
    ],
  },
});
