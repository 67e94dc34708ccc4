import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { clearAnnouncements } from './clear-announcements';
import { EventsForm } from './form-checkbox.fixtures';

/** `field.CheckboxGroup`: several ids of the form (a webhook's events), checked at each tick. */
const meta = {
  title: 'Composites/Form/Checkbox group field',
  component: EventsForm,
  args: { onSubmit: fn() },
  beforeEach: () => clearAnnouncements,
} satisfies Meta<typeof EventsForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Save with nothing ticked says what is missing; nothing is sent. */
export const NothingChosen: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByText('Choose at least one event')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByText('Choose at least one event')).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A tick clears the message at once, and clearing the last box brings it back at once. */
export const TickedAndCleared: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('A code was scanned for the first time'));
    await userEvent.click(canvas.getByText('A job failed'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ events: ['scan.first', 'job.failed'] }),
    );
    await userEvent.click(canvas.getByText('A code was scanned for the first time'));
    await userEvent.click(canvas.getByText('A job failed'));
    await waitFor(() => expect(canvas.getByText('Choose at least one event')).toBeVisible());
  },
};

export const Chosen: Story = { args: { initialEvents: ['scan.recorded'] } };
