import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProfileSuggestions, type ProfileSuggestionView, type ProfileSuggestionsProps } from './ProfileSuggestions';

const SUGGESTIONS: ProfileSuggestionView[] = [
  { id: '1', field: 'interests', value: 'sourdough baking', source: 'From “Weekends”' },
  { id: '2', field: 'skills', value: 'used by 200k climbers', source: 'From “Work”' },
  {
    id: '3',
    field: 'achievements',
    value: 'Built an app used by 200k climbers, then coached the junior team to its first national final',
  },
  { id: '4', field: 'bio', value: 'Designer who climbs and bakes.', source: 'From “About me”' },
];

/** Decided suggestions leave the list, as they do in the app. */
function Deciding(props: ProfileSuggestionsProps) {
  const [items, setItems] = useState(props.suggestions);
  const drop = (id: string) => setItems((all) => all.filter((s) => s.id !== id));
  return (
    <ProfileSuggestions
      {...props}
      suggestions={items}
      onAccept={(id, value) => {
        props.onAccept(id, value);
        drop(id);
      }}
      onDismiss={(id) => {
        props.onDismiss(id);
        drop(id);
      }}
    />
  );
}

const meta = {
  title: 'Profile and twin/ProfileSuggestions',
  component: ProfileSuggestions,
  args: { suggestions: SUGGESTIONS, onAccept: fn(), onDismiss: fn() },
  render: (args) => <Deciding {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof ProfileSuggestions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Accept one as it is, dismiss a wrong one: each leaves the list. */
export const AcceptAndDismiss: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Accept interest: sourdough baking' }));
    await expect(args.onAccept).toHaveBeenLastCalledWith('1', undefined);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss skill: used by 200k climbers' }));
    await expect(args.onDismiss).toHaveBeenLastCalledWith('2');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Edit the words first: Enter accepts the edited text. */
export const EditThenAccept: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Edit achievement:/ }));
    const field = canvas.getByRole('textbox', { name: 'Edit the suggested achievement' });
    await expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.type(field, 'Built an app used by 200k climbers{Enter}');
    await expect(args.onAccept).toHaveBeenLastCalledWith('3', 'Built an app used by 200k climbers');
  },
};

/** 375 px wide: the buttons wrap under the text. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Suggested for your profile' });
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  },
};

export const Waiting: Story = {
  args: { busy: ['1'], error: 'interests can have at most 50 items' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('interests can have at most 50 items');
    await expect(canvas.getByRole('button', { name: 'Dismiss interest: sourdough baking' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { suggestions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No suggestions waiting.')).toBeVisible();
  },
};
