import type { FastifyInstance } from 'fastify';
import { contract } from '@veritag/api';
import type { Bind } from '../../app-context';
import type { ContactPeopleService } from './contact-people.service';

export function contactPeopleRoutes(
  app: FastifyInstance,
  bind: Bind,
  service: ContactPeopleService,
): void {
  bind(app, contract.contactPeople.remove, ({ caller, params }) =>
    service.remove(caller, params.id),
  );
}
