import { contract } from '@veritag/api';
import { companyScope } from '../../platform/access';
import { defineModule } from '../../platform/server-module';
import { auditService } from './audit.service';
import { auditEvents } from './audit.table';

/**
 * The audit trail (decision 0121): security-relevant changes, recorded by the modules that make
 * them (`use(auditModule).record(...)`) and read by the company admin.
 */
export const auditModule = defineModule({
  name: 'audit',
  tables: { auditEvents },
  setup: ({ db }) => auditService(db),
  routes: (api, bind, service) => {
    bind(api, contract.audit.list, ({ caller, query }) =>
      service.page(companyScope(caller), query),
    );
  },
});
export type { AuditEntry, AuditService } from './audit.service';
