import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ColorTheme } from '@veritag/domain';
import { expect, fn } from 'storybook/test';
import { captureForReview } from '../../test-support/capture-for-review';
import { ShellDemo } from './app-shell.fixtures';

/** The shell in each of the twelve themes, for review: each story saves a screenshot when tested. */
const meta = {
  title: 'Composites/AppShell/Themes',
  component: ShellDemo,
  parameters: { layout: 'fullscreen' },
  args: { onLayoutChange: fn(), onProfile: fn(), onLogout: fn() },
} satisfies Meta<typeof ShellDemo>;
export default meta;

type Story = StoryObj<typeof meta>;

const inTheme = (theme: ColorTheme): Story => ({
  args: { initialLayout: { theme } },
  globals: { theme },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await captureForReview(`appshell-${theme}`);
  },
});

export const Indigo = inTheme('indigo');
export const Blue = inTheme('blue');
export const LightBlue = inTheme('light-blue');
export const Cyan = inTheme('cyan');
export const Teal = inTheme('teal');
export const Green = inTheme('green');
export const Lime = inTheme('lime');
export const Amber = inTheme('amber');
export const Orange = inTheme('orange');
export const DeepOrange = inTheme('deep-orange');
export const Purple = inTheme('purple');
export const BlueGrey = inTheme('blue-grey');
