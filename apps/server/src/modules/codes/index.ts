import { defineModule } from '../../platform/server-module';
import { codesService } from './codes.service';
import { codes } from './codes.table';

/**
 * The platform's one code service (issue 15): unique codes for every flow that prints them
 * (template histories, print data), written at COPY speed inside the caller's transaction.
 */
export const codesModule = defineModule({
  name: 'codes',
  tables: { codes },
  setup: ({ database }) => codesService({ kind: database.kind }),
});
export { codesService, type CodesService, type CodeBatch, type IssueRequest, type IssuedCodes, type CodeRow, type IssuedCode } from './codes.service';
export type { BatchFacts, BatchDescriber } from './batch-kinds';
