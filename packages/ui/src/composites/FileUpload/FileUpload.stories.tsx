import type { Meta, StoryObj } from '@storybook/react-vite';
import { fileRules, messages } from '@veritag/domain';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { FileUpload } from './FileUpload';

const meta = {
  title: 'Composites/FileUpload',
  component: FileUpload,
  args: { label: 'Image', rule: fileRules.guillocheImage, onChange: fn() },
} satisfies Meta<typeof FileUpload>;
export default meta;

type Story = StoryObj<typeof meta>;

const pngOf = (bytes: number, name = 'guilloche.png') =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });
// A real 16 x 16 image in two golds, so the preview shows something.
const goldPng =
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAJElEQVR42mM4uUgdjiqiROAIlzjDINRAjCJk8cGoYTQeBoUGAIJsPBCMoywlAAAAAElFTkSuQmCC';
const imageOf = (name: string) =>
  new File([Uint8Array.from(atob(goldPng), (char) => char.charCodeAt(0))], name, {
    type: 'image/png',
  });
const pdf = new File(['%PDF-1.7'], 'brochure.pdf', { type: 'application/pdf' });
/** FileTrigger's input is hidden; the user reaches it through the 'Choose file' button. */
const fileInput = (root: HTMLElement) =>
  root.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
// The browser's picker would not even offer a wrong type; the widget must still refuse one.
const anyFile = userEvent.setup({ applyAccept: false });

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('An image (PNG, JPEG, GIF, WebP or BMP), at most 5 MB.'),
    ).toBeVisible();
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

/** A file over the limit is refused with the rule's message (shown from the start by a default file). */
export const Oversized: Story = {
  args: { defaultValue: pngOf(5_000_001) },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('File must be at most 5 MB');
    await expect(canvas.queryByText('guilloche.png')).toBeNull();
    await userEvent.upload(fileInput(canvasElement), pngOf(6_000_000, 'poster.png'));
    await expect(canvas.getByRole('alert')).toHaveTextContent('File must be at most 5 MB');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Choose file Image' })).toBeEnabled();
  },
};

/** A type the rule does not accept is refused, whatever the picker let through. */
export const WrongType: Story = {
  args: { defaultValue: pdf },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Only an image (PNG, JPEG, GIF, WebP or BMP) is accepted',
    );
    await anyFile.upload(fileInput(canvasElement), pdf);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Only an image (PNG, JPEG, GIF, WebP or BMP) is accepted',
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { errorMessage: messages.required, isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This field is required');
  },
};

/** A required file marks its label with an asterisk, as every required field does. */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('Image'), '::after').content).toContain('*');
  },
};

/** A chosen image shows a small preview; its object URL is let go when the file is replaced. */
export const ImagePreview: Story = {
  args: { defaultValue: imageOf('gold.png') },
  play: async ({ canvas, canvasElement }) => {
    const preview = canvas.getByRole('img', { name: 'Preview of gold.png' });
    const firstUrl = preview.getAttribute('src') ?? '';
    await expect(firstUrl).toMatch(/^blob:/);
    await waitFor(() => expect((preview as HTMLImageElement).naturalWidth).toBe(16));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove gold.png' }));
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(fetch(firstUrl)).rejects.toThrow();
    await userEvent.upload(fileInput(canvasElement), imageOf('silver.png'));
    await expect(
      canvas.getByRole('img', { name: 'Preview of silver.png' }).getAttribute('src'),
    ).not.toBe(firstUrl);
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
    value: new File(['%PDF-1.7'], `${'spring-catalogue-northern-region-'.repeat(4)}final.pdf`, {
      type: 'application/pdf',
    }),
  },
};
