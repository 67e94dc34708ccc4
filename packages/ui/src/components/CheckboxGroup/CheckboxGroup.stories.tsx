import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CheckboxGroup } from './CheckboxGroup';

const scopes = [
  { id: 'trace:write', label: 'trace:write', description: 'Capture EPCIS events' },
  { id: 'trace:read', label: 'trace:read', description: 'Query EPCIS events and code histories' },
  { id: 'codes:read', label: 'codes:read', description: 'Look up codes and their products' },
];

const meta = {
  title: 'Primitives/CheckboxGroup',
  component: CheckboxGroup,
  args: { label: 'Scopes', options: scopes, onChange: fn() },
} satisfies Meta<typeof CheckboxGroup>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Each box is named by its label and described by its line; the group holds the chosen ids. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Scopes' })).toBeVisible();
    await userEvent.click(canvas.getByText('Capture EPCIS events'));
    await expect(canvas.getByRole('checkbox', { name: /^trace:write/ })).toBeChecked();
    await userEvent.keyboard('{Tab} ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['trace:write', 'trace:read']);
  },
};

export const Chosen: Story = { args: { defaultValue: ['trace:read', 'codes:read'] } };

export const WithHelp: Story = {
  args: { description: 'A key can do no more than you can.', isRequired: true },
};

/** Invalid: the message shows under the boxes, and every box is drawn invalid. */
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose at least one scope', isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose at least one scope')).toBeVisible();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: ['trace:write'] } };

export const LongContent: Story = {
  args: {
    options: scopes.map((scope) => ({
      ...scope,
      description: `${scope.description}, `.repeat(6),
    })),
  },
};
