import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@veritag/domain';
import { expect, userEvent } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Primitives/PasswordField',
  component: PasswordField,
  args: { label: 'Password' },
} satisfies Meta<typeof PasswordField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await userEvent.type(input, 's3cret');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('s3cret');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'secret' } };

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: messages.newPasswordLength, defaultValue: 'abc' },
};

export const LongContent: Story = {
  args: {
    label: 'New password for the company administrator account',
    description: 'Between 5 and 16 characters; use a phrase you do not use on any other site.',
  },
};
