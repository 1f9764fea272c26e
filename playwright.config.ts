import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/chromiumFlags';

const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${port}`;
/** The admin password of the test server's fresh database; admin tests log in with it. */
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password';

const chromiumPath = process.env.CHROMIUM_PATH;

export default defineConfig({
  testDir: 'tests/e2e',
  // One folder per run: Playwright empties its output folder at start, and runs may overlap.
  outputDir: `test-results/run-${port}`,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The app registers its service worker, which would answer fetches before page.route mocks see them;
    // specs about the worker opt in with test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
    launchOptions: {
      ...(chromiumPath ? { executablePath: chromiumPath } : {}),
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? 'data-e2e',
      STATIC_DIR: process.env.STATIC_DIR ?? 'dist',
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    },
  },
});
