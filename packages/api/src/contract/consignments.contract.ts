import { ConsignmentSchema, pageSchema } from '@veritag/domain';
import { traceAccess } from './trace-events.contract';
import { defineCall } from './define-call';
import { pageQuery } from './shared-schemas';

const sortable = ['reference', 'noOfBox', 'overallStatus', 'sendingDate'] as const;

export const consignmentCalls = {
  list: defineCall({
    method: 'GET',
    path: '/v1/consignment/web/get_all',
    access: traceAccess,
    summary: 'A page of consignments with the products of their pallets.',
    query: pageQuery(...sortable),
    reply: pageSchema(ConsignmentSchema),
    ours: 'reply not shown: a page as the other lists',
  }),
  parentFCodes: defineCall({
    method: 'GET',
    path: '/v1/consignment/get_all_fcodes',
    access: traceAccess,
    summary: 'A page of consignments with the F-code labels of their pallets (Parent F-Codes).',
    query: pageQuery(...sortable),
    reply: pageSchema(ConsignmentSchema),
    ours: 'reply not shown: a page as the other lists',
  }),
} as const;
