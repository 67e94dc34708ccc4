import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { cssPieces } from './build/css-pieces';

/**
 * Two builds, client first (`pnpm --filter @veritag/scan build`):
 * - client: the one script of the scan pages and the scan station's own, to dist/client with a hashed name (served by the
 *   server under /scan-assets/, cacheable for ever);
 * - server (`--ssr src/render/render-pages.tsx`): the renderer, to dist/server/render.js, a
 *   plain ES module with everything bundled (React, the ui kit, the CSS inlined), so the
 *   server imports it without a bundler. It learns the script's hashed name from the client
 *   build's manifest.
 * SCAN_BUILD_DIR puts both elsewhere than dist/: scripts/scan-build.mjs builds into a
 * temporary folder and moves it into place whole.
 */
const outRoot = process.env.SCAN_BUILD_DIR ?? fileURLToPath(new URL('./dist', import.meta.url));
const clientDir = `${outRoot}/client`;
const clientEntry = 'src/client/enhance.ts';
/** The scan station's script (decision 0321): a second entry, so the scan page never loads it. */
const stationEntry = 'src/client/station.ts';

// Rolldown's timing report always blames the vanilla-extract transform; noise, not a finding.
const quietTimings = { checks: { bundlerTimings: false } } as const;

/** What the renderer's source reads as __SCAN_CSS__ until this plugin puts the real CSS there. */
const inlineCssPlaceholder = '/*scan-inline-css*/';

/**
 * Moves the CSS of the server build into the renderer itself, cut into pieces (build/css-pieces.ts)
 * of which each page inlines those its markup uses (decision 0478): the server needs no file to
 * read, and the CSS is at most what the rendered components import (vanilla-extract emits it per
 * .css.ts file met by the bundle, after tree-shaking).
 */
function inlineCssIntoRenderer(): Plugin {
  return {
    name: 'veritag-scan-inline-css',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const cssFiles = Object.values(bundle).filter(
        (file) => file.type === 'asset' && file.fileName.endsWith('.css'),
      );
      const css = cssFiles
        .map((file) => (file.type === 'asset' ? String(file.source) : ''))
        .join('');
      // A </style> inside would end the element early; our own tokens never write one.
      if (css.includes('</'))
        throw new Error('The scan CSS contains "</": it cannot be inlined in a <style> element');
      // No asset of the server build is served: the CSS is inlined, and the rest (pdf.js's
      // worker, which the kit's label designer imports) is never used by a scan page.
      for (const file of Object.values(bundle))
        if (file.type === 'asset') delete bundle[file.fileName];
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && file.code.includes(inlineCssPlaceholder)) {
          file.code = file.code.replaceAll(
            JSON.stringify(inlineCssPlaceholder),
            JSON.stringify(JSON.stringify(cssPieces(css))),
          );
        }
      }
    },
  };
}

function scriptFileName(source: string): string {
  const manifestFile = `${clientDir}/.vite/manifest.json`;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
    string,
    { file: string }
  >;
  const entry = manifest[source];
  if (!entry)
    throw new Error(`${manifestFile} has no ${source}: build the client first (vite build)`);
  return entry.file;
}

export default defineConfig(({ isSsrBuild }): UserConfig => {
  if (!isSsrBuild) {
    return {
      plugins: [vanillaExtractPlugin()],
      build: {
        outDir: clientDir,
        emptyOutDir: true,
        manifest: true,
        // Files at the folder's top: the server serves it as /scan-assets/<file>.
        assetsDir: '',
        // Phones from the last few years; the script uses nothing newer.
        target: 'es2020',
        rolldownOptions: { input: [clientEntry, stationEntry], ...quietTimings },
      },
    };
  }
  return {
    plugins: [vanillaExtractPlugin(), inlineCssIntoRenderer()],
    define: {
      __SCAN_CSS__: JSON.stringify(inlineCssPlaceholder),
      __SCAN_SCRIPT__: JSON.stringify(scriptFileName(clientEntry)),
      __STATION_SCRIPT__: JSON.stringify(scriptFileName(stationEntry)),
      // React's production build on the server: the development one is several times slower.
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    // Bundle everything: the server imports dist/server/render.js from this folder, where only
    // this package's own dependencies resolve, and the workspace packages ship TypeScript.
    ssr: { noExternal: true },
    build: {
      outDir: `${outRoot}/server`,
      emptyOutDir: true,
      // The CSS of the rendered components is emitted, then moved into the renderer.
      ssrEmitAssets: true,
      target: 'node20',
      rolldownOptions: { output: { entryFileNames: 'render.js' }, ...quietTimings },
    },
  };
});
