import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumFlags, locateChromium } from './scripts/chromium.mjs';
import StorySummaryReporter from './scripts/story-summary-reporter.ts';

/**
 * Every story of .storybook runs as a test in headless Chromium, with an axe check after it
 * (preview sets a11y.test = 'error', so a violation fails the story). Kept out of the root
 * `vitest run` because it needs a browser: scripts/browser-steps.mjs runs this config after
 * Chromium has been found or installed. A function, so importing this file never looks for one.
 */
export function storybookProject(): TestProjectInlineConfiguration {
  const executablePath = locateChromium();
  // Never skip browser tests quietly: no browser is a failure with the way out in its message.
  if (!executablePath)
    throw new Error(
      'No Chromium found for the story tests: run `node scripts/chromium.mjs` or set CHROMIUM_PATH.',
    );
  return {
    plugins: [
      storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) }),
    ],
    // react-aria's virtualizer turns itself off when NODE_ENV is 'test' (for jsdom, which has
    // no layout) unless VIRT_ON is set, and reads it from a `process` the browser lacks. A real
    // browser lays out fine: switch virtualization on, so the stories test what users get.
    define: { 'process.env.VIRT_ON': JSON.stringify('1') },
    // Bundled before the first story loads: a dependency found mid-run makes Vite reload the
    // page, and the stories of that file fail to import.
    optimizeDeps: {
      include: [
        '@internationalized/date',
        '@radix-ui/react-dialog',
        '@radix-ui/react-switch',
        '@radix-ui/react-tabs',
        'class-variance-authority',
        'lucide-react',
        'react-aria-components',
        'bwip-js/browser',
        'pdfjs-dist',
        'qr',
        'react-moveable',
        'pigeon-maps',
        'topojson-client',
        '@visx/axis',
        '@visx/group',
        '@visx/responsive',
        '@visx/scale',
        '@visx/shape',
      ],
    },
    test: {
      name: 'storybook',
      testTimeout: 30_000,
      // Story files in as many pages at once as there are cores. Vitest's browser pool opens one
      // less than the cores, a single page on two, and then the run waited on that page's
      // rendering and axe with a core idle.
      maxWorkers: availableParallelism(),
      browser: {
        enabled: true,
        headless: true,
        // A page keeps its loaded modules from one story file to the next: isolated, each file
        // loaded the preview, the kit and its CSS again, 1.7 s a file. Each story still renders
        // into its own root, unmounted after it (decision 0480).
        isolate: false,
        // Nothing downloads a browser on this network: Playwright drives the system Chromium.
        provider: playwright({
          launchOptions: {
            executablePath,
            args: [...chromiumFlags, '--disable-quic'],
          },
        }),
        instances: [{ browser: 'chromium' }],
      },
    },
  };
}

export default defineConfig({
  test: {
    projects: [storybookProject()],
    reporters: ['default', new StorySummaryReporter()],
  },
});
