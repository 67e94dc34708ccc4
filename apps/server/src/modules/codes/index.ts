import { defineModule } from '../../platform/server-module';
import { codesRoutes } from './codes.routes';
import { codesService } from './codes.service';
import { codeReservations, codeSpaceCounts } from './code-space.table';
import { codes, issuedCodes } from './codes.table';

/**
 * The platform's one code service (decision 0129): unique codes for every flow that prints them
 * (template histories, print data), written at COPY speed inside the caller's transaction,
 * and the room each code type and length has left on the platform (decision 0356).
 */
export const codesModule = defineModule({
  name: 'codes',
  tables: { codes, codeSpaceCounts, codeReservations, issuedCodes },
  setup: ({ database }) => codesService({ kind: database.kind }),
  routes: (api, bind, service, { db }) => codesRoutes(api, bind, service, db),
});
export {
  codesService,
  type CodesService,
  type CodeBatch,
  type IssueRequest,
  type IssuedCodes,
  type CodeRow,
  type IssuedCode,
} from './codes.service';
export type { BatchFacts, BatchDescriber } from './batch-kinds';
export { issuedCodes } from './codes.table';
