import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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
