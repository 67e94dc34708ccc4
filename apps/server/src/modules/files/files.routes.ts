import type { FastifyInstance } from 'fastify';
import { contract } from '@veritag/api';
import type { Bind } from '../../app-context';
import type { FilesService } from './files.service';

export function filesRoutes(app: FastifyInstance, bind: Bind, files: FilesService): void {
  // Signed in is only the door: the module owning the file's record decides (files.download).
  bind(app, contract.system.file, ({ params, caller }) => files.download(params.fileId, caller));
}
