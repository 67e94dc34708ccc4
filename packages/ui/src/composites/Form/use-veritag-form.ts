import type * as v from 'valibot';
import { useAppForm } from './form-hook';
import {
  veritagFormOptions,
  type FormSchema,
  type VeritagFormOptions,
} from './veritag-form-options';

/** A form over a domain schema, with every kind of field (text, text area, number, switch, file, select, combo box, date). */
export const useVeritagForm = <
  Schema extends FormSchema,
  Values extends v.InferInput<Schema> = v.InferInput<Schema>,
>(
  options: VeritagFormOptions<Schema, Values>,
) => useAppForm(veritagFormOptions(options));

export type VeritagForm = ReturnType<typeof useVeritagForm>;
/**
 * The form over `Values`, whatever schema checks them: what a part of a form (a tab, a group of
 * fields) takes as its `form` prop.
 */
export type VeritagFormOf<Values extends Record<string, unknown>> = ReturnType<
  typeof useVeritagForm<v.GenericSchema<Values, Record<string, unknown>>, Values>
>;
