import type { Meta, StoryObj } from '@storybook/react-vite';
import { notices } from '@veritag/domain';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { createToastQueue, showToast, type ToastTone } from './toast-queue';
import { ToastRegion } from './ToastRegion';

// One queue per story file, so stories do not leak toasts into each other or into the app's queue.
const queue = createToastQueue();
const tones: ToastTone[] = ['error', 'success', 'warning', 'info'];

const meta = {
  title: 'Primitives/Toast',
  component: ToastRegion,
  args: { queue },
  beforeEach: () => queue.clear(),
  render: (args) => (
    <>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button variant="danger" onPress={() => showToast({ tone: 'error', detail: 'Invalid name: Value must be less than 100' }, queue)}>
          Fail to save
        </Button>
        <Button onPress={() => showToast({ tone: 'success', detail: notices.changesSaved }, queue)}>Save</Button>
        <Button variant="secondary" onPress={() => showToast({ tone: 'warning', detail: notices.badCredential }, queue)}>
          Log in badly
        </Button>
      </div>
      <ToastRegion {...args} />
    </>
  ),
} satisfies Meta<typeof ToastRegion>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A failed call shows 'Error Message' with the server's title; it stays until closed. */
export const ErrorToast: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fail to save' }));
    const toast = await screen.findByRole('alertdialog', { name: notices.errorTitle });
    await expect(toast).toHaveTextContent('Invalid name: Value must be less than 100');
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const SuccessToast: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByRole('alertdialog', { name: notices.successTitle })).toHaveTextContent(notices.changesSaved);
  },
};

/** Every tone at once, for review in each theme. */
export const AllTones: Story = {
  play: async () => {
    for (const tone of tones) showToast({ tone, detail: `A ${tone} message.` }, queue);
    await expect(await screen.findAllByRole('alertdialog')).toHaveLength(tones.length);
  },
};

export const Empty: Story = {};

export const LongContent: Story = {
  play: async () => {
    showToast({ tone: 'error', detail: 'Please Configure Email Settings as customized microsite is turned on. '.repeat(4) }, queue);
    await screen.findByRole('alertdialog');
  },
};
