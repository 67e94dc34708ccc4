import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { PreviewFrame } from './PreviewFrame';

const page = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>A phone page</title>
<style>body{margin:0;font:16px system-ui;padding:16px}h1{color:#176639}</style></head>
<body><h1>Genuine product</h1><p>This is how the page looks on a phone 390 pixels wide.</p>
<form action="/nowhere"><button>Send</button></form></body></html>`;

const meta = {
  title: 'Primitives/PreviewFrame',
  component: PreviewFrame,
  args: { html: page, title: 'Scan page preview' },
} satisfies Meta<typeof PreviewFrame>;
export default meta;

type Story = StoryObj<typeof meta>;

/** At a phone's size when the column is wide enough: not scaled. */
export const PhoneSize: Story = {
  play: async ({ canvas }) => {
    const frame = canvas.getByTitle('Scan page preview');
    // A sandbox with no permission: no script, form, popup or top navigation, an opaque origin.
    await expect(frame).toHaveAttribute('sandbox', '');
    await expect(frame).toHaveAttribute('width', '390');
    await expect(frame.getAttribute('srcdoc')).toContain('Genuine product');
  },
};

/** In a column narrower than the phone: scaled down to fit it, never wider. */
export const ScaledToItsColumn: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 195 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const frame = canvas.getByTitle('Scan page preview');
    const box = frame.parentElement!;
    await waitFor(() => expect(frame.style.transform).toBe('scale(0.5)'));
    await expect(box.getBoundingClientRect().width).toBeLessThanOrEqual(195);
    await expect(Math.round(box.getBoundingClientRect().height)).toBe(422);
  },
};
