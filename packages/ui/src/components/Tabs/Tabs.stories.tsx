import type { ComponentProps, ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

// Values become element ids (aria-controls), so they carry no spaces.
const tabs = [
  { value: 'details', name: 'Details' },
  { value: 'contact-person', name: 'Contact Person' },
  { value: 'email-config', name: 'Email Config' },
] as const;

const reports = Array.from({ length: 8 }, (_, index) => index);
// An unselected tab's mark: a transparent border, as getComputedStyle reports it.
const transparent = 'rgba(0, 0, 0, 0)';

/** The customer form's tabs, each panel drawn by `panel`; `forceMount` keeps every panel mounted. */
function CustomerTabs({
  panel,
  forceMount,
  ...args
}: ComponentProps<typeof Tabs> & {
  panel: (tab: (typeof tabs)[number]) => ReactNode;
  forceMount?: true;
}) {
  return (
    <Tabs {...args}>
      <TabsList aria-label="Customer form">
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.name}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value} forceMount={forceMount}>
          {panel(tab)}
        </TabsContent>
      ))}
    </Tabs>
  );
}

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { defaultValue: tabs[0].value },
  render: (args) => (
    <CustomerTabs {...args} panel={(tab) => `The ${tab.name.toLowerCase()} of the customer.`} />
  ),
} satisfies Meta<typeof Tabs>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Arrow keys move between tabs and show their panels. */
export const Default: Story = {
  play: async ({ canvas }) => {
    // Tabs that fit: no fade on either side; the selected one is underlined.
    const list = canvas.getByRole('tablist', { name: 'Customer form' });
    await expect(list).not.toHaveAttribute('data-scroll-start');
    await expect(list).not.toHaveAttribute('data-scroll-end');
    await expect(
      getComputedStyle(canvas.getByRole('tab', { name: 'Details' })).borderBottomWidth,
    ).toBe('3px');
    await userEvent.click(canvas.getByRole('tab', { name: 'Details' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Contact Person' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(
      'The contact person of the customer.',
    );
  },
};

/** In a column the selected tab is marked on the side that faces its panel, not underlined. */
export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvas }) => {
    const selected = getComputedStyle(canvas.getByRole('tab', { name: 'Details' }));
    await expect(selected.borderRightWidth).toBe('3px');
    await expect(selected.borderBottomWidth).toBe('0px');
    await expect(selected.borderRightColor).not.toBe(transparent);
    await expect(
      getComputedStyle(canvas.getByRole('tab', { name: 'Email Config' })).borderRightColor,
    ).toBe(transparent);
  },
};

export const DisabledTab: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Customer form">
        <TabsTrigger value="basic">Details</TabsTrigger>
        <TabsTrigger value="email" disabled>
          Email Config
        </TabsTrigger>
      </TabsList>
      <TabsContent value="basic">Email Config opens once the microsite is on.</TabsContent>
    </Tabs>
  ),
  args: { defaultValue: 'basic' },
};

/** More tabs than fit: the row scrolls sideways and fades out on each side that has more tabs. */
export const LongContent: Story = {
  render: (args) => (
    <Tabs {...args} defaultValue="0" style={{ maxWidth: 480 }}>
      <TabsList aria-label="Reports">
        {reports.map((index) => (
          <TabsTrigger key={index} value={String(index)}>
            Monthly scan report {index + 1}
          </TabsTrigger>
        ))}
      </TabsList>
      {reports.map((index) => (
        <TabsContent key={index} value={String(index)}>
          {`Report ${index + 1}. ${'A long panel text. '.repeat(30)}`}
        </TabsContent>
      ))}
    </Tabs>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist', { name: 'Reports' });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(getComputedStyle(list).maskImage).toContain('linear-gradient');
    // At the start only the end fades; at the end only the start does.
    await expect(list).toHaveAttribute('data-scroll-end');
    await expect(list).not.toHaveAttribute('data-scroll-start');
    await userEvent.click(canvas.getByRole('tab', { name: 'Monthly scan report 1' }));
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Monthly scan report 8' })).toHaveFocus();
    await waitFor(() => expect(list).toHaveAttribute('data-scroll-start'));
    await expect(list).not.toHaveAttribute('data-scroll-end');
  },
};

/**
 * Panels kept mounted (`forceMount`, as a form keeps its fields registered) still show only the
 * chosen one: the others are out of sight and out of the accessibility tree.
 */
export const ForceMountedPanels: Story = {
  render: (args) => (
    <CustomerTabs
      {...args}
      forceMount
      panel={(tab) => (
        <label>
          {tab.name} note <input />
        </label>
      )}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Details note' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Contact Person note' })).toBeNull();
    await expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('tab', { name: 'Email Config' }));
    await expect(canvas.getByRole('textbox', { name: 'Email Config note' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Details note' })).toBeNull();
  },
};
