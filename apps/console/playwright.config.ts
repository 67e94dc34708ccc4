import { defineConfig } from '@playwright/test';
import { e2eBaseUrl, e2eWorkers } from './e2e/e2e-server';

/**
 * Browser journeys against the real server and the built console, in Debian's Chromium
 * (CHROMIUM_PATH, found by scripts/chromium.mjs; nothing downloads a browser here).
 */
export default defineConfig({
  // Journeys in e2e/, and each screen's own test beside it in src/screens.
  testDir: '.',
  testMatch: ['e2e/**/*.e2e.ts', 'src/screens/**/*.e2e.ts'],
  outputDir: '../../test-results/e2e',
  globalSetup: './e2e/global-setup.ts',
  // Each worker has its own server and database (global-setup.ts), and reads its own server's
  // address from TEST_PARALLEL_INDEX: e2eBaseUrl is this worker's. A file's journeys run in order.
  workers: e2eWorkers,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? '../../test-results/e2e-report.json',
      },
    ],
  ],
  use: {
    baseURL: e2eBaseUrl,
    // The laptop screen the issues measure against; phone-sized journeys set 390 x 844 themselves.
    viewport: { width: 1366, height: 768 },
    // The menu's groups open over 400 ms and the menu re-anchors its scroll as they grow: a click
    // aimed at a link mid-growth could press on one entry and release on the next. With reduced
    // motion (the console honours it) groups open at once, so a journey clicks what it aimed at.
    contextOptions: { reducedMotion: 'reduce' },
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
