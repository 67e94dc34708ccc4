/**
 * The settings every module may read: the platform's own, from the environment
 * (config/config.ts) or a test's overrides. What only one module needs (the scan pages, the
 * login limits, the anonymous doors' limits) is not here: app.ts hands it to that module as
 * its options, so the platform names no module's types.
 */
export interface PlatformSettings {
  /** The secret the token and one-time-code keys are derived from; at least 32 characters. */
  secret: string;
  filesDir: string;
  tokenTtlMinutes?: number;
  /** The platform's public address, without a trailing slash (PUBLIC_BASE_URL); printed QR codes hold it. */
  publicBaseUrl?: string;
  /** Where printing jobs without a printer destination are delivered (PRINTING_DROP_DIR); default beside filesDir. */
  printingDropDir?: string;
  /** The maps' tile address with {z}, {x} and {y} (MAP_TILE_URL); default the server's own offline tiles. */
  mapTileUrl?: string;
  /** The credit the tile server asks for (MAP_TILE_ATTRIBUTION). */
  mapTileAttribution?: string;
  /** Webhooks may target private and loopback addresses and plain http (WEBHOOK_ALLOW_PRIVATE=true): tests and on-premise use. */
  webhookAllowPrivate?: boolean;
}

/** The platform's public address, as labels print it: the setting, or the local server's. */
export const publicBaseUrlOf = (settings: PlatformSettings): string =>
  settings.publicBaseUrl ?? 'http://localhost:8080';
