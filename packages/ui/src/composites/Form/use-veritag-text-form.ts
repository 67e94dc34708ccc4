import type * as v from 'valibot';
import { useTextAppForm } from './text-form-hook';
import {
  veritagFormOptions,
  type FormSchema,
  type VeritagFormOptions,
} from './veritag-form-options';

/** `useVeritagForm` for a form of text fields only (`field.TextField`): the login page's, within its bundle budget. */
export const useVeritagTextForm = <
  Schema extends FormSchema,
  Values extends v.InferInput<Schema> = v.InferInput<Schema>,
>(
  options: VeritagFormOptions<Schema, Values>,
) => useTextAppForm(veritagFormOptions(options));
