import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProfileSection } from './ProfileSection';

const photo = (hue: string) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="${hue}"/></svg>`,
  );

// ProfileSection's props are a union by variant, so stories render it directly.
const meta: Meta<typeof ProfileSection> = {
  title: 'Profile/ProfileSection',
  component: ProfileSection,
  decorators: [(Story) => <div style={{ maxWidth: 880 }}>{Story()}</div>],
};
export default meta;
type Story = StoryObj;

export const Achievements: Story = {
  render: () => (
    <ProfileSection
      variant="achievements"
      items={[
        'Published the first algorithm for a machine',
        'Translated Menabrea’s memoir, with notes three times its length',
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Recent Achievements' })).toBeInTheDocument();
  },
};

export const Posts: Story = {
  render: () => (
    <ProfileSection
      variant="posts"
      items={[
        { title: 'Poetical science', content: 'Imagination is the discovering faculty, pre-eminently.' },
        'A plain-text post without a title.',
        {
          title: 'On looms',
          content: 'The engine weaves algebraical patterns just as the Jacquard loom weaves flowers and leaves.',
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Latest Posts' })).toBeInTheDocument();
  },
};

export const Photos: Story = {
  render: () => (
    <ProfileSection variant="photos" items={[photo('#8ab4ff'), photo('#c7b1ff'), photo('#8ee6a8'), photo('#ffc177')]} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(3);
    await expect(canvas.getByRole('img', { name: 'Snapshot 3' })).toBeInTheDocument();
  },
};

export const Skills: Story = {
  render: () => (
    <ProfileSection
      variant="skills"
      items={['Mathematics', 'Technical writing', 'Translation', 'Algorithms', 'Poetry']}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Skills & Expertise' })).toBeInTheDocument();
  },
};

export const Projects: Story = {
  render: () => (
    <ProfileSection
      variant="projects"
      items={[
        { title: 'Note G', description: 'Bernoulli numbers on the Analytical Engine.' },
        { description: 'Untitled work' },
        'Flyology',
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Projects' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Project' })).toBeInTheDocument();
  },
};

export const EmptyRendersNothing: Story = {
  render: () => <ProfileSection variant="achievements" items={[]} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};

export const Mobile: Story = { ...Posts, globals: { viewport: { value: 'mobile' } } };
