import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ComboBox } from '../ComboBox/ComboBox';
import { Option } from '../ListBox/ListBox';
import { fewCompanyTypes } from '../ListBox/options.fixtures';
import { TextField } from '../TextField/TextField';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from './Dialog';
import { DialogOpenedByState } from './dialog.fixtures';

const meta = {
  title: 'Primitives/Dialog',
  component: DialogContent,
  args: {
    title: 'Add contact person',
    description: 'The contact receives the print files.',
    size: 'md',
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  render: (args) => (
    <Dialog>
      <DialogTrigger>Add contact</DialogTrigger>
      <DialogContent
        {...args}
        footer={
          <DialogClose asChild>
            <button type="button">Cancel</button>
          </DialogClose>
        }
      >
        <TextField label="Name" />
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof DialogContent>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * For stories that start with the dialog open. A dialog covers the page it opens on and traps
 * focus there: on the docs page such a story runs in a frame of its own, so it covers only that
 * frame. Stories that open it in their play function stay inline, where docs do not play them.
 */
const inOwnFrame = { docs: { story: { inline: false, height: '520px' } } };

/** Opened with the keyboard; focus moves in, Escape closes, focus returns to the trigger. Portals: query document.body. */
export const OpenWithKeyboard: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Add contact' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Add contact person' });
    await expect(dialog).toHaveAccessibleDescription('The contact receives the print files.');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Open from the start, so the docs page and the axe check see the dialog itself. */
export const Open: Story = {
  parameters: inOwnFrame,
  render: (args) => (
    <Dialog defaultOpen>
      <DialogContent {...args} footer={<Button variant="secondary">Cancel</Button>}>
        <TextField label="Name" />
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Add contact person' });
    await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
  },
};

export const WithoutDescription: Story = {
  args: { description: undefined, title: 'Preview label' },
  parameters: inOwnFrame,
  render: Open.render,
};

export const LongContent: Story = {
  args: {
    title: 'Terms of the consumer microsite for the Società Cooperativa Agricola dei Colli Euganei',
    description: 'Read the full terms before turning the microsite on. '.repeat(3),
    size: 'lg',
  },
  parameters: inOwnFrame,
  render: (args) => (
    <Dialog defaultOpen>
      <DialogContent {...args}>
        {Array.from({ length: 30 }, (_, index) => (
          <p key={index}>
            Paragraph {index + 1} of the terms, long enough to make the dialog scroll.
          </p>
        ))}
      </DialogContent>
    </Dialog>
  ),
};

/** Opened by state from a button elsewhere (no DialogTrigger): Escape and Cancel give focus back to that button. */
export const OpenedByState: Story = {
  render: (args) => <DialogOpenedByState {...args} />,
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Edit contact' });
    await userEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Add contact person' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Add contact person' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/**
 * Escape closes only the innermost layer: the open list of a field first, and the dialog with
 * what was typed in it only at the next press (decision 0381: the Add Template dialog lost
 * its work).
 */
export const EscapeClosesTheListFirst: Story = {
  render: (args) => (
    <Dialog>
      <DialogTrigger>Add contact</DialogTrigger>
      <DialogContent {...args}>
        <TextField label="Name" />
        <ComboBox label="Company type" defaultItems={fewCompanyTypes}>
          {(item) => <Option id={item.id}>{item.name}</Option>}
        </ComboBox>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add contact person' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Asha');
    // A click on the combo box's text opens its list.
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Company type' }));
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(screen.getByRole('dialog', { name: 'Add contact person' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Asha');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
