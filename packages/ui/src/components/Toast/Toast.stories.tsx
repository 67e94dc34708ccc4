import type { Meta, StoryObj } from '@storybook/react-vite';
import { notices } from '@veritag/domain';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import {
  createToastQueue,
  dismissToasts,
  showToast,
  toastTitles,
  type ToastTone,
} from './toast-queue';
import { ToastRegion } from './ToastRegion';

// One queue per story file, so stories do not leak toasts into each other or into the app's queue.
const queue = createToastQueue();
const tones: ToastTone[] = ['error', 'success', 'warning', 'info'];

const meta = {
  title: 'Primitives/Toast',
  component: ToastRegion,
  args: { queue },
  beforeEach: () => queue.clear(),
  render: ({ queue: shown = queue, ...args }) => (
    <>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {/* Both about the save: the later toast replaces the earlier one. */}
        <Button
          variant="danger"
          onPress={() =>
            showToast(
              {
                tone: 'error',
                detail: 'Invalid name: Value must be less than 100',
                subject: 'save',
              },
              shown,
            )
          }
        >
          Fail to save
        </Button>
        <Button
          onPress={() =>
            showToast({ tone: 'success', detail: notices.changesSaved, subject: 'save' }, shown)
          }
        >
          Save
        </Button>
        <Button
          variant="secondary"
          onPress={() => showToast({ tone: 'warning', detail: notices.badCredential }, shown)}
        >
          Log in badly
        </Button>
        {/* What the console does on every route change. */}
        <Button variant="secondary" onPress={() => dismissToasts(['error', 'warning'], shown)}>
          Go to another screen
        </Button>
      </div>
      <ToastRegion {...args} queue={shown} />
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
    await expect(
      await screen.findByRole('alertdialog', { name: notices.successTitle }),
    ).toHaveTextContent(notices.changesSaved);
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
    showToast(
      {
        tone: 'error',
        detail: 'Please Configure Email Settings as customized microsite is turned on. '.repeat(4),
      },
      queue,
    );
    await screen.findByRole('alertdialog');
  },
};

/** A toast about the same subject replaces the earlier one: the save's success closes its failure. */
export const SameSubjectReplaces: Story = {
  args: { queue: createToastQueue() },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fail to save' }));
    await screen.findByRole('alertdialog', { name: notices.errorTitle });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const [only, ...others] = await screen.findAllByRole('alertdialog');
    await expect(others).toHaveLength(0);
    await expect(only).toHaveAccessibleName(notices.successTitle);
  },
};

/** The same failure twice shows one toast, not a stack of copies. */
export const IdenticalNotStacked: Story = {
  args: { queue: createToastQueue() },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in badly' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Log in badly' }));
    await expect(await screen.findAllByRole('alertdialog')).toHaveLength(1);
  },
};

/** On a route change errors and warnings close; a success (of a save that returned to the list) stays. */
export const DismissedByTone: Story = {
  args: { queue: createToastQueue() },
  play: async ({ args, canvas }) => {
    for (const tone of tones) showToast({ tone, detail: `A ${tone} message.` }, args.queue);
    await expect(await screen.findAllByRole('alertdialog')).toHaveLength(tones.length);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to another screen' }));
    await waitFor(() => expect(screen.getAllByRole('alertdialog')).toHaveLength(2));
    await expect(screen.getByRole('alertdialog', { name: notices.successTitle })).toBeVisible();
    await expect(screen.getByRole('alertdialog', { name: toastTitles.info })).toBeVisible();
  },
};
