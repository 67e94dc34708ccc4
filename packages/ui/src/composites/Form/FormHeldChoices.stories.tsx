import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { clearAnnouncements } from './clear-announcements';
import { HeldChoiceForm } from './form-kinds.fixtures';

/**
 * How a choice can be held (`holds`: the option itself, or a list of one id), the bound month
 * picker, and a text tidied as it is left (`tidyOnBlur`). Each validates when left.
 */
const meta = {
  title: 'Composites/Form/Held choices, month and tidied text',
  component: HeldChoiceForm,
  args: { onSubmit: fn() },
  beforeEach: () => clearAnnouncements,
} satisfies Meta<typeof HeldChoiceForm>;
export default meta;

type Story = StoryObj<typeof meta>;

const monthGroup = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('group', { name: 'Mfg Month' });

/** Nothing chosen and nothing left: no message yet. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('This field is required')).toBeNull();
    await expect(canvas.getByText('No customer held')).toBeVisible();
  },
};

/** The customer is held whole (the form reads its other fields); the partner as a list of one id; Save sends ids. */
export const ChosenAndSaved: Story = {
  args: { initialValues: { month: '2026-03', colour: 'teal' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Customer' }));
    await userEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Customer 00002' }),
    );
    await expect(canvas.getByText('Held: Customer 00002 (2)')).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Business Partner' }));
    await userEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Customer 00003' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        customer: 2,
        partners: [3],
        month: '2026-03',
        colour: 'teal',
      }),
    );
  },
};

/** A list of one id shows its option as chosen, and a customer held whole shows by its name. */
export const HeldValuesShown: Story = {
  args: {
    initialValues: { customer: { id: 4, name: 'Customer 00004' }, partners: [5], month: '2026-03' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Customer' })).toHaveValue('Customer 00004');
    await expect(canvas.getByRole('combobox', { name: 'Business Partner' })).toHaveValue(
      'Customer 00005',
    );
    await expect(
      within(monthGroup(canvas)).getByRole('button', { name: /Month/ }),
    ).toHaveTextContent('Mar');
    await expect(
      within(monthGroup(canvas)).getByRole('button', { name: /Year/ }),
    ).toHaveTextContent('2026');
  },
};

/** Moving from the month to the year says nothing; leaving the picker empty says it is required. */
export const MonthErrorWhenLeft: Story = {
  play: async ({ canvas }) => {
    const group = monthGroup(canvas);
    within(group).getByRole('button', { name: /Month/ }).focus();
    await userEvent.tab();
    await expect(within(group).getByRole('button', { name: /Year/ })).toHaveFocus();
    await expect(canvas.queryByText('This field is required')).toBeNull();
    await userEvent.tab();
    await waitFor(() =>
      expect(
        within(canvas.getByRole('group', { name: 'Mfg Month' }).parentElement!).getByText(
          'This field is required',
        ),
      ).toBeVisible(),
    );
    await expect(canvas.getAllByText('This field is required')).toHaveLength(1);
  },
};

/** A rule across fields (an expiry not after the mfg month) shows at once, before the picker is left. */
export const StandingError: Story = {
  args: {
    initialValues: { month: '2026-03' },
    monthRefusal: 'Expiry month must be after the mfg month',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Expiry month must be after the mfg month')).toBeVisible();
    await expect(monthGroup(canvas)).toHaveAccessibleDescription(
      'Expiry month must be after the mfg month',
    );
  },
};

/** A colour name becomes its hex value as the field is left; a value it does not know stays as typed. */
export const TidiedWhenLeft: Story = {
  play: async ({ canvas }) => {
    const colour = canvas.getByRole('textbox', { name: 'Colour' });
    await userEvent.type(colour, 'Navy');
    await expect(colour).toHaveValue('Navy');
    await userEvent.tab();
    await expect(colour).toHaveValue('#000080');
    await userEvent.clear(colour);
    await userEvent.type(colour, '#123456');
    await userEvent.tab();
    await expect(colour).toHaveValue('#123456');
  },
};
