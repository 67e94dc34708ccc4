import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { I18nProvider } from '../../i18n/page-i18n';
import { AboutPage } from './AboutPage';

/** The platform's explainer, where "Verified by Veritag" leads (decision 0471). */
const meta = {
  title: 'Scan app/About page',
  component: AboutPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AboutPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'How Veritag checks a code' }),
    ).toBeVisible();
    await expect(canvas.getByText('Under review')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Your location' })).toBeVisible();
  },
};

export const ArabicRightToLeft: Story = {
  render: () => (
    <I18nProvider lang="ar" back="/scan/about">
      <div lang="ar" dir="rtl">
        <AboutPage />
      </div>
    </I18nProvider>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'كيف يتحقق Veritag من الرمز' }),
    ).toBeVisible();
    await expect(canvas.getByText('قيد المراجعة')).toBeVisible();
  },
};
