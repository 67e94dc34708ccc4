import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { I18nProvider } from '../../i18n/page-i18n';
import { storyCustomer, storyProduct } from '../../test-support/story-fixtures';
import { LoyaltyPage } from '../LoyaltyPage/LoyaltyPage';
import { ReportPage, ReportThanksPage } from '../ReportPages/ReportPages';
import { InvoicePage, OtpPage, RegisteredPage, RegisterPage } from './RegisterPages';

/**
 * The follow-up pages of a scan, in the state a person meets after the server refused a
 * form: its title on top, each field's message beside the field, what was typed kept.
 */
const meta = {
  title: 'Scan app/Form pages',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

const context = { code: '7K3QX9MZ2HTA', customer: storyCustomer };
const action = '/v/7K3QX9MZ2HTA/step';

export const ReportWithErrors: Story = {
  render: () => (
    <ReportPage
      action={action}
      view={{
        ...context,
        values: { name: 'Ada', email: 'ada@', mobile: '12' },
        problem: {
          title: 'Invalid email: Enter a valid email',
          errors: [
            { field: 'email', detail: 'Enter a valid email' },
            { field: 'mobile', detail: 'Min Length 10' },
          ],
        },
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid email');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Enter a valid email',
    );
  },
};

export const ReportThanks: Story = { render: () => <ReportThanksPage view={context} /> };

export const RegisterWithErrors: Story = {
  render: () => (
    <RegisterPage
      action={action}
      view={{
        ...context,
        product: storyProduct,
        values: { mobile: '98765' },
        problem: {
          title: 'Invalid name',
          errors: [
            { field: 'name', detail: 'This field is required' },
            { field: 'mobile', detail: 'Min Length 10' },
          ],
        },
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'This field is required',
    );
  },
};

export const OtpWithError: Story = {
  render: () => (
    <OtpPage
      action={action}
      view={{
        ...context,
        product: storyProduct,
        mobileEnding: '3210',
        problem: {
          title: 'Wrong code',
          errors: [{ field: 'code', detail: 'Enter the 6-digit code' }],
        },
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription(
      'Enter the 6-digit code',
    );
  },
};

export const InvoiceWithError: Story = {
  render: () => (
    <InvoicePage
      action={action}
      view={{
        ...context,
        product: storyProduct,
        notice: 'Your mobile is confirmed.',
        problem: {
          title: 'Invalid invoice',
          errors: [{ field: 'invoice', detail: 'Must be an image or a PDF' }],
        },
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Invoice (a photo or a PDF)')).toHaveAccessibleDescription(
      'Must be an image or a PDF',
    );
  },
};

export const Loyalty: Story = {
  render: () => (
    <LoyaltyPage
      action={action}
      view={{
        ...context,
        balance: 30,
        product: storyProduct,
        history: [
          { at: '2025-05-02T10:00:00Z', points: 10, kind: 'earned' },
          { at: '2025-05-03T10:00:00Z', points: 20, kind: 'redeemRequested' },
        ],
        problem: {
          title: 'Not enough points',
          errors: [{ field: 'points', detail: 'At most 30' }],
        },
        values: { points: '50' },
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Points' })).toHaveAccessibleDescription(
      'At most 30',
    );
  },
};

export const Registered: Story = {
  render: () => (
    <RegisteredPage
      view={{
        ...context,
        product: storyProduct,
        notice: 'We received your invoice.',
        pointsUrl: '/scan/points',
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('We received your invoice.');
    await expect(canvas.getByRole('link', { name: 'See your points' })).toHaveAttribute(
      'href',
      '/scan/points',
    );
  },
};

/** Registration in Arabic, right to left, refused (decision 0466): labels and button in Arabic, the server's refusal beside its field. */
export const RegisterArabicRightToLeft: Story = {
  render: () => (
    <I18nProvider lang="ar">
      <div lang="ar" dir="rtl">
        <RegisterPage
          action={action}
          view={{
            ...context,
            product: storyProduct,
            values: { name: 'ليلى', mobile: '98765' },
            problem: {
              title: 'Invalid mobile',
              errors: [{ field: 'mobile', detail: 'Min Length 10' }],
            },
          }}
        />
      </div>
    </I18nProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'سجّل منتجك' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'رقم الجوال' })).toHaveAccessibleDescription(
      'Min Length 10',
    );
    await expect(canvas.getByRole('button', { name: 'تسجيل' })).toBeVisible();
  },
};

/** The points page in German: counts with their plural, the history's dates in German. */
export const LoyaltyGerman: Story = {
  render: () => (
    <I18nProvider lang="de" back="/scan/points">
      <div lang="de" dir="ltr">
        <LoyaltyPage
          action="/scan/points/redeem"
          view={{
            code: '',
            balance: 1,
            history: [{ at: '2025-05-02T10:00:00Z', points: 1, kind: 'earned' }],
            notice: { kind: 'redeemSent', points: 20 },
          }}
        />
      </div>
    </I18nProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Ihre Punkte');
    await expect(canvas.getByText('Erhalten: 1 Punkt')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Ihre Anfrage, 20 Punkte einzulösen, wurde gesendet.',
    );
  },
};
