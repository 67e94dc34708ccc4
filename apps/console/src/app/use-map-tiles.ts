import { createElement, type ReactElement } from 'react';
import { systemCalls } from '@veritag/api';
import { plainTileProvider, type TileUrl } from '@veritag/ui';
import { api } from '#app/session/api-client';
import { useLoad } from './use-load';

const loadSettings = () => api.call(systemCalls.mapSettings);

/**
 * The maps' tile server, a setting of the server. Until it answers, or if it cannot, the map
 * draws the plain grid of packages/ui: the scans stay readable and nothing asks the internet.
 */
export function useMapTiles(): { tileUrl: TileUrl; attribution: ReactElement | false } {
  const { state } = useLoad(loadSettings, { silent: true });
  if (state.status !== 'ready') return { tileUrl: plainTileProvider, attribution: false };
  const { tileUrl, attribution } = state.data;
  return { tileUrl, attribution: attribution ? createElement('span', null, attribution) : false };
}
