import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { I18nProvider } from '../../i18n/page-i18n';
import { StationPage } from './StationPage';

/**
 * The scan station (decision 0321) at a phone's width. The server sends it with everything hidden;
 * its script shows the station to a signed-in person and the sign-in to anyone else. The
 * stories do what the script would, so the layout each person meets can be read here.
 */
const meta = {
  title: 'Scan app/Scan station',
  component: StationPage,
  parameters: { layout: 'fullscreen' },
  args: { signInUrl: '/#/login' },
  render: (args) => (
    <div style={{ width: 390 }} data-testid="phone">
      <StationPage {...args} />
    </div>
  ),
} satisfies Meta<typeof StationPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const show = (canvasElement: HTMLElement, selector: string) =>
  canvasElement
    .querySelectorAll<HTMLElement>(selector)
    .forEach((element) => (element.hidden = false));

/** Signed in: the four actions on top, Pack open, nothing scrolling sideways at 390 px. */
export const SignedIn: Story = {
  play: async ({ canvas, canvasElement }) => {
    show(canvasElement, '[data-station]');
    await expect(canvas.getByRole('button', { name: 'Pack', pressed: true })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Parent F-code' })).toBeVisible();
    await expect(canvas.getByTestId('phone').scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** No console session: one way on, to the console's sign-in. */
export const SignedOut: Story = {
  play: async ({ canvas, canvasElement }) => {
    show(canvasElement, '[data-station-signin]');
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/#/login');
  },
};

/** The station in Arabic, right to left (decision 0472): the actions, labels and switcher in Arabic, nothing scrolling sideways. */
export const SignedInArabicRightToLeft: Story = {
  render: (args) => (
    <I18nProvider lang="ar" back="/station">
      <div lang="ar" dir="rtl" style={{ width: 390 }} data-testid="phone">
        <StationPage {...args} />
      </div>
    </I18nProvider>
  ),
  play: async ({ canvas, canvasElement }) => {
    show(canvasElement, '[data-station]');
    await expect(canvas.getByRole('button', { name: 'تعبئة', pressed: true })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'رمز F الأم' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'اللغة' })).toBeVisible();
    await expect(canvas.getByTestId('phone').scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** No session, in Arabic: the sign-in and the API key form, right to left. */
export const SignedOutArabicRightToLeft: Story = {
  render: SignedInArabicRightToLeft.render,
  play: async ({ canvas, canvasElement }) => {
    show(canvasElement, '[data-station-signin]');
    await expect(canvas.getByRole('link', { name: 'تسجيل الدخول' })).toHaveAttribute(
      'href',
      '/#/login',
    );
    await expect(canvas.getByLabelText('مفتاح API', { selector: 'input' })).toBeVisible();
  },
};
