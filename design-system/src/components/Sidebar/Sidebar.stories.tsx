import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BookOpen, Compass, Feather, Sparkles, UserRound } from 'lucide-react';
import { SidebarProjects } from '../SidebarProjects';
import { Sidebar, type SidebarNavEntry } from './Sidebar';
import type { SidebarThread } from './sidebar-threads';

/** A menu's code and the confirmation's load on their first open (DropdownMenu.tsx, Sidebar.tsx); a cold test server takes a moment to serve them. */
const FIRST_OPEN = { timeout: 5000 };

const threads: SidebarThread[] = [
  { id: 'thread_a1b2c3', name: 'Planning the Lisbon trip', preview: 'Which neighbourhood is quieter?' },
  { id: 'thread_pp0001', name: 'Profile Pal' },
  { id: 'thread_d4e5f6', name: 'Reading list for the winter', preview: 'Add the Le Guin novels' },
  { id: 'thread_0f9e8d', name: null, preview: 'Draft a note to the landlord' },
  { id: 'thread_123abc', name: 'Quarterly goals, with a very long name that will not fit the sidebar width' },
];

/** Duet's sections, as the app passes them. */
const nav = (options: { myTwin?: boolean; profilePalNew?: boolean } = {}): SidebarNavEntry[] => [
  { label: 'Profile Pal', path: '/profile-pal', icon: <Sparkles />, isNew: options.profilePalNew },
  { label: 'Knowledge', path: '/knowledge', icon: <BookOpen /> },
  { label: 'My Story', path: '/story', icon: <Feather /> },
  ...(options.myTwin === false ? [] : [{ label: 'My Twin', path: '/twin', icon: <UserRound /> }]),
  { label: 'Discover', path: '/discover', icon: <Compass /> },
];

const meta = {
  title: 'App frame/Sidebar',
  component: Sidebar,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ height: '100vh', display: 'flex' }}>{Story()}</div>],
  args: {
    threads,
    activePath: '/chat/thread_a1b2c3',
    activeThreadId: 'thread_a1b2c3',
    nav: nav(),
    threadHref: (id: string) => `/chat/${id}`,
    onNavigate: fn(),
    onNewChat: fn(),
    onOpenSearch: fn(),
    onSelectThread: fn(),
    onDeleteThread: fn(),
    onCollapsedChange: fn(),
  },
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Sections' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    await expect(labels).toEqual(['Profile Pal', 'Knowledge', 'My Story', 'My Twin', 'Discover']);
    // Profile Pal threads are not listed under Recent; unnamed ones are 'New Chat', never a code of their id.
    const recent = canvas.getByRole('region', { name: 'Recent' });
    await expect(within(recent).queryByText('Profile Pal')).toBeNull();
    await expect(within(recent).getByText('New Chat')).toBeInTheDocument();
    await expect(within(recent).queryByText(/^Chat [0-9a-f]{6}$/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'New Chat' }));
    await expect(args.onNewChat).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onOpenSearch).toHaveBeenCalledOnce();
    await userEvent.click(within(nav).getByRole('link', { name: 'Knowledge' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/knowledge');
  },
};

async function chooseFromMenu(canvasElement: HTMLElement, thread: string, item: string) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: `More for ${thread}` }));
  const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', {}, FIRST_OPEN);
  await userEvent.click(within(menu).getByRole('menuitem', { name: item }));
}

/**
 * The confirmation a menu item opens, once a person could click in it: while the closing menu is
 * still mounted, Radix keeps pointer events off the layers under it, the new dialog included.
 */
async function confirmation(canvasElement: HTMLElement) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {}, FIRST_OPEN);
  await waitFor(() => expect(getComputedStyle(dialog).pointerEvents).not.toBe('none'));
  return dialog;
}

export const DeleteWithConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await chooseFromMenu(canvasElement, 'Reading list for the winter', 'Delete');
    const dialog = await confirmation(canvasElement);
    await expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this conversation? This action cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDeleteThread).toHaveBeenCalledWith('thread_d4e5f6', { deleteMemories: false });
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** A conversation that saved memories: the confirmation offers to delete them too. */
export const DeleteWithItsMemories: Story = {
  args: { memoryCountOf: async () => 3 },
  play: async ({ canvasElement, args }) => {
    await chooseFromMenu(canvasElement, 'Reading list for the winter', 'Delete');
    const dialog = await confirmation(canvasElement);
    const also = await within(dialog).findByRole('checkbox', {
      name: 'Also delete the 3 memories saved from this conversation',
    });
    await expect(also).not.toBeChecked();
    await userEvent.click(also);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDeleteThread).toHaveBeenCalledWith('thread_d4e5f6', { deleteMemories: true });
  },
};

/** Cancel (or Escape) puts focus back on the "More" button that asked. */
export const CancelDeleteReturnsFocus: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const more = canvas.getByRole('button', { name: 'More for Reading list for the winter' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu', {}, FIRST_OPEN);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await body.findByRole('dialog', { name: 'Delete conversation' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(more).toHaveFocus());
    await expect(args.onDeleteThread).not.toHaveBeenCalled();
  },
};

/** Rename in place, pin (pinned ones are listed first, under "Pinned"). */
export const RenameAndPin: Story = {
  args: { onRenameThread: fn(), onPinThread: fn(), onShareThread: fn(), onExportThread: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chooseFromMenu(canvasElement, 'Reading list for the winter', 'Rename');
    const field = await canvas.findByRole('textbox', { name: 'Conversation name' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Winter books{Enter}');
    await expect(args.onRenameThread).toHaveBeenCalledWith('thread_d4e5f6', 'Winter books');
    await chooseFromMenu(canvasElement, 'Planning the Lisbon trip', 'Pin');
    await expect(args.onPinThread).toHaveBeenCalledWith('thread_a1b2c3', true);
    await chooseFromMenu(canvasElement, 'Planning the Lisbon trip', 'Export as Markdown');
    await expect(args.onExportThread).toHaveBeenCalledWith('thread_a1b2c3', 'md');
    // The picture is taken once the menu has closed, with the keyboard nowhere: whether a menu
    // closed by a click gives the focus back to its button varies from run to run.
    await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[role="menu"]')).toBeNull());
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** Grouped by when they last changed, pinned first. */
export const Grouped: Story = {
  args: {
    threads: [
      {
        id: 'p1',
        name: 'Tax return checklist',
        pinned: true,
        updatedAt: new Date(Date.now() - 90 * 86_400_000).toISOString(),
      },
      { id: 't1', name: 'Planning the Lisbon trip', updatedAt: new Date().toISOString() },
      { id: 't2', name: 'Reading list for the winter', updatedAt: new Date(Date.now() - 86_400_000).toISOString() },
      { id: 't3', name: 'Sourdough starter', updatedAt: new Date(Date.now() - 4 * 86_400_000).toISOString() },
      { id: 't4', name: 'Quarterly goals', updatedAt: new Date(Date.now() - 20 * 86_400_000).toISOString() },
    ],
    activeThreadId: 't1',
  },
  play: async ({ canvasElement }) => {
    const recent = within(within(canvasElement).getByRole('region', { name: 'Recent' }));
    const headings = recent.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(headings.slice(0, 3)).toEqual(['Pinned', 'Today', 'Yesterday']);
    await expect(headings).toContain('Previous 30 days');
  },
};

/** New Chat and Search name their keyboard shortcuts (title, aria-keyshortcuts, key caps on hover). */
export const ShortcutHints: Story = {
  args: { shortcuts: { newChat: ['Mod', 'Shift', 'O'], search: ['Mod', 'K'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const newChat = canvas.getByRole('button', { name: 'New Chat' });
    await expect(newChat).toHaveAttribute('title', 'New chat (Ctrl+Shift+O)');
    await expect(newChat).toHaveAttribute('aria-keyshortcuts', 'Control+Shift+O');
    const search = canvas.getByRole('button', { name: 'Search' });
    await expect(search).toHaveAttribute('title', 'Search (Ctrl+K)');
    await userEvent.hover(search);
  },
};

export const ProfilePalBadge: Story = {
  args: { nav: nav({ profilePalNew: true }), activePath: '/profile-pal', activeThreadId: null },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Profile Pal/ });
    await expect(link).toHaveTextContent('New');
    await expect(link).toHaveAttribute('aria-current', 'page');
  },
};

export const WithoutUsername: Story = {
  args: { nav: nav({ myTwin: false }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'My Twin' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { threads: [], threadsLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const Empty: Story = {
  args: { threads: [{ id: 'pp', name: 'Profile Pal' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No conversations yet')).toBeInTheDocument();
    await expect(canvas.getByText('Start a new chat to begin')).toBeInTheDocument();
  },
};

export const ManyThreads: Story = {
  args: {
    threads: Array.from({ length: 40 }, (_, i) => ({ id: `thread_${i}`, name: `Conversation number ${i + 1}` })),
  },
};

function MobileHarness(props: React.ComponentProps<typeof Sidebar>) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Open sidebar
      </button>
      <Sidebar {...props} mobileOpen={open} onMobileOpenChange={setOpen} />
    </div>
  );
}

export const MobileSlideOver: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: (args) => <MobileHarness {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sidebar = canvas.getByRole('complementary', { hidden: true });
    await expect(sidebar).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Open sidebar' }));
    await waitFor(() => expect(sidebar).toBeVisible());
    canvas.getByRole('button', { name: 'New Chat' }).focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(sidebar).not.toBeVisible());
  },
};

/** Every conversation is one click away: "All conversations" beside the Recent heading. */
export const AllConversations: Story = {
  args: { allThreadsHref: '/history' },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'All conversations' });
    await expect(link).toHaveAttribute('href', '/history');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/history');
  },
};

/** Projects above Recent; a conversation's menu offers to move it into one (the keyboard's way to drag). */
export const WithProjects: Story = {
  args: {
    projects: (
      <SidebarProjects
        projects={[{ id: 'p_kitchen', name: 'Kitchen renovation' }]}
        projectHref={(id) => `/projects/${id}`}
        onNavigate={fn()}
        onNewProject={fn()}
        onDropThread={fn()}
      />
    ),
    moreActionsOf: (id: string) => [{ id: `move-${id}`, label: 'Move to Kitchen renovation', onSelect: fn() }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const projects = canvas.getByRole('region', { name: 'Projects' });
    const recent = canvas.getByRole('region', { name: 'Recent' });
    await expect(projects.compareDocumentPosition(recent) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(canvasElement.querySelector('[data-thread-id="thread_a1b2c3"]')).toHaveAttribute('draggable', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'More for Planning the Lisbon trip' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', {}, FIRST_OPEN);
    await expect(within(menu).getByRole('menuitem', { name: 'Move to Kitchen renovation' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};
