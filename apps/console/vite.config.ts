import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ command }) => ({
  // @veritag/ui styles are .css.ts files compiled at build time by vanilla-extract.
  plugins: [react(), vanillaExtractPlugin()],
  // The #app/... alias is declared once, in tsconfig.json "paths". A build has no devtools
  // to report to, so TanStack Form's devtools client is a no-op there.
  resolve: {
    tsconfigPaths: true,
    alias:
      command === 'build'
        ? [
            {
              find: '@tanstack/devtools-event-client',
              replacement: fileURLToPath(
                new URL('./build/devtools-event-client-stub.ts', import.meta.url),
              ),
            },
          ]
        : [],
  },
  build: {
    outDir: 'dist',
    // scripts/bundle-budget.mjs reads the manifest to measure what the login route loads.
    manifest: true,
    emptyOutDir: true,
    // Rolldown's timing report always blames the vanilla-extract transform (it runs on every
    // module); it is noise in CI logs, not a finding.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  // In development the API runs on its own port (scripts/dev.mjs); in production the server
  // serves this build, so the console always calls same-origin /api.
  server: { proxy: { '/api': 'http://localhost:8080' } },
}));
