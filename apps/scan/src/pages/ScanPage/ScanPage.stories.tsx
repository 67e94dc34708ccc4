import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ScanPageView } from '@veritag/domain';
import { expect } from 'storybook/test';
import { storyCustomer, storyProduct } from '../../test-support/story-fixtures';
import {
  alreadyVerifiedView,
  bareCustomer,
  bareProduct,
  blacklistedView,
  genuineView,
  limitReachedView,
  scanActions,
  underReviewView,
  unknownCodeView,
} from '../../test-support/scan-fixtures';
import { I18nProvider } from '../../i18n/page-i18n';
import { ScanPage } from './ScanPage';

/**
 * The page a printed code opens, per verdict, with everything a product and customer can
 * choose and with nothing. Rendered here by React in the browser; the server renders the same
 * component to HTML (src/render), where it works without any script.
 */
const meta = {
  title: 'Scan app/Scan page',
  component: ScanPage,
  parameters: { layout: 'fullscreen' },
  args: { view: genuineView, actions: scanActions },
} satisfies Meta<typeof ScanPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const withContent = (view: ScanPageView): ScanPageView => ({
  ...view,
  product: view.product && storyProduct,
  customer: view.customer && storyCustomer,
});

/** Checks the verdict a person sees first: its words in the one h1, its tone as data. */
const verdictIs =
  (title: string, tone: string): Story['play'] =>
  async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent(title);
    await expect(heading.closest('[data-slot="verdict"]')).toHaveAttribute('data-tone', tone);
  };

export const Genuine: Story = {
  args: { view: withContent(genuineView) },
  play: verdictIs('Genuine product', 'success'),
};

export const GenuineWithoutContent: Story = {
  args: { view: { ...genuineView, product: bareProduct, customer: bareCustomer } },
  play: async (context) => {
    await verdictIs('Genuine product', 'success')!(context);
    // The language switcher's links and the Veritag mark are the platform's own; the records gave none.
    const links = context.canvas.queryAllByRole('link');
    await expect(
      links.filter((link) => !link.closest('[data-slot="languages"], [data-slot="platform-mark"]')),
    ).toHaveLength(0);
  },
};

export const AlreadyVerified: Story = {
  args: { view: withContent(alreadyVerifiedView) },
  play: async (context) => {
    await verdictIs('Already verified', 'warning')!(context);
    await expect(context.canvas.getByText('Scanned 3 times')).toBeVisible();
  },
};

export const NotGenuine: Story = {
  args: { view: unknownCodeView },
  play: async (context) => {
    await verdictIs('Not genuine', 'danger')!(context);
    await expect(context.canvas.getByRole('button', { name: 'Send report' })).toBeVisible();
  },
};

export const Blacklisted: Story = {
  args: { view: withContent(blacklistedView) },
  play: async (context) => {
    await verdictIs('Not genuine', 'danger')!(context);
    await expect(context.canvas.getByText('This code has been blacklisted: Stolen.')).toBeVisible();
  },
};

/** A code collected from a smart bin: its packaging was used, so this pack was refilled. */
export const Binned: Story = {
  args: { view: withContent({ ...blacklistedView, reason: 'binned', blacklist: undefined }) },
  play: async (context) => {
    await verdictIs('Not genuine', 'danger')!(context);
    await expect(
      context.canvas.getByText(/This product's packaging was already used and recycled/),
    ).toBeVisible();
  },
};

export const LimitReached: Story = {
  args: { view: withContent(limitReachedView) },
  play: verdictIs('Scan limit reached', 'danger'),
};

/** An automatic blacklisting a person has not confirmed: neither vouched for nor called a fake, and no report form. */
export const UnderReview: Story = {
  args: { view: withContent(underReviewView) },
  play: async (context) => {
    await verdictIs('Under review', 'warning')!(context);
    await expect(context.canvas.getByText(/the brand is checking it/)).toBeInTheDocument();
    await expect(
      context.canvas.queryByRole('heading', { name: /report/i }),
    ).not.toBeInTheDocument();
  },
};

/** The narrowest phone the page is made for: nothing may scroll sideways. */
export const At320Pixels: Story = {
  args: { view: withContent(alreadyVerifiedView) },
  render: (args) => (
    <div style={{ width: 320 }} data-testid="phone">
      <ScanPage {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const phone = canvas.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(320);
  },
};

/** German, as a phone asking for `de-AT` gets it (decision 0466): the verdict, dates and numbers in German. */
export const German: Story = {
  args: { view: withContent(alreadyVerifiedView) },
  render: (args) => (
    <I18nProvider lang="de" back="/v/STORY">
      <div lang="de" dir="ltr">
        <ScanPage {...args} />
      </div>
    </I18nProvider>
  ),
  play: async (context) => {
    await verdictIs('Bereits geprüft', 'warning')!(context);
    await expect(context.canvas.getByText('3-mal gescannt')).toBeVisible();
    await expect(context.canvas.getByRole('link', { name: 'Deutsch' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/** A verdict's page in Arabic, right to left: the same layout mirrored by its logical properties. */
const inArabic: Story['render'] = (args) => (
  <I18nProvider lang="ar" back="/v/STORY">
    <div lang="ar" dir="rtl">
      <ScanPage {...args} />
    </div>
  </I18nProvider>
);

/** The brand's colour as the page's accent (decision 0470): a yellow band with black text, a darker yellow edge. */
export const BrandColour: Story = {
  args: {
    view: {
      ...withContent(genuineView),
      batch: 'PO-1001',
      product: { ...storyProduct, accent: '#ffff00', labelImageUrl: '/scan-story-images/step.svg' },
    },
  },
  play: async (context) => {
    await verdictIs('Genuine product', 'success')!(context);
    await expect(context.canvas.getByRole('img', { name: storyProduct.name })).toBeVisible();
    await expect(context.canvas.getByRole('link', { name: 'Verified by Veritag' })).toHaveAttribute(
      'href',
      '/scan/about',
    );
  },
};

export const GenuineArabic: Story = {
  args: { view: { ...withContent(genuineView), batch: 'PO-1001' } },
  render: inArabic,
  play: async (context) => {
    await verdictIs('منتج أصلي', 'success')!(context);
    await expect(context.canvas.getByRole('heading', { name: 'قارِن مع عبوتك' })).toBeVisible();
  },
};

export const AlreadyVerifiedArabic: Story = {
  args: { view: withContent(alreadyVerifiedView) },
  render: inArabic,
  play: verdictIs('تم التحقق منه سابقًا', 'warning'),
};

export const NotGenuineArabic: Story = {
  args: { view: unknownCodeView },
  render: inArabic,
  play: verdictIs('غير أصلي', 'danger'),
};

export const LimitReachedArabic: Story = {
  args: { view: withContent(limitReachedView) },
  render: inArabic,
  play: verdictIs('بلغ الحد الأقصى للمسح', 'danger'),
};

export const UnderReviewArabic: Story = {
  args: { view: withContent(underReviewView) },
  render: inArabic,
  play: verdictIs('قيد المراجعة', 'warning'),
};

/** Arabic, right to left: the same layout mirrored by its logical properties, the code still left to right. */
export const ArabicRightToLeft: Story = {
  args: { view: withContent(blacklistedView) },
  render: (args) => (
    <I18nProvider lang="ar" back="/v/STORY">
      <div lang="ar" dir="rtl">
        <ScanPage {...args} />
      </div>
    </I18nProvider>
  ),
  play: async (context) => {
    await verdictIs('غير أصلي', 'danger')!(context);
    await expect(context.canvas.getByRole('button', { name: 'إرسال البلاغ' })).toBeVisible();
    await expect(context.canvas.getByRole('navigation', { name: 'اللغة' })).toBeVisible();
  },
};
