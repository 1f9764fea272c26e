/**
 * The launch flags that work with Debian's Chromium (/usr/bin/chromium) on these machines, for the Playwright
 * specs (playwright.config.ts) and the benchmark's browser sections (bench/appServer.ts). Autoplay is
 * allowed because the specs and the benchmark play audio without a user's tap.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
];
