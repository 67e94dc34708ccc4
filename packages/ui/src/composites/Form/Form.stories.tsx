import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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

/** Name was visited and left empty: its message shows; Email, also required, was not visited and stays quiet. */
export const BlurValidation: Story = {
  args: { initialTouched: ['name'] },
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveAccessibleDescription('This field is required'));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    // Only the field that was left shows its error, not the ones not yet visited.
    await expect(canvas.getAllByText('This field is required')).toHaveLength(1);
    await userEvent.type(name, 'Asha Rao');
    await userEvent.tab();
    await expect(name).not.toHaveAttribute('aria-invalid');
    // A field tells its error when it is left, not while it is being filled in.
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.click(email);
    await expect(canvas.queryByText('This field is required')).toBeNull();
    await userEvent.tab();
    await expect(email).toHaveAccessibleDescription('This field is required');
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
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Asha Rao', email: 'asha@example.com' }),
    );
  },
};

/** Saved with a name too long and no email: every field says what is wrong, and nothing is sent. */
export const Invalid: Story = {
  args: { initialValues: { name: 'x'.repeat(101), mobile: '12ab' }, submitOnMount: true },
  play: async ({ args, canvas }) => {
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveAccessibleDescription('Value must be less than 100'));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'This field is required',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
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
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Asha Rao', email: 'asha@example.com' }),
    );
  },
};

/** Saved, and the server refused: its messages show under their fields, or above them for a field the form lacks. */
export const ServerErrors: Story = {
  args: {
    initialValues: { name: 'Asha Rao', email: 'asha@example.com' },
    submitOnMount: true,
    onSubmit: fn(() => [
      { field: 'email', detail: 'This email is already used by another contact' },
      { field: 'company', detail: 'The customer no longer exists' },
    ]),
  },
  play: async ({ args, canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('This email is already used by another contact'),
    );
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Asha Rao',
      email: 'asha@example.com',
    });
    // A field the form does not show is still told, above the fields.
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'company: The customer no longer exists',
    );
    await userEvent.type(email, 'm');
    await expect(email).not.toHaveAttribute('aria-invalid');
  },
};

/** Saved, waiting for the server (which never answers here): Save shows a spinner and takes no second press. */
export const Submitting: Story = {
  args: {
    initialValues: { name: 'Asha Rao', email: 'asha@example.com' },
    submitOnMount: true,
    onSubmit: fn(() => new Promise<void>(() => undefined)),
  },
  play: async ({ args, canvas }) => {
    const save = canvas.getByRole('button', { name: /Save/ });
    await waitFor(() => expect(save).toHaveAttribute('aria-disabled', 'true'));
    await expect(
      within(save).getByRole('progressbar', { name: 'In progress' }),
    ).toBeInTheDocument();
    await userEvent.click(save);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};
