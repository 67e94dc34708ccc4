import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@veritag/domain';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Company name', onChange: fn() },
} satisfies Meta<typeof TextField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'As printed on invoices.' },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Company name' }), 'Acme Labels');
    await expect(canvas.getByRole('textbox', { name: 'Company name' })).toHaveValue('Acme Labels');
    await expect(args.onChange).toHaveBeenLastCalledWith('Acme Labels');
  },
};

export const Empty: Story = { args: { placeholder: 'e.g. Acme Labels' } };

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Acme Labels' } };

export const ReadOnly: Story = { args: { isReadOnly: true, defaultValue: 'Acme Labels' } };

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: messages.required, isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(messages.required)).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    label:
      'Message shown to the consumer after a genuine scan of the label, in the language of the market',
    description: 'Up to 100 characters. '.repeat(6),
    defaultValue: 'A very long value '.repeat(10),
  },
};

/**
 * The console's forms validate on blur: the error appears when the field loses focus. Shown as
 * after leaving it empty; typing clears the error, and leaving it empty again brings it back.
 */
export const ValidatesOnBlur: Story = {
  render: function Render(args) {
    const [error, setError] = useState<string | undefined>(messages.required);
    return (
      <TextField
        {...args}
        isRequired
        isInvalid={error !== undefined}
        errorMessage={error}
        onBlur={(event) =>
          setError(
            (event.target as HTMLInputElement).value.trim() === '' ? messages.required : undefined,
          )
        }
        onChange={() => setError(undefined)}
      />
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Company name/ });
    await expect(canvas.getByText(messages.required)).toBeVisible();
    await userEvent.type(input, 'Acme');
    await userEvent.tab();
    await expect(canvas.queryByText(messages.required)).toBeNull();
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(await canvas.findByText(messages.required)).toBeVisible();
  },
};
