import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import manifest from './package.json' with { type: 'json' };

/**
 * Library build for apps outside the workspace (`pnpm --filter @veritag/ui build`): one ES
 * module, one CSS file, declarations from tsc (tsconfig.build.json). Inside the workspace
 * consumers compile src/ directly, so nothing here is on the path of `pnpm build`.
 *
 * Dependencies and peers stay imports for the consumer's bundler to resolve, except
 * @veritag/domain and @veritag/symbols: private and shipping TypeScript, so what ui uses is bundled.
 */
const external = [
  ...Object.keys(manifest.dependencies),
  ...Object.keys(manifest.peerDependencies),
].filter((name) => name !== '@veritag/domain' && name !== '@veritag/symbols');

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // One stylesheet for the whole library, not one per chunk.
    cssCodeSplit: false,
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: 'index', cssFileName: 'style' },
    rolldownOptions: {
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
      // Rolldown's timing report always blames the vanilla-extract transform; noise, not a finding.
      checks: { bundlerTimings: false },
    },
  },
});
