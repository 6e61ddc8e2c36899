// End-to-end tests drive the real renderer in Debian's Chromium against the real web host
// (`src-main/web/cli.ts`), which each test starts on a free port (tests/e2e/fixtures.ts).
// Build the renderer first (`npm run build:renderer`); globalSetup rebuilds it when stale.
import { defineConfig, devices } from '@playwright/test';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // The JSON report feeds the one-line summary `npm test` ends with (scripts/test-summary.mjs).
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 960 },
    headless: true,
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--enable-unsafe-swiftshader',
        '--use-gl=angle',
        '--use-angle=swiftshader',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
});
