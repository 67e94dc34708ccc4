import { defineModule } from '../../platform/server-module';
import { mapTilesRoutes } from './map-tiles.routes';
import { mapTilesService } from './map-tiles.service';

/**
 * Map tiles (decision 0282): where the console's maps take their tiles (MAP_TILE_URL, a setting),
 * and the server's own offline tiles, land and sea drawn from a bundled world outline, which
 * are the default so no map asks the internet unless told to.
 */
export const mapTilesModule = defineModule({
  name: 'mapTiles',
  setup: ({ settings }) =>
    mapTilesService({ tileUrl: settings.mapTileUrl, attribution: settings.mapTileAttribution }),
  routes: (api, bind, service) => mapTilesRoutes(api, bind, service),
});
export type { MapTilesService } from './map-tiles.service';
