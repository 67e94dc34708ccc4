import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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
    await expect(canvas.getByRole('link', { name: 'Customers' })).toHaveAttribute('href', '#/customers');
    await expect(canvas.getByText('Edit customer')).toHaveAttribute('aria-current', 'page');
  },
};

export const SingleItem: Story = { args: { items: [{ id: 'home', label: 'Dashboard' }] } };

export const Disabled: Story = { args: { isDisabled: true } };

export const LongContent: Story = {
  args: {
    items: [
      { id: 'home', label: 'Dashboard', href: '#/dashboard' },
      { id: 'customers', label: 'Customers and business partners', href: '#/customers' },
      { id: 'customer', label: 'Società Cooperativa Agricola Vitivinicola dei Colli Euganei', href: '#/customers/edit' },
      { id: 'contacts', label: 'Contact persons of the customer for label deliveries' },
    ],
  },
};
