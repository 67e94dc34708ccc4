import * as v from 'valibot';
import { ContactPersonSchema, ContactPersonsSchema } from '../contact-person/contact-person.schema';
import { FlagSchema, optionalFlag, requiredNumber, requiredRef } from '../fields/fields.schema';
import { IdSchema, optionalText, requiredText } from '../text/text.schema';

export type FormMode = 'add' | 'edit';

/** Limits that differ between plant_add and plant_edit (spec 002 section 5). */
export const plantLimits = {
  add: { address: 250, labelsPerRollChars: 7, productCode: 100 },
  edit: { address: 100, labelsPerRollChars: 100, productCode: 25 },
} as const satisfies Record<
  FormMode,
  { address: number; labelsPerRollChars: number; productCode: number }
>;

const plantProductSchema = (mode: FormMode) =>
  v.object({
    id: v.optional(IdSchema),
    product: requiredRef(),
    productCode: optionalText(plantLimits[mode].productCode),
    noOfLabelPerRoll: requiredNumber({ maxChars: plantLimits[mode].labelsPerRollChars }),
  });

/**
 * Product rows are hidden while All Product Add is on (spec 002 section 4), so they are
 * dropped before validation: a hidden row can neither block the save nor be sent.
 */
const dropRowsWhenAllProducts = (input: Record<string, unknown>): Record<string, unknown> => {
  if (input.allowAllProduct !== true && input.allowAllProduct !== 'true') return input;
  const rest = { ...input };
  delete rest.plantProducts;
  return rest;
};

/**
 * The plant form (spec 002 section 5): plantCode and name required, at most 100; address
 * required, at most 250 on add and 100 on edit; customer required (locked on edit); each
 * product row needs a product and labels per roll (7 characters on add, 100 on edit).
 */
export const plantFormSchema = (mode: FormMode) =>
  v.pipe(
    v.looseObject({}),
    v.transform(dropRowsWhenAllProducts),
    v.object({
      id: mode === 'edit' ? IdSchema : v.optional(IdSchema),
      plantCode: requiredText(100),
      name: requiredText(100),
      address: requiredText(plantLimits[mode].address),
      customer: requiredRef(),
      allowAllProduct: optionalFlag(),
      plantProducts: v.optional(v.array(plantProductSchema(mode)), []),
      contectPersons: ContactPersonsSchema,
    }),
  );
export type PlantForm = v.InferOutput<ReturnType<typeof plantFormSchema>>;

/** Whether the plant form shows its product rows. */
export const plantProductRowsShown = (allowAllProduct: boolean): boolean => !allowAllProduct;

/** A saved plant product's product cannot be changed (spec 002 section 2). */
export const plantProductLocked = (row: { id?: number | null }): boolean =>
  typeof row.id === 'number';

export const PlantSchema = v.object({
  id: v.number(),
  plantCode: v.string(),
  name: v.string(),
  address: v.string(),
  customer: v.object({ id: v.number(), companyName: v.string() }),
  allowAllProduct: v.optional(FlagSchema, false),
  // A page of the list carries neither: the detail (plants/{id}) does, as the view reads it.
  plantProducts: v.optional(
    v.array(
      v.object({
        id: v.number(),
        product: v.object({ id: v.number(), productCode: v.string() }),
        noOfLabelPerRoll: v.number(),
      }),
    ),
  ),
  contectPersons: v.optional(v.array(ContactPersonSchema)),
});
export type Plant = v.InferOutput<typeof PlantSchema>;

export const PlantOptionSchema = v.object({ id: v.number(), name: v.string() });
export type PlantOption = v.InferOutput<typeof PlantOptionSchema>;
