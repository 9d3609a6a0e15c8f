import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Page, PageNote, PageSection } from '../Page';
import { PageContents } from './PageContents';

const SECTIONS = [
  ['profile-title', 'Profile'],
  ['appearance-title', 'Appearance'],
  ['tools-title', 'Tools'],
  ['password-title', 'Password'],
  ['devices-title', 'Devices'],
  ['usage-title', 'Usage'],
  ['delete-title', 'Delete account'],
] as const;

const meta = {
  title: 'App frame/PageContents',
  component: PageContents,
  parameters: { layout: 'fullscreen' },
  // A followed link scrolls the document smoothly, and the stories share it: each starts at the
  // top, and the scroll a story began stops when it ends (an instant scroll cancels a smooth one).
  beforeEach: () => {
    const top = () => document.scrollingElement?.scrollTo({ top: 0, behavior: 'instant' });
    top();
    return top;
  },
  args: {
    label: 'Settings sections',
    items: SECTIONS.map(([target, label]) => ({ target, label })),
    children: (
      // As Settings is made (web/src/routes/settings/SettingsRoute.tsx), shorter.
      <Page>
        {SECTIONS.map(([id, title]) => (
          <PageSection key={id} titleId={id} title={title}>
            <PageNote>What {title.toLowerCase()} holds, in a line or two of help.</PageNote>
          </PageSection>
        ))}
      </Page>
    ),
  },
} satisfies Meta<typeof PageContents>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Beside the page where there is room; the first section is the one being read. */
export const Wide: Story = {};

/** A link moves to its section and focus with it (no picture: the page is mid-scroll). */
export const FollowingALink: Story = {
  parameters: { visual: { skip: 'the page is still scrolling to the section' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Settings sections' });
    await expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'location');
    await userEvent.click(within(nav).getByRole('link', { name: 'Devices' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Devices' })).toHaveFocus());
    await expect(within(nav).getByRole('link', { name: 'Devices' })).toHaveAttribute('aria-current', 'location');
  },
};

/**
 * A phone: the sections as a row that scrolls sideways above the page. The sections are titles
 * only, so the page fits the phone's height: a picture of a page that scrolls would show wherever
 * the capture left it.
 */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    children: (
      <Page>
        {SECTIONS.map(([id, title]) => (
          <PageSection key={id} titleId={id} title={title} />
        ))}
      </Page>
    ),
  },
};
