import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clearAnnouncements } from '../Form/clear-announcements';
import { PhoneFrame, SampleWeather, ShellDemo, phoneWidthPx } from './app-shell.fixtures';

const meta = {
  title: 'Composites/AppShell',
  component: ShellDemo,
  parameters: { layout: 'fullscreen' },
  args: { onLayoutChange: fn(), onProfile: fn(), onLogout: fn() },
  beforeEach: () => clearAnnouncements,
} satisfies Meta<typeof ShellDemo>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // The shell is the whole page: no margin around it and no scrollbar for a short page.
    const shell = canvas.getByRole('banner').parentElement as HTMLElement;
    await expect(shell.getBoundingClientRect()).toMatchObject({
      x: 0,
      y: 0,
      width: document.documentElement.clientWidth,
    });
    await expect(document.documentElement.scrollHeight).toBe(document.documentElement.clientHeight);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Customer' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The group holding the current page starts open.
    await expect(canvas.getByRole('button', { name: 'Master' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Printing' }));
    await expect(canvas.getByRole('link', { name: 'Print Data' })).toBeVisible();
  },
};

export const ConfiguratorByKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const settings = canvas.getByRole('button', { name: 'Layout settings' });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(settings).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog', { name: 'Layout' });
    await userEvent.tab();
    await expect(within(dialog).getByRole('radio', { name: 'Static' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onLayoutChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ menuMode: 'overlay' }),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(settings).toHaveFocus());
    // Overlay: the menu is a closed drawer until the Menu button opens it.
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const OverlayMenu: Story = {
  args: { initialLayout: { menuMode: 'overlay' } },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    const menu = canvas.getByRole('navigation', { name: 'Main menu' });
    // Closed, the drawer is off screen and inert: neither Tab nor a screen reader reaches it.
    await expect(menu).toHaveAttribute('inert');
    await userEvent.click(toggle);
    await expect(menu).not.toHaveAttribute('inert');
    await expect(canvas.getByRole('link', { name: 'User Management' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

export const SlimMenu: Story = {
  args: { initialLayout: { menuMode: 'slim' } },
  play: async ({ canvas }) => {
    const master = canvas.getByRole('button', { name: 'Master' });
    await userEvent.click(master);
    await expect(canvas.getByRole('link', { name: 'Customer' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(master).toHaveAttribute('aria-expanded', 'false');
    await expect(master).toHaveFocus();
  },
};

export const HorizontalMenu: Story = {
  args: {
    initialLayout: { menuMode: 'horizontal' },
    renderLink: ({ route, isCurrent, className, onNavigate, children }) => (
      <a
        href={`#${route}`}
        className={className}
        aria-current={isCurrent ? 'page' : undefined}
        onClick={(event) => {
          event.preventDefault();
          onNavigate();
        }}
      >
        {children}
      </a>
    ),
  },
  play: async ({ canvas }) => {
    const printing = canvas.getByRole('button', { name: 'Printing' });
    await userEvent.click(printing);
    await userEvent.click(canvas.getByRole('link', { name: 'Print Data' }));
    // Following a link closes its flyout.
    await expect(printing).toHaveAttribute('aria-expanded', 'false');
  },
};

export const LightMenuProfileTop: Story = {
  args: { initialLayout: { menuColor: 'light', profileMode: 'top', theme: 'teal' } },
  play: async ({ args, canvas }) => {
    const banner = canvas.getByRole('banner');
    await expect(within(banner).getByText('Asha Rao')).toBeVisible();
    await userEvent.click(within(banner).getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** Starts with the panel open, so the docs page shows it; the top bar's button closes and reopens it. */
export const RightPanel: Story = {
  args: { rightPanel: <SampleWeather />, rightPanelLabel: 'Weather', defaultRightPanelOpen: true },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Weather' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('complementary', { name: 'Weather' })).toHaveTextContent(
      'Valletta',
    );
    await userEvent.click(toggle);
    await expect(canvas.queryByRole('complementary', { name: 'Weather' })).toBeNull();
    await userEvent.click(toggle);
    await expect(canvas.getByRole('complementary', { name: 'Weather' })).toBeVisible();
  },
};

/**
 * The shell in a phone-wide frame: it lays out by its own width, so the canvas and the docs page
 * both show the mobile layout without resizing the window.
 */
export const Mobile: Story = {
  parameters: { layout: 'centered' },
  decorators: [
    (Story) => (
      <PhoneFrame>
        <Story />
      </PhoneFrame>
    ),
  ],
  args: { initialLayout: { profileMode: 'top' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner').getBoundingClientRect().width).toBeLessThanOrEqual(
      phoneWidthPx,
    );
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    // The drawer lies above its backdrop: a tap on a link reaches the link. On a docs page the
    // story may sit below the fold, where elementFromPoint finds nothing: bring it into view.
    const link = canvas.getByRole('link', { name: 'User Management' });
    link.scrollIntoView({ block: 'center' });
    await waitFor(() => {
      const box = link.getBoundingClientRect();
      return expect(
        link.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)),
      ).toBe(true);
    });
    // The top bar has no room for the profile below 640 px: it sits in the drawer.
    const menu = canvas.getByRole('navigation', { name: 'Main menu' });
    await expect(within(menu).getByRole('button', { name: 'Logout' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

export const LongContent: Story = {
  args: {
    longContent: true,
    user: { name: 'Maria Alexandra Fernández de la Cruz Villanueva' },
    rightPanel: <SampleWeather />,
  },
};
