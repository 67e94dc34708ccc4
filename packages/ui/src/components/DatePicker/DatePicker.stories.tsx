import { CalendarDate, parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages, yearRanges } from '@veritag/domain';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker, type DatePickerProps } from './DatePicker';

// A fixed "today": stories and their tests must not depend on the day they run.
const today = new CalendarDate(2025, 6, 15);

const meta = {
  title: 'Primitives/DatePicker',
  component: DatePicker<CalendarDate>,
  args: { label: 'Start date', onChange: fn() },
} satisfies Meta<DatePickerProps<CalendarDate>>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * For stories that start with the calendar open: a popover blocks the page under it, so on the
 * docs page such a story runs in a frame of its own (which plays it, too).
 */
const inOwnFrame = { docs: { story: { inline: false, height: '480px' } } };

/** A date typed segment by segment (month, day, year in the en-US locale). */
export const TypeADate: Story = {
  args: { description: 'The day the report starts.' },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: 'Start date' });
    await userEvent.click(within(group).getAllByRole('spinbutton')[0] as HTMLElement);
    await userEvent.keyboard('03152024');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2024-03-15'));
  },
};

/** The report forms' rule: nothing after today. Shown open: the days after today are unavailable. */
export const MaximumDate: Story = {
  args: { label: 'End date', maxValue: today, defaultValue: today, defaultOpen: true },
  parameters: inOwnFrame,
  play: async ({ canvas }) => {
    const laterDay = async () =>
      within(await screen.findByRole('grid')).getByRole('button', { name: /June 16, 2025/ });
    await expect(await laterDay()).toHaveAttribute('aria-disabled', 'true');
    // Picking an earlier day closes the calendar; opened again it still refuses later days.
    await userEvent.click(
      within(screen.getByRole('grid')).getByRole('button', { name: /June 10, 2025/ }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    await expect(await laterDay()).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Shown open: the year select jumps within the spec's range, 2010 to 2070. */
export const YearRange: Story = {
  args: { defaultValue: today, defaultOpen: true },
  parameters: inOwnFrame,
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const year = within(dialog).getByRole('combobox', { name: 'Year' });
    const years = within(year).getAllByRole('option');
    await expect(years[0]).toHaveTextContent(String(yearRanges.datePicker.from));
    await expect(years.at(-1)).toHaveTextContent(String(yearRanges.datePicker.to));
    await userEvent.selectOptions(year, '2030');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('June 2030');
  },
};

export const Empty: Story = {};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: today } };

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: messages.startAfterEnd, defaultValue: today },
};

export const LongContent: Story = {
  args: {
    label: 'Purchase order date of the token data batch, as printed on the order',
    description:
      'Between 2010 and 2070; the date the purchase order was signed, not the delivery date.',
  },
};
