import {
  ContactPersonInputSchema,
  chosenFile,
  fileRules,
  optionalFlag,
  optionalNumber,
  requiredNumber,
  requiredText,
  type ContactPersonInput,
  type Stripped,
} from '@veritag/domain';
import { useEffect } from 'react';
import * as v from 'valibot';
import { Form } from './Form';
import type { ServerFieldErrors } from './server-errors';
import { useVeritagForm } from './use-veritag-form';

type Submit<T> = (
  values: Stripped<T>,
) => Promise<ServerFieldErrors | void> | ServerFieldErrors | void;

type ContactPersonValues = v.InferInput<typeof ContactPersonInputSchema>;

/** Where a story starts, so its docs page shows the state without running its play function. */
export interface FormStart<Values> {
  initialValues?: Partial<Values>;
  /** Fields shown as already visited and left: their messages show, as after a blur. */
  initialTouched?: readonly (keyof Values & string)[];
  /** Submits once at mount: validation errors, the server's reply or a pending Save show at once. */
  submitOnMount?: boolean;
}

type StartableForm = Pick<
  ReturnType<typeof useVeritagForm>,
  'setFieldMeta' | 'validate' | 'handleSubmit'
>;

function useFormStart(
  form: StartableForm,
  { initialTouched, submitOnMount }: Omit<FormStart<Record<string, unknown>>, 'initialValues'>,
) {
  useEffect(() => {
    // After the fields have mounted (their effects run first), so their meta exists to mark.
    for (const name of initialTouched ?? [])
      form.setFieldMeta(name, (meta) => ({ ...meta, isTouched: true, isBlurred: true }));
    if (initialTouched?.length) void form.validate('blur');
    if (submitOnMount) void form.handleSubmit();
  }, [form, initialTouched, submitOnMount]);
}

/** Story example: the contact person of spec 000 (name and email required, the rest optional). */
export function ContactPersonForm({
  onSubmit,
  ...start
}: { onSubmit: Submit<ContactPersonInput> } & FormStart<ContactPersonValues>) {
  const form = useVeritagForm({
    schema: ContactPersonInputSchema,
    defaultValues: { name: '', designation: '', email: '', mobile: '', ...start.initialValues },
    onSubmit,
  });
  useFormStart(form, start);
  return (
    <Form form={form} aria-label="Contact Person">
      <form.AppField name="name">
        {(field) => <field.TextField label="Name" isRequired />}
      </form.AppField>
      <form.AppField name="designation">
        {(field) => <field.TextField label="Designation" />}
      </form.AppField>
      <form.AppField name="email">
        {(field) => <field.TextField label="Email" type="email" isRequired />}
      </form.AppField>
      <form.AppField name="mobile">
        {(field) => <field.TextField label="Mobile" type="tel" description="Digits only" />}
      </form.AppField>
      <form.SubmitButton>Save</form.SubmitButton>
    </Form>
  );
}

const RollSchema = v.object({ productCode: requiredText(25), labelsPerRoll: requiredNumber() });

/** Story example: a number field with the spec's 'at most 7 characters, minimum 1'. */
export function RollForm({ onSubmit }: { onSubmit: Submit<v.InferOutput<typeof RollSchema>> }) {
  const form = useVeritagForm({
    schema: RollSchema,
    defaultValues: { productCode: '', labelsPerRoll: '' },
    onSubmit,
  });
  return (
    <Form form={form} aria-label="Roll">
      <form.AppField name="productCode">
        {(field) => <field.TextField label="Product Code" isRequired />}
      </form.AppField>
      <form.AppField name="labelsPerRoll">
        {(field) => <field.NumberField label="Labels per roll" isRequired />}
      </form.AppField>
      <form.SubmitButton>Save</form.SubmitButton>
    </Form>
  );
}

/** A number required by a rule of the whole form (as label production's "labels produced, or close"), not by its own entry. */
const ProducedSchema = v.pipe(
  v.object({ produced: optionalNumber(), close: optionalFlag() }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (dataset.typed && dataset.value.produced === undefined && !dataset.value.close) {
      addIssue({
        message: 'This field is required',
        path: [
          {
            type: 'object',
            origin: 'value',
            input: dataset.value,
            key: 'produced',
            value: dataset.value.produced,
          },
        ],
      });
    }
  }),
);

/** Story example: a number the form's own rule asks for. */
export function ProducedForm({
  onSubmit,
}: {
  onSubmit: Submit<v.InferOutput<typeof ProducedSchema>>;
}) {
  const form = useVeritagForm({
    schema: ProducedSchema,
    defaultValues: { produced: '', close: false },
    onSubmit,
  });
  return (
    <Form form={form} aria-label="Produced">
      <form.AppField name="produced">
        {(field) => <field.NumberField label="Labels produced" />}
      </form.AppField>
      <form.AppField name="close">
        {(field) => <field.Switch label="Close production" />}
      </form.AppField>
      <form.SubmitButton>Save</form.SubmitButton>
    </Form>
  );
}

const GuillocheSchema = v.object({
  color: requiredText(100),
  image: chosenFile(fileRules.guillocheImage),
});

/** Story example: the Add Guilloche Image form of spec 000 section 2.9 (a text and one image). */
export function GuillocheForm({
  onSubmit,
}: {
  onSubmit: Submit<v.InferOutput<typeof GuillocheSchema>>;
}) {
  const form = useVeritagForm({
    schema: GuillocheSchema,
    defaultValues: { color: '', image: null },
    onSubmit,
  });
  return (
    <Form form={form} aria-label="Add Guilloche Image">
      <form.AppField name="color">
        {(field) => <field.TextField label="Color" isRequired />}
      </form.AppField>
      <form.AppField name="image">
        {(field) => <field.FileField label="Image" rule={fileRules.guillocheImage} isRequired />}
      </form.AppField>
      <form.SubmitButton>Save</form.SubmitButton>
    </Form>
  );
}

const ScanMessageSchema = v.object({
  messageOnScan: requiredText(100),
  micrositeEnable: optionalFlag(),
});

/** Story example: a long text and an enable switch, as on the customer form. */
export function ScanMessageForm({
  onSubmit,
}: {
  onSubmit: Submit<v.InferOutput<typeof ScanMessageSchema>>;
}) {
  const form = useVeritagForm({
    schema: ScanMessageSchema,
    defaultValues: { messageOnScan: '', micrositeEnable: false },
    onSubmit,
  });
  return (
    <Form form={form} aria-label="Scan message">
      <form.AppField name="messageOnScan">
        {(field) => <field.TextArea label="Message on Qr Code Scanning" isRequired />}
      </form.AppField>
      <form.AppField name="micrositeEnable">
        {(field) => <field.Switch label="Roto Customized Microsite" />}
      </form.AppField>
      <form.SubmitButton>Save</form.SubmitButton>
    </Form>
  );
}
