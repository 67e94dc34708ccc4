/**
 * The door of @veritag/scan for the server (Node): the built renderer and the folder of its
 * client assets. The renderer's source needs a bundler (vanilla-extract), so the server never
 * imports it: it imports this file, which loads the build (dist/server/render.js, a plain ES
 * module). `pnpm build`, `pnpm start` and the test setups make that build
 * (scripts/scan-build.mjs).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ScanRenderer } from '../render/scan-renderer.types';

export type { ScanRenderer } from '../render/scan-renderer.types';
export type * from '../views/scan-pages.view';
// The page's language is the server's choice (decision 0466): plain functions, no JSX or styles.
export {
  languageCookie,
  languagePath,
  isScanLanguage,
  scanLanguages,
  type ScanLanguage,
} from '../i18n/languages';
// The explainer page the platform's mark links to (decision 0471).
export { aboutPath } from '../content/about-path';
export {
  languageCookieOf,
  languageOfRequest,
  negotiateLanguage,
  parseAcceptLanguage,
} from '../i18n/negotiate';

/** Where `pnpm --filter @veritag/scan build` writes: client/ (served) and server/ (imported). */
export const scanBuildDir = fileURLToPath(new URL('../../dist', import.meta.url));

/** The folder to serve under the assetBase given to the renderer (e.g. /scan-assets/): hashed names, cacheable for ever. */
export const scanClientAssetsDir = (buildDir: string = scanBuildDir): string =>
  `${buildDir}/client`;

/** The built renderer; fails with the command that builds it when there is no build. */
export async function loadScanRenderer(buildDir: string = scanBuildDir): Promise<ScanRenderer> {
  const file = `${buildDir}/server/render.js`;
  if (!existsSync(file)) {
    throw new Error(
      `The scan page renderer is not built (${file} is missing): run \`pnpm --filter @veritag/scan build\` (or \`pnpm build\`).`,
    );
  }
  return (await import(pathToFileURL(file).href)) as ScanRenderer;
}
