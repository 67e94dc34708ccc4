import type { FastifyInstance } from 'fastify';
import { contract } from '@veritag/api';
import type { Bind } from '../../app-context';
import { companyScope, ownCompany, recordScope } from '../../platform/access';
import type { FilesService } from '../files';
import { companyFontFiles } from './company-fonts';
import { templateSampleFiles } from './template-designs';
import { templatePdfFiles } from './templates.service';
import type { TemplatesDoor } from './templates-door';

const calls = contract.templates;
const designs = contract.templateDesigns;
const fonts = contract.fonts;

export function templatesRoutes(
  app: FastifyInstance,
  bind: Bind,
  service: TemplatesDoor,
  files: FilesService,
): void {
  // Master PDFs and samples are as private as the template list; fonts as the font list.
  files.registerOwner(templatePdfFiles, {
    access: calls.forCustomer.access,
    withinReach: service.fileWithinReach,
  });
  files.registerOwner(templateSampleFiles, {
    access: calls.forCustomer.access,
    withinReach: (caller, fileId) => service.designs.sampleWithinReach(recordScope(caller), fileId),
  });
  files.registerOwner(companyFontFiles, { access: fonts.list.access });

  // The super admin's request list.
  bind(app, calls.pending, ({ query }) => service.pending(query));
  bind(app, calls.changeStatus, ({ params }) => service.changeStatus(params.id));
  bind(app, calls.forCustomer, ({ caller, params, query }) =>
    service.forCustomer(recordScope(caller), params.customerId, query.sort),
  );
  bind(app, calls.create, ({ caller, body, files: uploads }) =>
    service.create(recordScope(caller), body, uploads.file!, caller.login),
  );
  bind(app, calls.update, ({ caller, body }) => service.update(recordScope(caller), body));
  bind(app, calls.markUpdated, ({ caller, body }) =>
    service.markUpdated(recordScope(caller), body.id),
  );
  bind(app, calls.download, ({ caller, query }) => service.download(caller, query.id));
  bind(app, calls.design, ({ caller, params }) =>
    service.designs.latest(recordScope(caller), params.id),
  );

  bind(app, designs.save, async ({ caller, body }) => {
    await service.designs.save(recordScope(caller), body, caller.login);
  });
  bind(app, designs.sample, ({ caller, body }) =>
    service.designs.sample(recordScope(caller), body),
  );
  bind(app, designs.removeElement, ({ caller, params }) =>
    service.designs.removeElement(
      recordScope(caller),
      params.templateId,
      params.elementType,
      caller.login,
    ),
  );

  bind(app, fonts.list, ({ caller }) => service.fonts.names(companyScope(caller)));
  bind(app, fonts.upload, ({ caller, body, files: uploads }) =>
    service.fonts.add(ownCompany(caller), body, uploads.file!),
  );
  bind(app, fonts.remove, ({ caller, params }) =>
    service.fonts.remove(ownCompany(caller), params.name),
  );
}
