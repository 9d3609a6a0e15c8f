import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProfilePalProgress, type ProfilePalStepView } from './ProfilePalProgress';

const steps = (...statuses: ProfilePalStepView['status'][]): ProfilePalStepView[] =>
  ['Name', 'About you', 'Interests', 'Location', 'Skills'].map((label, i) => ({ label, status: statuses[i]! }));

const meta = {
  title: 'Chat/ProfilePalProgress',
  component: ProfilePalProgress,
  args: {
    steps: steps('answered', 'current', 'todo', 'todo', 'todo'),
    done: 1,
    onSkip: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof ProfilePalProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The second question: one done, Skip leaves this one out. */
export const Asking: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Profile questions done' });
    await expect(bar).toHaveAttribute('aria-valuenow', '1');
    await expect(bar).toHaveAttribute('aria-valuemax', '5');
    await expect(canvas.getByText('1 of 5 done')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Skip this question' }));
    await expect(args.onSkip).toHaveBeenCalledOnce();
  },
};

/** Some skipped: the optional ones count as done, a needed one comes back. */
export const WithSkipped: Story = {
  args: { steps: steps('answered', 'current', 'answered', 'skipped', 'skipped'), done: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/2 skipped/)).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      '4 of 5 questions done, now: About you',
    );
  },
};

const needed = (...statuses: ProfilePalStepView['status'][]): ProfilePalStepView[] =>
  steps(...statuses).map((s, i) => ({ ...s, required: i < 3 }));

/** A question the public page needs (name, about you, interests) says so; it can be put off while others are left. */
export const RequiredQuestion: Story = {
  args: { steps: needed('answered', 'current', 'todo', 'todo', 'todo') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Now: About you \(needed for your page\)/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Skip this question' })).toBeEnabled();
  },
};

/** The needed question is the last one left: skipping would only ask it again, so there is no Skip. */
export const LastNeededQuestion: Story = {
  args: { steps: needed('answered', 'current', 'answered', 'skipped', 'skipped'), done: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Now: About you \(needed for your page\)/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Skip this question' })).toBeNull();
  },
};

/** While Profile Pal writes its answer, Skip waits. */
export const Answering: Story = {
  args: { skipDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Skip this question' })).toBeDisabled();
  },
};

export const AllDone: Story = {
  args: { steps: steps('answered', 'answered', 'answered', 'answered', 'skipped'), done: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Skip this question' })).toBeNull();
    await expect(canvas.getByText(/All done/)).toBeVisible();
  },
};

/** At 375 px the labels shorten, nothing overflows. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
  args: { steps: steps('answered', 'skipped', 'current', 'todo', 'todo'), done: 1 },
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('section')!;
    await expect(section.scrollWidth).toBeLessThanOrEqual(343);
  },
};
