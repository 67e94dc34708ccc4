import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { clearAnnouncements } from './clear-announcements';
import { ContactPersonForm } from './form.fixtures';

const meta = {
  title: 'Composites/Form',
  component: ContactPersonForm,
  args: { onSubmit: fn() },
  beforeEach: () => clearAnnouncements,
} satisfies Meta<typeof ContactPersonForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const BlurValidation: Story = {
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await userEvent.click(name);
    await expect(canvas.queryByText('This field is required')).toBeNull();
    await userEvent.tab();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('This field is required');
    // Only the field that was left shows its error, not the ones not yet visited.
    await expect(canvas.getAllByText('This field is required')).toHaveLength(1);
    await userEvent.type(name, 'Asha Rao');
    await userEvent.tab();
    await expect(name).not.toHaveAttribute('aria-invalid');
  },
};

/** An error shown on blur, then corrected: one press of Save submits (no stale error blocks it). */
export const CorrectedThenSaved: Story = {
  play: async ({ args, canvas }) => {
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'x'.repeat(101));
    await userEvent.tab();
    await expect(name).toHaveAccessibleDescription('Value must be less than 100');
    await userEvent.clear(name);
    await userEvent.type(name, 'Asha Rao');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'asha@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Asha Rao', email: 'asha@example.com' }));
  },
};

export const Invalid: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'x'.repeat(101));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile' }), '12ab');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Value must be less than 100');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('This field is required');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EmptyFieldsStripped: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), '  Asha Rao ');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'asha@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Designation' }), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    // Trimmed by the schema; the blank designation and the untouched mobile are not sent.
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Asha Rao', email: 'asha@example.com' }));
  },
};

export const ServerErrors: Story = {
  args: {
    onSubmit: fn(() => [
      { field: 'email', detail: 'This email is already used by another contact' },
      { field: 'company', detail: 'The customer no longer exists' },
    ]),
  },
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Asha Rao');
    await userEvent.type(email, 'asha@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('This email is already used by another contact'));
    // A field the form does not show is still told, above the fields.
    await expect(canvas.getByRole('alert')).toHaveTextContent('company: The customer no longer exists');
    await userEvent.type(email, 'm');
    await expect(email).not.toHaveAttribute('aria-invalid');
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Asha Rao');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'asha@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true'));
  },
};
