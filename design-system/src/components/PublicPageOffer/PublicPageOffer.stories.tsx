import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PublicPageOffer } from './PublicPageOffer';

const meta = {
  title: 'Chat/PublicPageOffer',
  component: PublicPageOffer,
  args: { setupHref: '/twin/profile', profilePalHref: '/profile-pal', onNavigate: fn(), onDismiss: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 520, margin: '0 auto' }}>{Story()}</div>],
} satisfies Meta<typeof PublicPageOffer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In a new chat after onboarding: the public page offered, never in the way. */
export const InANewChat: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const note = canvas.getByRole('note', { name: 'A public page and a twin, when you want them' });
    await expect(note).toHaveTextContent('Your chats stay private.');
    const setup = canvas.getByRole('link', { name: 'Set up your public page' });
    await expect(setup).toHaveAttribute('href', '/twin/profile');
    await expect(canvas.getByRole('link', { name: 'Answer a few questions with Profile Pal' })).toHaveAttribute(
      'href',
      '/profile-pal',
    );
    await userEvent.tab();
    await expect(setup).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/twin/profile');
  },
};

/** "Not now" puts it away. */
export const Dismissed: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Not now' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** Only the page (where Profile Pal is not the way to it). */
export const WithoutProfilePal: Story = { args: { profilePalHref: undefined } };

/** On a phone: the links wrap under the text. */
export const OnAPhone: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 343 }}>{Story()}</div>],
};
