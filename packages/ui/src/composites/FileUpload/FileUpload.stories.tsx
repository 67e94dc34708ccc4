import type { Meta, StoryObj } from '@storybook/react-vite';
import { fileRules } from '@veritag/domain';
import { expect, fn, userEvent } from 'storybook/test';
import { FileUpload } from './FileUpload';

const meta = {
  title: 'Composites/FileUpload',
  component: FileUpload,
  args: { label: 'Image', rule: fileRules.guillocheImage, onChange: fn() },
} satisfies Meta<typeof FileUpload>;
export default meta;

type Story = StoryObj<typeof meta>;

const pngOf = (bytes: number, name = 'guilloche.png') => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
/** FileTrigger's input is hidden; the user reaches it through the 'Choose file' button. */
const fileInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
// The browser's picker would not even offer a wrong type; the widget must still refuse one.
const anyFile = userEvent.setup({ applyAccept: false });

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('An image (PNG, JPEG, GIF, WebP or BMP), at most 5,000,000 bytes.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose file Image' })).toBeEnabled();
  },
};

export const ChooseAndRemove: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const file = pngOf(1_024);
    await userEvent.upload(fileInput(canvasElement), file);
    await expect(args.onChange).toHaveBeenCalledWith(file);
    await expect(canvas.getByText('guilloche.png')).toBeVisible();
    // One file only: the picker is disabled until the file is removed.
    await expect(canvas.getByRole('button', { name: 'Choose file Image' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove guilloche.png' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByRole('button', { name: 'Choose file Image' })).toBeEnabled();
  },
};

export const Oversized: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), pngOf(5_000_001));
    await expect(canvas.getByRole('alert')).toHaveTextContent('File must be at most 5,000,000 bytes');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Choose file Image' })).toBeEnabled();
  },
};

export const WrongType: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await anyFile.upload(fileInput(canvasElement), new File(['%PDF-1.7'], 'brochure.pdf', { type: 'application/pdf' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Only an image (PNG, JPEG, GIF, WebP or BMP) is accepted');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Please choose a file' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please choose a file');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Choose file Image' })).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: {
    label: 'Brochure',
    rule: fileRules.brochure,
    value: new File(['%PDF-1.7'], `${'spring-catalogue-northern-region-'.repeat(4)}final.pdf`, { type: 'application/pdf' }),
  },
};
