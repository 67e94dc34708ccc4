import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { storySnippetsPlugin } from './snippets/story-snippets-plugin';

const config: StorybookConfig = {
  // The docs pages (Getting started first), the design system, and the scan app built on it
  // (its pages per verdict and their forms).
  stories: [
    './docs/*.mdx',
    '../packages/ui/src/**/*.stories.tsx',
    '../apps/scan/src/**/*.stories.tsx',
  ],
  // The scan stories' images, served locally: stories never reach the network.
  staticDirs: [{ from: '../apps/scan/src/test-support/story-images', to: '/scan-story-images' }],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // "Show code" snippets are read from the story files when they compile, not rebuilt from the
  // rendered elements: those carry the production bundle's minified names (`<ne`, `function hY(){}`).
  // The snippets-plugin below then adds each snippet's imports and the helpers it uses.
  features: { experimentalCodeExamples: true },
  // No network but the npm registry here and in CI: do not try to send telemetry.
  core: { disableTelemetry: true, enableCrashReports: false },
  // Without vanilla-extract's plugin the build passes but every story fails at runtime,
  // because the .css.ts files are never compiled.
  viteFinal: async (viteConfig) => {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin(), storySnippetsPlugin()],
      // Rolldown's timing report always blames the vanilla-extract transform; noise, not a finding.
      build: { rolldownOptions: { checks: { bundlerTimings: false } } },
    });
  },
};
export default config;
