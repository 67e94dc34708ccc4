import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { clearAnnouncements } from './clear-announcements';
import { GuillocheForm, RollForm, ScanMessageForm } from './form.fixtures';

/** The bound number and file fields in a form. */
const meta = {
  title: 'Composites/Form/Fields',
  component: RollForm,
  args: { onSubmit: fn() },
  beforeEach: () => clearAnnouncements,
} satisfies Meta<typeof RollForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const NumberField: Story = {
  play: async ({ args, canvas }) => {
    const labels = canvas.getByRole('textbox', { name: 'Labels per roll' });
    await userEvent.click(labels);
    await userEvent.tab();
    await expect(labels).toHaveAccessibleDescription('This field is required');
    // The primitive takes at most 7 characters (spec: 'at most 7 characters, minimum 1').
    await userEvent.type(labels, '12345678');
    await expect(labels).toHaveValue('1234567');
    await userEvent.clear(labels);
    await userEvent.type(labels, '1000');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Product Code' }), 'P-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ productCode: 'P-1', labelsPerRoll: 1000 }));
  },
};

export const FileField: StoryObj<typeof GuillocheForm> = {
  render: (args) => <GuillocheForm {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    // Required like the other fields: the asterisk, and the same word when it is left empty.
    await expect(getComputedStyle(canvas.getByText('Image'), '::after').content).toContain('*');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Color' }), 'Gold');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('This field is required');
    const image = new File([new Uint8Array(2_048)], 'gold.png', { type: 'image/png' });
    await userEvent.upload(canvasElement.querySelector('input[type="file"]') as HTMLInputElement, image);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    // The File itself is handed on, ready for a multipart body.
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ color: 'Gold', image }));
  },
};

export const TextAreaAndSwitch: StoryObj<typeof ScanMessageForm> = {
  render: (args) => <ScanMessageForm {...args} />,
  play: async ({ args, canvas }) => {
    const message = canvas.getByRole('textbox', { name: 'Message on Qr Code Scanning' });
    await userEvent.click(message);
    await userEvent.tab();
    await expect(message).toHaveAccessibleDescription('This field is required');
    await userEvent.type(message, 'Thank you for checking your product.');
    await userEvent.click(canvas.getByRole('switch', { name: 'Roto Customized Microsite' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ messageOnScan: 'Thank you for checking your product.', micrositeEnable: true }),
    );
  },
};
