import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@veritag/domain';
import { expect, userEvent } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Primitives/TextArea',
  component: TextArea,
  args: { label: 'Email message to customer' },
} satisfies Meta<typeof TextArea>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'Sent with every print file.' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Email message to customer' });
    await userEvent.type(box, 'Dear customer,{enter}your labels are ready.');
    await expect(box).toHaveValue('Dear customer,\nyour labels are ready.');
  },
};

export const Empty: Story = { args: { placeholder: 'Write the message…' } };

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Dear customer,' } };

export const Invalid: Story = { args: { isInvalid: true, errorMessage: messages.required } };

export const LongContent: Story = {
  args: { defaultValue: 'A long paragraph of text. '.repeat(40), rows: 6 },
};
