import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect } from 'storybook/test';
import { I18nProvider } from '../../i18n/page-i18n';
import { bareProduct } from '../../test-support/scan-fixtures';
import { storyProduct } from '../../test-support/story-fixtures';
import { ProductComparison } from './ProductComparison';

/**
 * What a vouching verdict asks the shopper to check (decision 0470): the brand's question beside
 * the label (or the product's picture) and the details printed on the pack.
 */
const meta = {
  title: 'Scan app/Product comparison',
  component: ProductComparison,
  args: {
    product: { ...storyProduct, labelImageUrl: '/scan-story-images/step.svg' },
    batch: 'PO-1001',
  },
} satisfies Meta<typeof ProductComparison>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithLabelImage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: storyProduct.name })).toHaveAttribute(
      'src',
      '/scan-story-images/step.svg',
    );
    await expect(canvas.getByText('PO-1001')).toBeVisible();
    await expect(canvas.getByText(storyProduct.authenticationMsg!)).toBeVisible();
  },
};

/** No label image: the product's picture is what to compare with. */
export const WithProductImage: Story = {
  args: { product: storyProduct, batch: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: storyProduct.name })).toHaveAttribute(
      'src',
      storyProduct.imageUrl,
    );
    await expect(canvas.queryByText('Batch')).not.toBeInTheDocument();
  },
};

/** A product that shows nothing optional: its name is still what the pack prints. */
export const NameOnly: Story = {
  args: { product: bareProduct, batch: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByText(bareProduct.name)).toBeVisible();
  },
};

/** The brand's yellow as the accent: the edge and heading are a darker yellow that passes AA on white. */
export const YellowAccent: Story = {
  render: (args) => (
    <div
      style={
        {
          '--vt-accent-edge': '#a3a300',
          '--vt-accent-text': '#757500',
        } as CSSProperties
      }
    >
      <ProductComparison {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Compare with your pack' })).toHaveStyle({
      color: 'rgb(117, 117, 0)',
    });
  },
};

export const Arabic: Story = {
  render: (args) => (
    <I18nProvider lang="ar">
      <div lang="ar" dir="rtl">
        <ProductComparison {...args} />
      </div>
    </I18nProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'قارِن مع عبوتك' })).toBeVisible();
    await expect(canvas.getByText('الدفعة')).toBeVisible();
  },
};
