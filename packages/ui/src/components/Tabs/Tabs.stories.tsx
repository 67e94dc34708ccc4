import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

// Values become element ids (aria-controls), so they carry no spaces.
const tabs = [
  { value: 'details', name: 'Details' },
  { value: 'contact-person', name: 'Contact Person' },
  { value: 'email-config', name: 'Email Config' },
] as const;

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { defaultValue: tabs[0].value },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Customer form">
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.name}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value}>
          The {tab.name.toLowerCase()} of the customer.
        </TabsContent>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Arrow keys move between tabs and show their panels. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Details' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Contact Person' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('The contact person of the customer.');
  },
};

export const Vertical: Story = { args: { orientation: 'vertical' } };

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

export const LongContent: Story = {
  render: (args) => (
    <Tabs {...args} defaultValue="0" style={{ maxWidth: 480 }}>
      <TabsList aria-label="Reports">
        {Array.from({ length: 8 }, (_, index) => (
          <TabsTrigger key={index} value={String(index)}>
            Monthly scan report {index + 1}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="0">{'A long panel text. '.repeat(30)}</TabsContent>
    </Tabs>
  ),
};
