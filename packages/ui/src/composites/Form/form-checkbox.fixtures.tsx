import type { Stripped } from '@veritag/domain';
import * as v from 'valibot';
import { Form } from './Form';
import { useVeritagForm } from './use-veritag-form';

const events = ['scan.recorded', 'scan.first', 'job.failed'] as const;

const EventsSchema = v.object({
  events: v.pipe(v.array(v.picklist(events)), v.minLength(1, 'Choose at least one event')),
});

const eventChoices = [
  { id: 'scan.recorded', label: 'scan.recorded', description: 'A code was scanned' },
  { id: 'scan.first', label: 'scan.first', description: 'A code was scanned for the first time' },
  { id: 'job.failed', label: 'job.failed', description: 'A job failed' },
];

export interface EventsFormProps {
  onSubmit: (values: Stripped<v.InferOutput<typeof EventsSchema>>) => void;
  initialEvents?: (typeof events)[number][];
}

/** Story example: a webhook's events, several ids bound to the form as the webhook form holds them. */
export function EventsForm({ onSubmit, initialEvents = [] }: EventsFormProps) {
  const form = useVeritagForm({
    schema: EventsSchema,
    defaultValues: { events: initialEvents },
    onSubmit,
  });
  return (
    <Form form={form} aria-label="Events">
      <form.AppField name="events">
        {(field) => <field.CheckboxGroup label="Events" options={eventChoices} isRequired />}
      </form.AppField>
      <form.SubmitButton>Save</form.SubmitButton>
    </Form>
  );
}
