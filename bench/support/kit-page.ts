import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build, preview, type InlineConfig, type Plugin } from 'vite';

const uiEntry = path.resolve(import.meta.dirname, '../../packages/ui/src/index.ts');

/**
 * A benchmark page's bare imports (react, react-dom, react-aria-components) resolve as the
 * kit's own do: the root package does not depend on them, and a page must use the very copies
 * the kit uses.
 */
const resolveLikeTheKit = (pageDir: string): Plugin => ({
  name: 'resolve-like-the-kit',
  enforce: 'pre',
  resolveId(source, importer) {
    if (!importer?.startsWith(pageDir) || /^[./\0]/.test(source)) return null;
    return this.resolve(source, uiEntry, { skipSelf: true });
  },
});

/**
 * Builds the page in `pageDir` (an index.html over the kit) in production mode into `outDir`
 * and serves it on a free loopback port. BENCH_MINIFY=0 keeps function names readable in a
 * CPU profile.
 */
export async function buildKitPage(
  pageDir: string,
  outDir: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const config: InlineConfig = {
    configFile: false,
    root: pageDir,
    logLevel: 'warn',
    plugins: [resolveLikeTheKit(pageDir), vanillaExtractPlugin()],
    // The kit's .tsx files use the automatic JSX runtime (tsconfig "jsx": "react-jsx").
    oxc: { jsx: { runtime: 'automatic' } },
    build: {
      outDir,
      emptyOutDir: true,
      // One bundle for one page of a benchmark: its size is not what is measured.
      chunkSizeWarningLimit: 10_000,
      minify: process.env.BENCH_MINIFY !== '0',
      rolldownOptions: {
        checks: { bundlerTimings: false },
        // Libraries' "use client" lines mean nothing in a client-only bundle.
        onLog(level, log, handler) {
          if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
        },
      },
    },
  };
  await build({ ...config, mode: 'production' });
  const server = await preview({
    ...config,
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('the preview server has no address');
  return { url, close: () => server.close() };
}
