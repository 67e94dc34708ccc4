import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  privilegeCatalogue,
  privilegeTreeOf,
  type HeldPrivilege,
  type PrivilegeNode,
} from '@veritag/domain';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PrivilegeTree, type PrivilegeTreeProps } from './PrivilegeTree';

/** Holds the tree the way the privilege screen does, so the switches really change. */
function StatefulPrivilegeTree({ tree, onChange, disabled }: PrivilegeTreeProps) {
  const [current, setCurrent] = useState<readonly PrivilegeNode[]>(tree);
  return (
    <PrivilegeTree
      tree={current}
      disabled={disabled}
      onChange={(next) => {
        setCurrent(next);
        onChange(next);
      }}
    />
  );
}

const everythingHeld: HeldPrivilege[] = privilegeCatalogue.flatMap((module) => [
  { parent: null, name: module.name, priority: module.maxPriority },
  ...module.children.map((child) => ({
    parent: module.name,
    name: child.name,
    priority: child.maxPriority,
  })),
]);

const meta = {
  title: 'Composites/PrivilegeTree',
  component: PrivilegeTree,
  render: (args) => <StatefulPrivilegeTree {...args} />,
  args: { tree: privilegeTreeOf([]), onChange: fn() },
} satisfies Meta<typeof PrivilegeTree>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A new user: every module off; the children show 0 and wait for their module. */
export const NothingHeld: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Product View' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('switch', { name: 'Master' }));
    // On turns every child of the module to its maximum, and only that module.
    for (const child of [
      'Customer',
      'Product',
      'Plant',
      'Vendor',
      'Guilloche Image',
      'Packaging',
    ]) {
      await expect(canvas.getByRole('switch', { name: `${child} Delete` })).toBeChecked();
    }
    await expect(canvas.getByRole('switch', { name: 'Product View' })).toBeEnabled();
    await expect(canvas.getByRole('switch', { name: 'Print Data View' })).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    // By keyboard: Space on the focused module switch turns it off again, children with it.
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('switch', { name: 'Master' })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Product View' })).not.toBeChecked();
    await expect(canvas.getByRole('group', { name: 'Master' })).toHaveAttribute(
      'data-state',
      'off',
    );
  },
};

/** Master with Product at View only: raising Delete raises the level through Add. */
export const ProductViewOnly: Story = {
  args: {
    tree: privilegeTreeOf([
      { parent: null, name: 'Master', priority: 1 },
      { parent: 'Master', name: 'Product', priority: 1 },
    ]),
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Master' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Product View' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Product Add' })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Customer View' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('switch', { name: 'Product Delete' }));
    await expect(canvas.getByRole('switch', { name: 'Product Add' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Product Delete' })).toBeChecked();
    const saved = (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as PrivilegeNode[];
    await expect(
      saved
        .find((node) => node.name === 'Master')
        ?.children?.find((child) => child.name === 'Product')?.priority,
    ).toBe(3);
  },
};

/** Everything at its maximum; a child switch turned off lowers the child just below it. */
export const EverythingHeld: Story = {
  args: { tree: privilegeTreeOf(everythingHeld) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Product Add' }));
    await expect(canvas.getByRole('switch', { name: 'Product View' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Product Add' })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Product Delete' })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Customer Delete' })).toBeChecked();
    // Only the switches up to a child's maximum exist: Rolls is View only, Print Data stops at Add.
    const printing = within(canvas.getByRole('group', { name: 'Printing' }));
    await expect(printing.getByRole('switch', { name: 'Rolls View' })).toBeChecked();
    await expect(printing.queryByRole('switch', { name: 'Rolls Add' })).toBeNull();
    await expect(printing.queryByRole('switch', { name: 'Rolls Delete' })).toBeNull();
    await expect(printing.getByRole('switch', { name: 'Print Data Add' })).toBeChecked();
    await expect(printing.queryByRole('switch', { name: 'Print Data Delete' })).toBeNull();
    // Modules without children show their own switch and nothing else.
    const smartBin = within(canvas.getByRole('group', { name: 'Smart Bin' }));
    await expect(smartBin.getAllByRole('switch')).toHaveLength(1);
    await expect(smartBin.getByRole('switch', { name: 'Smart Bin' })).toBeChecked();
  },
};

/**
 * A module without children but with levels (Integrations: 1 view, 2 make, 3 revoke) shows its
 * own View / Add / Delete switches under its module switch.
 */
export const ModuleWithLevels: Story = {
  args: { tree: privilegeTreeOf([]) },
  play: async ({ canvas, args }) => {
    const integrations = within(canvas.getByRole('group', { name: 'Integrations' }));
    await expect(integrations.getByRole('switch', { name: 'Integrations View' })).not.toBeChecked();
    await userEvent.click(integrations.getByRole('switch', { name: 'Integrations' }));
    await expect(integrations.getByRole('switch', { name: 'Integrations View' })).toBeChecked();
    await expect(integrations.getByRole('switch', { name: 'Integrations Add' })).not.toBeChecked();
    await userEvent.click(integrations.getByRole('switch', { name: 'Integrations Delete' }));
    await expect(integrations.getByRole('switch', { name: 'Integrations Add' })).toBeChecked();
    const level = () =>
      ((args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as PrivilegeNode[]).find(
        (node) => node.name === 'Integrations',
      )?.priority;
    await expect(level()).toBe(3);
    // View off takes the whole module off.
    await userEvent.click(integrations.getByRole('switch', { name: 'Integrations View' }));
    await expect(integrations.getByRole('switch', { name: 'Integrations' })).not.toBeChecked();
    await expect(level()).toBe(0);
  },
};

/** While the save runs nothing can be switched. */
export const Saving: Story = {
  args: { tree: privilegeTreeOf(everythingHeld), disabled: true },
  play: async ({ args, canvas }) => {
    for (const control of canvas.getAllByRole('switch')) await expect(control).toBeDisabled();
    await userEvent.click(canvas.getByRole('switch', { name: 'Master' }), {
      pointerEventsCheck: 0,
    });
    await expect(canvas.getByRole('switch', { name: 'Master' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A limited granter sees only the modules it holds in full (spec 002 section 6). */
export const Filtered: Story = {
  args: {
    tree: privilegeTreeOf([]).filter(
      (node) => node.name === 'Master' || node.name === 'Track & Trace',
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('group')).toHaveLength(2);
    await expect(canvas.getByRole('group', { name: 'Master' })).toBeVisible();
    await expect(canvas.queryByRole('switch', { name: 'Printing' })).toBeNull();
    await userEvent.click(canvas.getByRole('switch', { name: 'Track & Trace' }));
    await expect(canvas.getByRole('group', { name: 'Track & Trace' })).toHaveAttribute(
      'data-state',
      'on',
    );
  },
};

/**
 * At phone width each child stacks: its name, then its switches, each with its own word, never
 * broken inside ("Delet e" on a 390 px phone). 310 px is the tree's room on that phone.
 */
export const PhoneWidth: Story = {
  args: { tree: privilegeTreeOf(everythingHeld) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 310 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('columnheader', { name: 'View' })).toBeNull();
    for (const word of canvas.getAllByText('View', { selector: 'label span' }))
      await expect(word).toBeVisible();
    for (const word of ['View', 'Add', 'Delete'].flatMap((text) =>
      canvas.getAllByText(text, { selector: 'label span' }),
    )) {
      // A word split over two lines is drawn as two boxes.
      await expect(word.getClientRects()).toHaveLength(1);
    }
  },
};

/** Wide enough for the grid: column headers name the switches, which show no word of their own. */
export const Wide: Story = {
  args: { tree: privilegeTreeOf(everythingHeld) },
  decorators: [
    (Story) => (
      <div style={{ width: 640 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('columnheader', { name: 'Delete' })[0]).toBeVisible();
    for (const word of canvas.getAllByText('View', { selector: 'label span' }))
      await expect(word).not.toBeVisible();
  },
};
