import type { StandardSchemaV1 } from '@tanstack/react-form';
import { stripEmptyFields, type Stripped } from '@veritag/domain';
import * as v from 'valibot';
import { serverErrorMapOf, type ServerFieldErrors } from './server-errors';

/** A domain schema of a whole form: a valibot object schema (valibot implements Standard Schema). */
export type FormSchema = v.GenericSchema<Record<string, unknown>, Record<string, unknown>>;

/**
 * `Values`: what the form holds, field by field. Many domain schemas read loose input (a
 * multipart flag as true or 'true', a choice as an id or `{ id }`), so their input type names
 * few fields; a screen names its values (a typed `defaultValues`) and the compiler checks they
 * are input the schema reads. Without it the values are the schema's input.
 */
export interface VeritagFormOptions<
  Schema extends FormSchema,
  Values extends v.InferInput<Schema> = v.InferInput<Schema>,
> {
  schema: Schema;
  // Not inferred from here: a screen names Values itself, or holds the schema's input.
  defaultValues: NoInfer<Values>;
  /**
   * Gets the schema's output with empty fields removed (spec 000 section 5). Return the
   * server's field errors to show them under their fields.
   */
  onSubmit: (
    values: Stripped<v.InferOutput<Schema>>,
  ) => Promise<ServerFieldErrors | void> | ServerFieldErrors | void;
}

/** valibot copies objects, so a File comes out as a plain { name, size, type }: put the File back. */
const withFiles = (output: Record<string, unknown>, input: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(output).map(([key, value]) => [
      key,
      input[key] instanceof Blob ? input[key] : value,
    ]),
  );

/**
 * The options every Veritag form gives TanStack Form: validation on blur (a submit validates every
 * field too), errors under fields, empty fields stripped on submit, server field errors mapped
 * back. Shared by `useVeritagForm` (every field kind) and `useVeritagTextForm` (text fields only).
 */
export function veritagFormOptions<
  Schema extends FormSchema,
  Values extends v.InferInput<Schema> = v.InferInput<Schema>,
>({ schema, defaultValues, onSubmit }: VeritagFormOptions<Schema, Values>) {
  // Named by the form's values: Values extends the schema's input, so a schema that reads any of
  // its input reads them (the one narrowing of the kit, so screens need none). Named concretely
  // too: TanStack's validator types cannot see through a generic schema type.
  const validator = schema as StandardSchemaV1<v.InferInput<Schema>, unknown> as StandardSchemaV1<
    Values,
    unknown
  >;
  return {
    defaultValues,
    validators: { onBlur: validator },
    // An error found on blur would otherwise stand until the next blur, and TanStack refuses a
    // first submit while any error stands: a field that is being corrected is checked again.
    listeners: {
      onChange: ({
        formApi,
        fieldApi,
      }: {
        formApi: { validate(cause: 'blur'): unknown };
        fieldApi: { state: { meta: { errors: unknown[] } } };
      }) => {
        if (fieldApi.state.meta.errors.length > 0) void formApi.validate('blur');
      },
    },
    onSubmit: async ({
      value,
      formApi,
    }: {
      value: Values;
      formApi: { fieldInfo: Record<string, unknown>; setErrorMap(map: never): void };
    }) => {
      const output = withFiles(v.parse(schema, value), value) as v.InferOutput<Schema>;
      const errors = await onSubmit(stripEmptyFields(output));
      if (!errors) return;
      const { fields, form } = serverErrorMapOf(errors, Object.keys(formApi.fieldInfo));
      // TanStack types onServer by a server validator we do not register; this is its { fields, form }
      // shape. onServer errors clear on the next change, as the user corrects the value.
      formApi.setErrorMap({ onServer: { fields, form } } as never);
    },
  };
}
