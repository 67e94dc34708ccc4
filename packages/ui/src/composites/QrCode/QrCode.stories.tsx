import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { QrCode } from './QrCode';

const meta = {
  title: 'Composites/QrCode',
  component: QrCode,
  args: { value: 'https://veritag.example/v/12', recordId: 12, label: 'QR code of record 12' },
} satisfies Meta<typeof QrCode>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const image = await canvas.findByRole('img', { name: 'QR code of record 12' });
    await expect(image).toHaveAttribute('width', '250');
    await expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const download = canvas.getByRole('link', { name: 'Download PNG' });
    await expect(download).toHaveAttribute('download', '12.png');
    await expect(download).toHaveAttribute('href', image.getAttribute('src'));
  },
};

/** A long link makes a denser code; the image stays 250 px. */
export const LongContent: Story = {
  args: {
    value: `https://veritag.example/video-page/customer/4711?campaign=${'spring-launch-'.repeat(12)}end`,
    recordId: 'CUST-4711',
    label: 'QR code of customer 4711',
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('img', { name: 'QR code of customer 4711' });
    await expect(canvas.getByRole('link', { name: 'Download PNG' })).toHaveAttribute(
      'download',
      'CUST-4711.png',
    );
  },
};

/** Nothing to encode: the qrcode package refuses it, and the user is told. */
export const Invalid: Story = {
  args: { value: '' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The QR code could not be drawn.',
    );
    await expect(canvas.queryByRole('link', { name: 'Download PNG' })).toBeNull();
  },
};
