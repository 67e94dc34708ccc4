import type { ScanRenderer } from '@veritag/scan';

/** The scan app's pages, as the server calls them (apps/scan's built renderer). */
export type ScanPages = ScanRenderer;

/** Where the scan app's client assets (its CSS and small script) are served. */
export const scanAssetBase = '/scan-assets';
