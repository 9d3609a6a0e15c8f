import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SidebarProjects, THREAD_DRAG_TYPE } from './SidebarProjects';

const meta = {
  title: 'App frame/SidebarProjects',
  component: SidebarProjects,
  args: {
    projects: [
      { id: 'p_kitchen', name: 'Kitchen renovation' },
      { id: 'p_thesis', name: 'Thesis: coastal erosion along the Jurassic Coast, chapters 3 to 5' },
      { id: 'p_garden', name: 'Garden' },
    ],
    activeProjectId: 'p_kitchen',
    projectHref: (id: string) => `/projects/${id}`,
    onNavigate: fn(),
    onNewProject: fn(),
    onDropThread: fn(),
  },
  decorators: [(Story) => <div style={{ width: 280 }}>{Story()}</div>],
} satisfies Meta<typeof SidebarProjects>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The projects, the open one marked; New project beside the heading. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Projects' });
    const links = within(region).getAllByRole('link');
    await expect(links.map((l) => l.textContent)).toEqual([
      'Kitchen renovation',
      'Thesis: coastal erosion along the Jurassic Coast, chapters 3 to 5',
      'Garden',
    ]);
    await expect(links[0]).toHaveAttribute('aria-current', 'page');
    await userEvent.click(links[2]!);
    await expect(args.onNavigate).toHaveBeenCalledWith('/projects/p_garden');
    await userEvent.click(canvas.getByRole('button', { name: 'New project' }));
    await expect(args.onNewProject).toHaveBeenCalledOnce();
  },
};

/** A conversation dragged from Recent and dropped on a project moves there. */
export const DropAConversation: Story = {
  play: async ({ canvasElement, args }) => {
    const garden = within(canvasElement).getByRole('link', { name: 'Garden' });
    // What the sidebar's Recent list puts on a dragged conversation (Sidebar.tsx), as the browser sends it.
    const dataTransfer = new DataTransfer();
    dataTransfer.setData(THREAD_DRAG_TYPE, 'thread_a1b2c3');
    const drag = (type: string) =>
      garden.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
    drag('dragover');
    await waitFor(() => expect(garden).toHaveAttribute('data-drop-over'));
    drag('drop');
    await expect(args.onDropThread).toHaveBeenCalledWith('thread_a1b2c3', 'p_garden');
    await waitFor(() => expect(garden).not.toHaveAttribute('data-drop-over'));
  },
};

/** None yet: a line saying what projects are for. */
export const Empty: Story = {
  args: { projects: [], activeProjectId: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Keep related chats together/)).toBeInTheDocument();
  },
};
