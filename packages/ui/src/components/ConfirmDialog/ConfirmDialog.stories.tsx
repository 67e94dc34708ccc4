import type { Meta, StoryObj } from '@storybook/react-vite';
import { notices } from '@veritag/domain';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';
import { ConfirmOpenedByState } from './confirm-dialog.fixtures';

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    trigger: 'Delete',
    description: 'The company and its settings are removed.',
    onConfirm: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: ['danger', 'primary'] } },
  // The stories that open the dialog in their play function stay still on the docs page: a modal
  // there would lock the page's scrolling and hold its focus while it is open.
  parameters: { docs: { story: { autoplay: false } } },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * For stories that start with the dialog open. A dialog covers the page it opens on and traps
 * focus there: on the docs page such a story runs in a frame of its own, so it covers only that
 * frame. The frame plays the story too, which is how Pending shows its pending Yes there.
 */
const inOwnFrame = { docs: { story: { inline: false, height: '360px' } } };

/** Opened with the keyboard; focus starts on "No"; "Yes" confirms and closes. */
export const Confirm: Story = {
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Delete' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: notices.confirmDelete });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'No' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const Cancel: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** While the action runs the confirm button shows it is pending and the dialog stays. */
export const Pending: Story = {
  args: { defaultOpen: true, onConfirm: fn(() => new Promise<void>(() => {})) },
  parameters: inOwnFrame,
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await expect(
      within(dialog).getByRole('progressbar', { name: 'In progress' }),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  },
};

export const Open: Story = {
  args: { defaultOpen: true, tone: 'primary', trigger: 'Publish', description: undefined },
  parameters: inOwnFrame,
};

export const LongContent: Story = {
  args: {
    defaultOpen: true,
    description:
      'Deleting this template also deletes its 12 token batches and the print files of every plant. '.repeat(
        3,
      ),
  },
  parameters: inOwnFrame,
};

/** Opened by state from a row's Delete button (no trigger of its own): Escape and No give focus back to it. */
export const OpenedByState: Story = {
  render: (args) => <ConfirmOpenedByState onConfirm={args.onConfirm} />,
  play: async ({ args, canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Delete Acme' });
    await userEvent.click(opener);
    await screen.findByRole('alertdialog', { name: notices.confirmDelete });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: notices.confirmDelete });
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
