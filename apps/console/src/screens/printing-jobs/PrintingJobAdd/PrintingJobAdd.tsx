import { printingDestinationCalls, printingJobCalls } from '@veritag/api';
import {
  destinationAddress,
  dropFolderChoice,
  fileRules,
  PrintingJobFormSchema,
  type PrintingTarget,
} from '@veritag/domain';
import { Form, useVeritagForm } from '@veritag/ui';
import { paths } from '#app/app/paths';
import { useLoad } from '#app/app/use-load';
import { FormActions } from '#app/forms/FormActions';
import { FormPage } from '#app/kit/form/FormPage';
import { useSaveAndReturn } from '#app/kit/form/use-save-and-return';
import { api } from '#app/session/api-client';

/** Who may open this screen: whoever the server lets add a job (Print Data, level 2). */
export const access = printingJobCalls.create.access;

interface Choice {
  id: string;
  label: string;
}
const describe = (target: PrintingTarget) =>
  `${target.kind === 'vendor' ? 'Vendor' : 'Plant'}: ${target.name}${target.destination ? ` (${destinationAddress(target.destination)})` : ' (local drop folder)'}`;

/**
 * printing_job_add (spec 001 sections 2 and 5): No. of Jobs (required, at most 200), the CSV
 * (one file, at most 10,000,000 bytes) and, ours, the printer: a vendor or a plant of the
 * company, whose destination takes the files, or the local drop folder. Save returns to the
 * list, where the job's files are made and it can be sent.
 */
export default function PrintingJobAdd() {
  const { save, cancel } = useSaveAndReturn(paths.printingJobList);
  const targets = useLoad(() => api.call(printingDestinationCalls.list), { silent: true });
  const choices: Choice[] = [
    { id: dropFolderChoice, label: 'Local drop folder (no printer)' },
    ...(targets.state.status === 'ready'
      ? targets.state.data.map((target) => ({
          id: `${target.kind}:${target.id}`,
          label: describe(target),
        }))
      : []),
  ];
  const form = useVeritagForm({
    schema: PrintingJobFormSchema,
    defaultValues: { noOfJob: '', destination: dropFolderChoice, file: null },
    onSubmit: ({ file, noOfJob, destination }) =>
      save(() =>
        api.call(printingJobCalls.create, {
          body: {
            noOfJob,
            ...(destination ? { destination: `${destination.kind}:${destination.id}` } : {}),
          },
          files: { file: file instanceof File ? file : undefined },
        }),
      ),
  });
  return (
    <FormPage
      title="Add Printing Job"
      trail={[{ label: 'Printing Jobs', route: paths.printingJobList }]}
    >
      <Form form={form} aria-label="Add Printing Job">
        <form.AppField name="noOfJob">
          {(field) => (
            <field.NumberField
              label="No. of Jobs"
              description="The CSV's rows are split into this many job files, in order"
              isRequired
            />
          )}
        </form.AppField>
        <form.AppField name="destination">
          {(field) => (
            <field.Select
              label="Printer"
              description="A vendor's or plant's printer destination; without one, the files go to the local drop folder"
              items={choices}
              isDisabled={targets.state.status === 'loading'}
            />
          )}
        </form.AppField>
        <form.AppField name="file">
          {(field) => (
            <field.FileField label="CSV File" rule={fileRules.printingJobCsv} isRequired />
          )}
        </form.AppField>
        <FormActions SubmitButton={form.SubmitButton} onCancel={cancel} />
      </Form>
    </FormPage>
  );
}
