import * as v from 'valibot';
import {
  access,
  IdParamsSchema,
  IdSchema,
  LabelProductionCreateSchema,
  LabelProductionUpdateSchema,
  pageSchema,
  ProductionRowSchema,
  ProductionSchema,
} from '@veritag/domain';
import { defineCall } from './define-call';
import { listQuery } from './shared-schemas';

/** Spec 001 section 6: Label Production, 1 to see, 2 to record labels and close (the spec's "priority 2"), 3 to remove a roll. */
const read = access.company('Label Production', 1);
const write = access.company('Label Production', 2);
const remove = access.company('Label Production', 3);

const columns = [
  'client',
  'month',
  'productCode',
  'quantity',
  'producedQuantity',
  'pendingQuantity',
  'productionStatus',
] as const;

/**
 * Label production (ours throughout: the spec shows label_production_add and _edit and a menu
 * entry, but no calls): the labels produced for a print run, cut into rolls in code order.
 */
export const labelProductionCalls = {
  list: defineCall({
    method: 'GET',
    path: '/label-production',
    access: read,
    summary:
      'A page of productions (roll details) with their figures, searched and sorted on the server.',
    query: listQuery(columns),
    reply: pageSchema(ProductionRowSchema),
    ours: "the label production list behind the menu's Label Production",
  }),
  get: defineCall({
    method: 'GET',
    path: '/label-production/:id',
    access: read,
    summary: 'One production (roll details id) with its rolls.',
    params: IdParamsSchema,
    reply: ProductionSchema,
    ours: 'label_production_edit reads the production it is given (roll details id)',
  }),
  ofPrintData: defineCall({
    method: 'GET',
    path: '/label-production/print-data/:printDataId',
    access: read,
    summary:
      "A print run's production as it stands (id null before the first labels), with its rolls.",
    params: v.object({ printDataId: IdSchema }),
    reply: ProductionSchema,
    ours: "label_production_add reads the print run's production it is given (print data id)",
  }),
  create: defineCall({
    method: 'POST',
    path: '/label-production',
    access: write,
    summary:
      'Record labels produced for a print run (and close it if asked): they become its next rolls.',
    body: LabelProductionCreateSchema,
    reply: ProductionSchema,
    ours: 'label_production_add saves here',
  }),
  update: defineCall({
    method: 'PUT',
    path: '/label-production',
    access: write,
    summary: 'Record more labels on a production (roll details id), or close it.',
    body: LabelProductionUpdateSchema,
    reply: ProductionSchema,
    ours: 'label_production_edit saves here',
  }),
  removeRoll: defineCall({
    method: 'DELETE',
    path: '/label-production/rolls/:id',
    access: remove,
    summary: "Remove a production's last roll (a mistyped entry): its labels are pending again.",
    params: IdParamsSchema,
    reply: ProductionSchema,
    ours: 'correcting a mistyped entry',
  }),
} as const;
