import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Primitives/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { id: 'home', label: 'Dashboard', href: '#/dashboard' },
      { id: 'customers', label: 'Customers', href: '#/customers' },
      { id: 'edit', label: 'Edit customer' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Earlier crumbs are links; the last is the current page. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(nav).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Customers' })).toHaveAttribute(
      'href',
      '#/customers',
    );
    await expect(canvas.getByText('Edit customer')).toHaveAttribute('aria-current', 'page');
  },
};

/**
 * A part without a destination (a menu group such as 'Master') is plain words: no link, no Tab
 * stop, not drawn like a link. The last part is the current page.
 */
export const PartWithoutDestination: Story = {
  args: {
    items: [
      { id: 'home', label: 'Dashboard', href: '#/dashboard' },
      { id: 'master', label: 'Master' },
      { id: 'customers', label: 'Customers', href: '#/customers' },
      { id: 'edit', label: 'Edit customer' },
    ],
  },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Dashboard', 'Customers']);
    const master = canvas.getByText('Master');
    await expect(getComputedStyle(master).textDecorationLine).toBe('none');
    await expect(getComputedStyle(master).cursor).not.toBe('pointer');
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.tab();
    await expect(links[1]).toHaveFocus();
    const current = canvas.getByText('Edit customer');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).not.toHaveAttribute('role');
    await expect(current).not.toHaveAttribute('tabindex');
  },
};

export const SingleItem: Story = { args: { items: [{ id: 'home', label: 'Dashboard' }] } };

export const Disabled: Story = { args: { isDisabled: true } };

export const LongContent: Story = {
  args: {
    items: [
      { id: 'home', label: 'Dashboard', href: '#/dashboard' },
      { id: 'customers', label: 'Customers and business partners', href: '#/customers' },
      {
        id: 'customer',
        label: 'Società Cooperativa Agricola Vitivinicola dei Colli Euganei',
        href: '#/customers/edit',
      },
      { id: 'contacts', label: 'Contact persons of the customer for label deliveries' },
    ],
  },
};
