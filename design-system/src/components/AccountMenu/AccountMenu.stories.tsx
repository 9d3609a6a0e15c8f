import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AccountMenu } from './AccountMenu';

/** A menu's code loads on its first open (DropdownMenu.tsx); a cold test server takes a moment to serve it. */
const FIRST_OPEN = { timeout: 5000 };

const meta = {
  title: 'App frame/AccountMenu',
  component: AccountMenu,
  parameters: { layout: 'centered' },
  args: { email: 'ada@example.com', name: 'Ada Lovelace', onNavigate: fn(), onLogout: fn() },
} satisfies Meta<typeof AccountMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Account menu' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu', {}, FIRST_OPEN);
    await expect(menu).toHaveTextContent('ada@example.com');
    const names = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    await expect(names).toEqual(['Pricing', 'Roadmap', 'Monitoring', 'Settings', 'Logout']);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Pricing' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/monitoring');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('menu', {}, FIRST_OPEN);
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** An admin also has "Admin" (people, sign-up) and "AI models", where models are connected for everyone. */
export const Admin: Story = {
  args: { isAdmin: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account menu' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', {}, FIRST_OPEN);
    const names = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    await expect(names).toEqual(['Pricing', 'Roadmap', 'Monitoring', 'Admin', 'AI models', 'Settings', 'Logout']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'AI models' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/admin/ai');
  },
};

export const WithPicture: Story = {
  args: {
    avatarUrl:
      'data:image/svg+xml;utf8,' +
      encodeURIComponent(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#7035e0"/></svg>',
      ),
  },
};

export const LongEmail: Story = {
  args: { email: 'ada.augusta.king.countess.of.lovelace@analytical-engine.example.com' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account menu' }));
    await within(canvasElement.ownerDocument.body).findByRole('menu', {}, FIRST_OPEN);
  },
};

/** While onboarding the rest of the app is not open yet: the menu is the way out, Logout. */
export const Minimal: Story = {
  args: { minimal: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account menu' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', {}, FIRST_OPEN);
    await expect(menu).toHaveTextContent('ada@example.com');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Logout']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** The theme, quickly: Light, Dark or System, the chosen one checked. */
export const Theme: Story = {
  args: { theme: 'system', onThemeChange: fn() },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account menu' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', {}, FIRST_OPEN);
    const options = within(menu).getAllByRole('menuitemradio');
    await expect(options.map((o) => [o.textContent, o.getAttribute('aria-checked')])).toEqual([
      ['Light', 'false'],
      ['Dark', 'false'],
      ['System', 'true'],
    ]);
    await userEvent.keyboard('{End}{ArrowUp}{ArrowUp}{Enter}');
    await expect(args.onThemeChange).toHaveBeenCalledWith('dark');
  },
};
