import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { TextArea } from '../TextArea';
import { FormMessage, Page, PageHeading, PageNote, PageSection } from './Page';

const meta = {
  title: 'App frame/Page',
  component: Page,
  parameters: { layout: 'fullscreen' },
  args: {
    intro: 'What your private brain remembers about you, from your chats, your stories and what you add here.',
  },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A page of sections, as Knowledge and Settings are made. */
export const WithSections: Story = {
  render: (args) => (
    <Page {...args}>
      <PageSection as="form" titleId="add-title" title="Add a memory" onSubmit={(e) => e.preventDefault()}>
        <TextArea label="New memory" hideLabel placeholder="Something your brain should know" rows={2} />
        <FormMessage tone="success">Saved.</FormMessage>
      </PageSection>
      <PageSection
        titleId="devices-title"
        title="Devices"
        note="Where you are signed in. Sign out any device you don't recognise."
        actions={
          <Button size="sm" variant="secondary">
            Sign out other devices
          </Button>
        }
      >
        <p>This laptop, Chromium on Linux.</p>
        <FormMessage tone="error">Could not sign out: you are offline.</FormMessage>
      </PageSection>
      <PageHeading>Your stories</PageHeading>
      <PageNote>None yet. Write one above and Duet proposes additions to your profile.</PageNote>
    </Page>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Add a memory' })).toBeVisible();
    const devices = canvas.getByRole('region', { name: 'Devices' });
    await expect(within(devices).getByRole('button', { name: 'Sign out other devices' })).toBeVisible();
    await expect(within(devices).getByRole('alert')).toHaveTextContent('Could not sign out');
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved.');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your stories' })).toBeVisible();
  },
};
