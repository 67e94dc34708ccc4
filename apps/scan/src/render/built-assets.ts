import type { CssPiece } from './page-css';

/**
 * What the build tells the renderer about the client assets (vite.config.ts defines these):
 * the pages' CSS in pieces, of which each page inlines what it uses (page-css.ts), so the
 * verdict paints without waiting for a second request, and the file names of the client
 * scripts. Outside a build (tests, Storybook) there is no CSS and the script keeps its source
 * name.
 */
declare const __SCAN_CSS__: string | undefined;
declare const __SCAN_SCRIPT__: string | undefined;
declare const __STATION_SCRIPT__: string | undefined;

export const builtAssets = {
  // The build writes the pieces as JSON over its placeholder, parsed here once: were it left
  // there, parsing it fails the renderer's load rather than serving pages without CSS.
  cssPieces: JSON.parse(
    typeof __SCAN_CSS__ === 'string' ? __SCAN_CSS__ : '[]',
  ) as readonly CssPiece[],
  script: typeof __SCAN_SCRIPT__ === 'string' ? __SCAN_SCRIPT__ : 'enhance.js',
  /** The scan station's own script: only its page loads it, so the scan page's budget never pays for it. */
  stationScript: typeof __STATION_SCRIPT__ === 'string' ? __STATION_SCRIPT__ : 'station.js',
};
