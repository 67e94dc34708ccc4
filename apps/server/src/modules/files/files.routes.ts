import type { FastifyInstance } from 'fastify';
import { contract } from '@veritag/api';
import { access, companyScope } from '../../platform/access';
import type { Bind } from '../../app-context';
import type { FilesService } from './files.service';

export function filesRoutes(app: FastifyInstance, bind: Bind, files: FilesService): void {
  bind(app, contract.system.file, access.anySignedIn, ({ params, caller }) => files.download(params.fileId, companyScope(caller)));
}
