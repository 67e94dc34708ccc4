import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { contract } from '@veritag/api';
import type { Bind } from '../../app-context';
import type { Database } from '../../db/database';

export function healthRoutes(
  app: FastifyInstance,
  bind: Bind,
  database: Database,
  version: string,
): void {
  bind(app, contract.system.health, async () => {
    await database.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: database.kind, version };
  });
}
