import * as v from 'valibot';
import { fixedValue, requiredNumber } from '../fields/fields.schema';
import { issueAt } from '../fields/form-checks';
import { messages } from '../messages/messages';
import { IdSchema, optionalText, requiredText } from '../text/text.schema';

/** Master product pack sizes: a choice from 1 to 40 (spec 002 sections 5 and 9). */
export const masterProductPackSizes = Array.from({ length: 40 }, (_, index) => index + 1);

/** The token type of a master product is always sent as Normal (spec 002 section 3). */
export const masterProductTokenType = 'Normal';

/**
 * Master product (matnr) form: SKU code and color required, at most 200; pack size a
 * choice of 1 to 40; description optional; prime string, colour code, P-Code and amount
 * required, amount numeric. Lengths the spec does not give are bounded at 200.
 */
export const MasterProductFormSchema = v.pipe(
  v.object({
    id: v.optional(IdSchema),
    name: requiredText(200),
    color: requiredText(200),
    tokenType: fixedValue(masterProductTokenType),
    packSize: requiredNumber({ maxChars: 2 }),
    description: optionalText(250),
    primeString: requiredText(200),
    colorCode: requiredText(200),
    painterTokenCode: requiredText(200),
    amount: requiredNumber({ min: 0, integer: false, maxChars: 15 }),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    const input = dataset.value as Record<string, unknown>;
    if (typeof input.packSize === 'number' && !masterProductPackSizes.includes(input.packSize)) {
      issueAt(addIssue, input, 'packSize', messages.chooseOption);
    }
  }),
);
export type MasterProductForm = v.InferOutput<typeof MasterProductFormSchema>;

export const MasterProductSchema = v.object({
  id: v.number(),
  name: v.string(),
  color: v.string(),
  tokenType: v.string(),
  packSize: v.number(),
  description: v.nullish(v.string()),
  primeString: v.string(),
  colorCode: v.string(),
  painterTokenCode: v.string(),
  amount: v.number(),
});
export type MasterProduct = v.InferOutput<typeof MasterProductSchema>;
