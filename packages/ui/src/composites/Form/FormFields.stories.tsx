import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { clearAnnouncements } from './clear-announcements';
import { GuillocheForm, ProducedForm, RollForm, ScanMessageForm } from './form.fixtures';

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
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ productCode: 'P-1', labelsPerRoll: 1000 }),
    );
  },
};

/**
 * A number corrected after a refused save and saved at once, with no other field visited between:
 * the first click on Save saves (react-aria commits the typed number as the field loses focus
 * to the button, during that very click).
 */
export const NumberCorrectedThenSaved: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Product Code' }), 'P-2');
    const labels = canvas.getByRole('textbox', { name: 'Labels per roll' });
    // Saved empty: the submit's own check says what is missing.
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(labels).toHaveAccessibleDescription('This field is required');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(labels, '250');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ productCode: 'P-2', labelsPerRoll: 250 }),
    );
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The same with a number the form's own rule asks for (a refusal by a rule over the whole form). */
export const NumberOfAFormRuleCorrectedThenSaved: StoryObj<typeof ProducedForm> = {
  render: (args) => <ProducedForm {...args} />,
  play: async ({ args, canvas }) => {
    const produced = canvas.getByRole('textbox', { name: 'Labels produced' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(produced).toHaveAccessibleDescription('This field is required');
    await userEvent.type(produced, '26');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ produced: 26, close: false }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
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
    await userEvent.upload(
      canvasElement.querySelector('input[type="file"]') as HTMLInputElement,
      image,
    );
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
      expect(args.onSubmit).toHaveBeenCalledWith({
        messageOnScan: 'Thank you for checking your product.',
        micrositeEnable: true,
      }),
    );
  },
};
