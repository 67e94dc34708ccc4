import * as v from 'valibot';
import { optionalFlag, optionalNumber, requiredRef } from '../fields/fields.schema';
import { issueAt } from '../fields/form-checks';
import { messages } from '../messages/messages';
import { productionStatuses } from './label-production.rules';

/**
 * Label production (spec 001 label_production_add / _edit, ours where the spec stops): the
 * labels produced for a print run, recorded as they come off the press. The server cuts them
 * into rolls of the plant's labels per roll, in the run's code order.
 */
const productionFields = {
  /** Labels produced in this entry: at most what is still pending; blank when only closing. */
  producedQuantity: optionalNumber(),
  /** Close the production: no more rolls; what is still pending is not produced. */
  close: optionalFlag(),
};

/** Labels produced, or the production closed: an entry that does neither asks for the labels. */
const producesOrCloses = <T extends { producedQuantity?: number | undefined; close: boolean }>() =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const input = dataset.value;
    if (input.producedQuantity === undefined && !input.close)
      issueAt(addIssue, input, 'producedQuantity', messages.required);
  });

export const LabelProductionFormSchema = v.pipe(v.object(productionFields), producesOrCloses());
export type LabelProductionForm = v.InferOutput<typeof LabelProductionFormSchema>;

/** A new production entry names its print run; an edit names the production (roll details id). */
export const LabelProductionCreateSchema = v.pipe(
  v.object({ printDataId: requiredRef(), ...productionFields }),
  producesOrCloses(),
);
export const LabelProductionUpdateSchema = v.pipe(
  v.object({ id: requiredRef(), ...productionFields }),
  producesOrCloses(),
);

/** One roll: which of the run's codes it carries, first to last (spec 002 roll file). */
export const RollSchema = v.object({
  id: v.number(),
  rollNo: v.number(),
  productionId: v.number(),
  printDataId: v.number(),
  labels: v.number(),
  firstSeq: v.number(),
  lastSeq: v.number(),
  startingToken: v.string(),
  endingToken: v.string(),
  createdBy: v.string(),
  createdDate: v.string(),
  /** Null until a roll file is asked for; then RUNNING, COMPLETED or FAILED. */
  rollFileStatus: v.nullish(v.string()),
  /** Why the roll file failed, when it did. */
  rollFileReason: v.nullish(v.string()),
  /** Where its file downloads from once COMPLETED. */
  rollFile: v.nullish(v.string()),
});
export type Roll = v.InferOutput<typeof RollSchema>;

/** A print run's production ("roll details"): its figures and its rolls. */
export const ProductionSchema = v.object({
  /** Null before the first labels are recorded. */
  id: v.nullable(v.number()),
  printDataId: v.number(),
  client: v.string(),
  plant: v.nullish(v.string()),
  productCode: v.nullish(v.string()),
  month: v.string(),
  year: v.number(),
  quantity: v.number(),
  /** From the plant's product; null when the plant does not list the product (nothing can be recorded then). */
  labelsPerRoll: v.nullable(v.number()),
  producedQuantity: v.number(),
  pendingQuantity: v.number(),
  productionStatus: v.picklist(productionStatuses),
  /** Whether the print run's codes exist yet (its file generated): rolls carry codes. */
  codesReady: v.boolean(),
  rolls: v.array(RollSchema),
});
export type Production = v.InferOutput<typeof ProductionSchema>;

/** A row of the label production list. */
export const ProductionRowSchema = v.object({
  id: v.number(),
  printDataId: v.number(),
  client: v.string(),
  plant: v.nullish(v.string()),
  productCode: v.nullish(v.string()),
  month: v.string(),
  year: v.number(),
  quantity: v.number(),
  producedQuantity: v.number(),
  pendingQuantity: v.number(),
  rollCount: v.number(),
  productionStatus: v.picklist(productionStatuses),
  createdDate: v.string(),
});
export type ProductionRow = v.InferOutput<typeof ProductionRowSchema>;
