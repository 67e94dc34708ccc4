import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@veritag/domain';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { NumberField, type NumberFieldProps } from './NumberField';

const meta = {
  title: 'Primitives/NumberField',
  component: NumberField,
  args: { label: 'Number of labels', onChange: fn() },
} satisfies Meta<typeof NumberField>;
export default meta;

type Story = StoryObj<typeof meta>;

/** At most 7 characters: the eighth and ninth digits are not typed. */
export const Default: Story = {
  args: { description: 'At most 7 digits, at least 1.' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Number of labels' });
    await userEvent.type(input, '123456789');
    await expect(input).toHaveValue('1234567');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(1234567);
  },
};

/** The minimum is 1: stepping down from 1 stays at 1, as does a typed 0 on blur. */
export const Minimum: Story = {
  args: { defaultValue: 1 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Number of labels' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('1');
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.tab();
    await expect(input).toHaveValue('1');
  },
};

export const Empty: Story = { args: { placeholder: 'e.g. 1000' } };

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 500 } };

export const Invalid: Story = { args: { isInvalid: true, errorMessage: messages.maxLength7 } };

export const LongContent: Story = {
  args: {
    label: 'Number of serial codes to generate for this batch of labels',
    description:
      'Codes are unique across the whole platform; a large batch runs as a background job.',
    defaultValue: 9999999,
  },
};

/** The field with its note set a moment after it mounts, as a figure loaded from the server. */
function WithNoteLater(props: NumberFieldProps) {
  const [note, setNote] = useState<string>();
  useEffect(() => {
    const timer = setTimeout(() => setNote('Room for 1,000 more codes of 12 characters'), 50);
    return () => clearTimeout(timer);
  }, []);
  return <NumberField {...props} description={note} />;
}

/**
 * A note that comes after the first render (the room for codes, loaded from the server) is read
 * out with the field, beside an error that was there first.
 */
export const DescriptionArrivingLater: Story = {
  args: { isInvalid: true, errorMessage: messages.required },
  render: (args) => <WithNoteLater {...args} />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Number of labels' });
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(
        `Room for 1,000 more codes of 12 characters ${messages.required}`,
      ),
    );
  },
};
