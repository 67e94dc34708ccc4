import type { Meta, StoryObj } from '@storybook/react-vite';
import { requiredText } from '@veritag/domain';
import * as v from 'valibot';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Form } from './Form';
import { FormTabs } from './FormTabs';
import { useVeritagForm } from './use-veritag-form';

const PartnerSchema = v.object({ companyName: requiredText(100), contactName: requiredText(50) });

/** A two-tab form: the company on the first tab, its contact person on the second. */
function PartnerForm({ onSubmit }: { onSubmit: (values: unknown) => void }) {
  const form = useVeritagForm({
    schema: PartnerSchema,
    defaultValues: { companyName: 'Acme Print', contactName: '' },
    onSubmit,
  });
  return (
    <Form form={form} aria-label="Business Partner">
      <FormTabs
        label="Business Partner"
        tabs={[
          {
            value: 'details',
            label: 'Details',
            fields: ['companyName'],
            children: (
              <form.AppField name="companyName">
                {(field) => <field.TextField label="Company Name" isRequired />}
              </form.AppField>
            ),
          },
          {
            value: 'contacts',
            label: 'Contact Person',
            fields: ['contactName'],
            children: (
              <form.AppField name="contactName">
                {(field) => <field.TextField label="Name" isRequired />}
              </form.AppField>
            ),
          },
        ]}
      />
      <form.SubmitButton>Save</form.SubmitButton>
    </Form>
  );
}

const meta = {
  title: 'Composites/Form/Tabs',
  component: PartnerForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof PartnerForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Tabbed: Story = {};

/** Saving from the first tab with an error on the second opens the second and marks it (and stops there, so the docs page shows it). */
export const ErrorOnAnotherTab: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const contacts = await canvas.findByRole('tab', { name: 'Contact Person (has errors)' });
    await expect(contacts).toHaveAttribute('aria-selected', 'true');
    // The other tab stays mounted but out of sight and out of the accessibility tree.
    await expect(canvas.queryByRole('textbox', { name: /Company Name/ })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'This field is required',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The error corrected on its tab: Save sends the form and the tab's mark goes. */
export const ErrorCorrected: Story = {
  play: async (context) => {
    await ErrorOnAnotherTab.play?.(context);
    const { args, canvasElement } = context;
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Asha');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      companyName: 'Acme Print',
      contactName: 'Asha',
    });
    await expect(canvas.getByRole('tab', { name: 'Contact Person' })).not.toHaveAttribute(
      'data-invalid',
    );
  },
};
