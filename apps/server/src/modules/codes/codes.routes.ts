import type { FastifyInstance } from 'fastify';
import { contract } from '@veritag/api';
import type { Bind } from '../../app-context';
import type { Db } from '../../db/database';
import type { CodesService } from './codes.service';

export function codesRoutes(app: FastifyInstance, bind: Bind, service: CodesService, db: Db): void {
  bind(app, contract.codeSpace.rooms, async () => ({ rooms: await service.rooms(db) }));
}
