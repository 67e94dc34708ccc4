import type { FastifyInstance } from 'fastify';
import { contract } from '@veritag/api';
import type { Bind } from '../../app-context';
import type { MapTilesService } from './map-tiles.service';

const calls = contract.system;

export function mapTilesRoutes(app: FastifyInstance, bind: Bind, service: MapTilesService): void {
  bind(app, calls.mapSettings, async () => service.settings());
  // Public: a map loads its tiles as <img>, which sends no token. They show only the world outline.
  bind(app, calls.mapTile, async ({ params }) => service.tile(params.z, params.x, params.y));
}
