/**
 * What the build tells the renderer about the client assets (vite.config.ts defines these):
 * the page's CSS, inlined in every page so the verdict paints without waiting for a second
 * request, and the file names of the client scripts. Outside a build (tests, Storybook) there is
 * no CSS and the script keeps its source name.
 */
declare const __SCAN_CSS__: string | undefined;
declare const __SCAN_SCRIPT__: string | undefined;
declare const __STATION_SCRIPT__: string | undefined;

export const builtAssets = {
  css: typeof __SCAN_CSS__ === 'string' ? __SCAN_CSS__ : '',
  script: typeof __SCAN_SCRIPT__ === 'string' ? __SCAN_SCRIPT__ : 'enhance.js',
  /** The scan station's own script: only its page loads it, so the scan page's budget never pays for it. */
  stationScript: typeof __STATION_SCRIPT__ === 'string' ? __STATION_SCRIPT__ : 'station.js',
};
