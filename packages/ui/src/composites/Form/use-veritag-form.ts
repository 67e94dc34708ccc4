import { useAppForm } from './form-hook';
import { veritagFormOptions, type FormSchema, type VeritagFormOptions } from './veritag-form-options';

/** A form over a domain schema, with every kind of field (text, text area, number, switch, file, select, combo box, date). */
export const useVeritagForm = <Schema extends FormSchema>(options: VeritagFormOptions<Schema>) => useAppForm(veritagFormOptions(options));

export type VeritagForm = ReturnType<typeof useVeritagForm>;
