import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ChatScreen } from './ChatScreen';
import { DocumentScreen } from './DocumentScreen';
import { KnowledgeScreen } from './KnowledgeScreen';
import { MyTwinScreen } from './MyTwinScreen';
import { PublicPageScreen } from './PublicPageScreen';

/**
 * The product's main screens composed from the design system's components with sample data
 * (sample-data.tsx), at desktop width and at 375 px, so a designer reviews a flow and not only its
 * pieces. web/ builds the same screens from the same components with live data.
 */
const meta = {
  title: 'App screens',
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile' } };

/** At 375 px nothing is wider than the screen: no sideways scrolling. */
async function fitsTheWidth(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.ownerDocument.documentElement.clientWidth).toBeLessThanOrEqual(375));
  const root = canvasElement.ownerDocument.documentElement;
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
}

export const Chat: Story = {
  render: () => <ChatScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Planning the Lisbon trip' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Searched your memories' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'lisbon-itinerary.pdf · page 12' })).toBeVisible();
    await expect(canvas.getByRole('textbox')).toBeVisible();
  },
};
export const ChatMobile: Story = {
  render: () => <ChatScreen />,
  globals: mobile,
  play: async ({ canvasElement }) => fitsTheWidth(canvasElement),
};

export const Knowledge: Story = {
  render: () => <KnowledgeScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Suggested memories' })).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Memories' })).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('group', { name: 'Space in your library' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add files' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Web page address' })).toBeVisible();
    const library = within(canvas.getByRole('list', { name: 'Documents and links' }));
    await expect(library.getAllByRole('listitem')).toHaveLength(5);
    await expect(library.getByText(/Couldn’t read it/)).toBeVisible();
  },
};
export const KnowledgeMobile: Story = {
  render: () => <KnowledgeScreen />,
  globals: mobile,
  play: async ({ canvasElement }) => fitsTheWidth(canvasElement),
};

export const Document: Story = {
  render: () => <DocumentScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = canvas.getByRole('article', { name: 'lisbon-itinerary.pdf' });
    const cited = article.querySelector('#passage-it12')!;
    await expect(cited).toHaveAttribute('aria-current', 'true');
    // Brought into view inside the page's scrolling column.
    await waitFor(() => expect(cited.getBoundingClientRect().top).toBeLessThan(window.innerHeight));
  },
};
export const DocumentMobile: Story = {
  render: () => <DocumentScreen />,
  globals: mobile,
  play: async ({ canvasElement }) => fitsTheWidth(canvasElement),
};

export const MyTwin: Story = {
  render: () => <MyTwinScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Insights' })).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: 'Conversations with your twin' })).getAllByRole('listitem'),
    ).toHaveLength(3);
  },
};
export const MyTwinMobile: Story = {
  render: () => <MyTwinScreen />,
  globals: mobile,
  play: async ({ canvasElement }) => fitsTheWidth(canvasElement),
};

export const PublicPage: Story = {
  render: () => <PublicPageScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: /Ada Lovelace/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Projects' })).toBeVisible();
  },
};
export const PublicPageMobile: Story = {
  render: () => <PublicPageScreen />,
  globals: mobile,
  play: async ({ canvasElement }) => fitsTheWidth(canvasElement),
};
