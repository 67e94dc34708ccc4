import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { clearAnnouncements } from './clear-announcements';
import { ContactDialogForm, HelpDeskForm } from './form-entry.fixtures';

/** A list of values added one at a time (the customer's help desk emails). */
const meta = {
  title: 'Composites/Form/Entry list',
  component: HelpDeskForm,
  args: { onSubmit: fn() },
  beforeEach: () => clearAnnouncements,
} satisfies Meta<typeof HelpDeskForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByText('This field is required')).toBeNull();
  },
};

export const Filled: Story = {
  args: {
    initialValues: {
      senderEmail: 'noreply@dairy.example',
      helpDeskEmailsList: ['help@dairy.example', 'desk@dairy.example'],
    },
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove help@dairy.example' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    // The empty input beside the list does not stop the Save.
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        senderEmail: 'noreply@dairy.example',
        helpDeskEmailsList: ['desk@dairy.example'],
      }),
    );
  },
};

/** Add Email adds the typed address once it is one; nothing added says so when the field is left. */
export const AddTypedAddress: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Help Desk Email/ });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('This field is required');
    await userEvent.type(input, 'help desk');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Email' }));
    await expect(input).toHaveAccessibleDescription(
      'Email must be an address such as name@example.com',
    );
    await userEvent.clear(input);
    await userEvent.type(input, 'help@dairy.example{Enter}');
    await expect(canvas.getByRole('list', { name: 'Help Desk Email list' })).toHaveTextContent(
      'help@dairy.example',
    );
    await expect(input).toHaveValue('');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const DisabledWithReason: Story = {
  args: { disabled: true, initialValues: { helpDeskEmailsList: ['help@dairy.example'] } },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Help Desk Email/ });
    await expect(input).toBeDisabled();
    await expect(input).toHaveAccessibleDescription('Set by the customer’s mail provider');
    await expect(canvas.getByRole('button', { name: 'Add Email' })).toBeDisabled();
  },
};

/** A dialog over a form with unsaved changes asks before Escape discards them; untouched, it just closes. */
export const UnsavedChangesInADialog: StoryObj<typeof ContactDialogForm> = {
  render: (args) => <ContactDialogForm {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit sender' }));
    await screen.findByRole('dialog', { name: 'Edit sender' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: 'Edit sender' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit sender' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Sender Email/ }),
      'desk@dairy.example',
    );
    await userEvent.keyboard('{Escape}');
    const question = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await expect(within(dialog).getByRole('textbox', { name: /Sender Email/ })).toHaveValue(
      'desk@dairy.example',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
