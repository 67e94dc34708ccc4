import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build, preview, type InlineConfig, type Plugin } from 'vite';

const pageDir = import.meta.dirname;
const uiEntry = path.resolve(pageDir, '../../../packages/ui/src/index.ts');

/** The page's bare imports (react, react-dom) resolve as the kit's own do: the root package does not depend on them all. */
const resolveLikeTheKit: Plugin = {
  name: 'resolve-like-the-kit',
  enforce: 'pre',
  resolveId(source, importer) {
    if (!importer?.startsWith(pageDir) || /^[./\0]/.test(source)) return null;
    return this.resolve(source, uiEntry, { skipSelf: true });
  },
};

/** Builds the designer page in production mode into `outDir` and serves it on a free loopback port. */
export async function buildDesignerPage(outDir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const config: InlineConfig = {
    configFile: false,
    root: pageDir,
    logLevel: 'warn',
    plugins: [resolveLikeTheKit, vanillaExtractPlugin()],
    oxc: { jsx: { runtime: 'automatic' } },
    build: {
      outDir,
      emptyOutDir: true,
      chunkSizeWarningLimit: 10_000,
      // BENCH_MINIFY=0 keeps function names readable in a CPU profile.
      minify: process.env.BENCH_MINIFY !== '0',
      rolldownOptions: {
        checks: { bundlerTimings: false },
        onLog(level, log, handler) {
          if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
        },
      },
    },
  };
  await build({ ...config, mode: 'production' });
  const server = await preview({ ...config, preview: { host: '127.0.0.1', port: 0, strictPort: false } });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('the preview server has no address');
  return { url, close: () => server.close() };
}
