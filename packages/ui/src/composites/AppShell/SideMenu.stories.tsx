import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { RoutedSideMenu } from './side-menu.fixtures';

const meta = {
  title: 'Composites/AppShell/Side menu',
  component: RoutedSideMenu,
  args: { initialRoute: '/template_design' },
} satisfies Meta<typeof RoutedSideMenu>;
export default meta;

type Story = StoryObj<typeof meta>;

const transparent = 'rgba(0, 0, 0, 0)';

/** The group holding the current page starts open, is marked, and its entry is the current page. */
export const CurrentGroupOpen: Story = {
  play: async ({ canvas }) => {
    const template = canvas.getByRole('button', { name: 'Template' });
    await expect(template).toHaveAttribute('aria-expanded', 'true');
    await expect(template).toHaveAttribute('data-current');
    const current = canvas.getByRole('link', { name: 'Template' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(getComputedStyle(current).backgroundColor).not.toBe(transparent);
    await expect(canvas.getByRole('button', { name: 'Printing' })).not.toHaveAttribute(
      'data-current',
    );
  },
};

/** The route changes after mount: the group holding it opens, and stays open as the route moves within it. */
export const RouteChanges: Story = {
  play: async ({ canvas }) => {
    const printing = canvas.getByRole('button', { name: 'Printing' });
    await expect(printing).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(canvas.getByRole('button', { name: 'Show print data' }));
    await expect(printing).toHaveAttribute('aria-expanded', 'true');
    await expect(printing).toHaveAttribute('data-current');
    await expect(canvas.getByRole('button', { name: 'Template' })).not.toHaveAttribute(
      'data-current',
    );
    const printData = canvas.getByRole('link', { name: 'Print Data' });
    await expect(printData).toHaveAttribute('aria-current', 'page');
    await expect(getComputedStyle(printData).backgroundColor).not.toBe(transparent);

    await userEvent.click(canvas.getByRole('link', { name: 'Rolls' }));
    await expect(printing).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Rolls' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(printData).not.toHaveAttribute('aria-current');

    // An add screen passes its list's route: the Customer entry of the closed Master group.
    await userEvent.click(canvas.getByRole('button', { name: 'Add a customer' }));
    await expect(canvas.getByRole('button', { name: 'Master' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'Customer' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
