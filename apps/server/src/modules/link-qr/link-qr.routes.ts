import type { FastifyInstance } from 'fastify';
import { contract } from '@veritag/api';
import type { Bind } from '../../app-context';
import type { LinkQrService } from './link-qr.service';

export function linkQrRoutes(app: FastifyInstance, bind: Bind, service: LinkQrService): void {
  bind(app, contract.linkQr.link, ({ caller, body, files }) =>
    service.link(caller, body, files.files!),
  );
}
