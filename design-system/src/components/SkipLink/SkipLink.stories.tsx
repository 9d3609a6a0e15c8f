import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'App frame/SkipLink',
  component: SkipLink,
  args: { target: 'story-main' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, minHeight: 160 }}>
      <SkipLink {...args} />
      <nav aria-label="Main" style={{ display: 'grid', gap: 8, alignContent: 'start' }}>
        <a href="#knowledge">Knowledge</a>
        <a href="#story">My Story</a>
      </nav>
      <main id="story-main" tabIndex={-1} style={{ padding: 16 }}>
        <button type="button">The page’s first control</button>
      </main>
    </div>
  ),
} satisfies Meta<typeof SkipLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Unseen until Tab reaches it; Enter takes the keyboard past the navigation into the page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Skip to content' });
    // Out of sight above the page until focused, then in view.
    await expect(link.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'The page’s first control' })).toHaveFocus();
  },
};

/** How it looks while it has focus: over the page's top corner. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Skip to content' })).toHaveFocus();
  },
};
