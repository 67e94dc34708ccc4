import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { OneTimeSecret } from './OneTimeSecret';

const key = 'vtk_Q2hhbmdlIG1lOiB0aGlzIGlzIG5vdCBhIHJlYWwga2V5IGF0IGFsbA';

const meta = {
  title: 'Composites/OneTimeSecret',
  component: OneTimeSecret,
  args: { label: 'API key', value: key, copy: fn(() => Promise.resolve()) },
} satisfies Meta<typeof OneTimeSecret>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The value, readable and described by the warning; Copy hands it over and says so. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const value = canvas.getByRole('textbox', { name: 'API key' });
    await expect(value).toHaveTextContent(key);
    await expect(value).toHaveAccessibleDescription(/will not be shown again/);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy API key' }));
    await expect(args.copy).toHaveBeenCalledWith(key);
    await expect(canvas.getByRole('status')).toHaveTextContent('API key copied to the clipboard.');
    await expect(canvasElement.querySelector('[data-slot="one-time-secret"]')).toHaveAttribute(
      'data-state',
      'copied',
    );
  },
};

/** A refused clipboard says to select the text by hand. */
export const CopyRefused: Story = {
  args: { copy: fn(() => Promise.reject(new Error('denied'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy API key' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('select the text and copy it');
  },
};

export const SigningSecret: Story = {
  args: {
    label: 'Signing secret',
    value: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    warning: 'Your receiver checks each delivery with this secret. It will not be shown again.',
  },
};

/** A phone's width: the value wraps inside its box, the button goes under it. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const value = canvas.getByRole('textbox', { name: 'API key' });
    await expect(value.scrollWidth).toBeLessThanOrEqual(value.clientWidth);
    await expect(value.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};
