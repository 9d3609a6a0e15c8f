import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AiConnectionTestResult } from '../AiConnectionTestResult';
import { AiConnectionCard, type AiConnectionCardProps, type AiConnectionModel } from './AiConnectionCard';

const MODELS: AiConnectionModel[] = [
  { id: 'gpt-4o-mini', name: 'GPT-4o mini', allowed: true, tools: true, images: true },
  { id: 'gpt-4.1', allowed: true, tools: true, images: true },
  { id: 'o3-mini', allowed: false, tools: true, images: false },
  { id: 'text-embedding-3-small', allowed: false, tools: false, images: false, embedding: true },
];

/** Holds the models like the app does after each change is saved, so the controls follow. */
function Connection(args: AiConnectionCardProps) {
  const [models, setModels] = useState(args.models);
  return (
    <AiConnectionCard
      {...args}
      models={models}
      onToggleModel={(id, allowed) => {
        args.onToggleModel(id, allowed);
        setModels((all) => all.map((m) => (m.id === id ? { ...m, allowed } : m)));
      }}
      onCapability={(id, capability, value) => {
        args.onCapability(id, capability, value);
        setModels((all) => all.map((m) => (m.id === id ? { ...m, [capability]: value } : m)));
      }}
    />
  );
}

const meta = {
  title: 'AI models/AiConnectionCard',
  component: AiConnectionCard,
  args: {
    name: 'OpenAI',
    kind: 'openai-compatible',
    baseUrl: 'https://api.openai.com/v1',
    hasKey: true,
    lastTest: { ok: true, when: '2 minutes ago' },
    models: MODELS,
    onTest: fn(),
    onEdit: fn(),
    onRemove: fn(),
    onToggleModel: fn(),
    onCapability: fn(),
  },
  render: (args) => <Connection {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof AiConnectionCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each model is a group named by the model: "People may use it" and its capabilities, by keyboard. */
export const Models: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'OpenAI' })).toHaveTextContent('2 of 4 models may be used');
    const o3 = canvas.getByRole('group', { name: 'o3-mini' });
    const allow = within(o3).getByRole('checkbox', { name: 'People may use it' });
    await expect(allow).not.toBeChecked();
    allow.focus();
    await userEvent.keyboard(' ');
    await expect(args.onToggleModel).toHaveBeenCalledWith('o3-mini', true);
    await expect(allow).toBeChecked();
    await userEvent.tab();
    await expect(within(o3).getByRole('checkbox', { name: 'Tools' })).toHaveFocus();
    await userEvent.tab();
    const images = within(o3).getByRole('checkbox', { name: 'Images' });
    await expect(images).toHaveFocus();
    await expect(o3).toHaveTextContent('Sees images by name only.');
    await userEvent.keyboard(' ');
    await expect(args.onCapability).toHaveBeenCalledWith('o3-mini', 'images', true);
    await expect(o3).not.toHaveTextContent('Sees images by name only.');
    await expect(canvas.getByText('3 of 4 models may be used')).toBeVisible();
    // An embedding model is for search: nobody chooses it in the composer.
    const embedding = canvas.getByRole('group', { name: 'text-embedding-3-small' });
    await expect(within(embedding).queryByRole('checkbox')).toBeNull();
  },
};

/** Test, Edit, and Remove after a confirmation. */
export const Actions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Test' }));
    await expect(args.onTest).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    const dialog = await body.findByRole('dialog', { name: 'Remove OpenAI?' });
    await expect(args.onRemove).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Set by environment variables: a badge, why it is read-only, and only Test. */
export const FromTheEnvironment: Story = {
  args: { name: 'From AI_BASE_URL', fromEnvironment: true, lastTest: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('From the environment')).toBeVisible();
    await expect(canvas.getByText('Set by environment variables; they win over this page.')).toBeVisible();
    await expect(canvas.getByText('Not tested yet.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Remove' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Test' })).toBeEnabled();
  },
};

/** A test running: Test is busy and the checks fill in. */
export const Testing: Story = {
  args: {
    testing: true,
    testResult: (
      <AiConnectionTestResult
        listModels={{ status: 'ok', message: 'Found 4 models.' }}
        completion={{ status: 'running' }}
        embedding={{ status: 'running' }}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Test' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('region')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The last test failed: the error in plain words, and the checks. */
export const TestFailed: Story = {
  args: {
    name: 'Ollama on the GPU box',
    kind: 'ollama',
    baseUrl: 'http://192.168.1.40:11434',
    hasKey: false,
    lastTest: { ok: false, message: "Couldn't reach http://192.168.1.40:11434.", when: '5 minutes ago' },
    models: [{ id: 'llama3.1:8b', allowed: true, tools: false, images: false }],
    testResult: (
      <AiConnectionTestResult
        listModels={{ status: 'failed', message: "Couldn't reach http://192.168.1.40:11434." }}
        completion={{ status: 'skipped' }}
        embedding={{ status: 'skipped' }}
        when="5 minutes ago"
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Last test failed')).toBeVisible();
  },
};

/** Added but never tested: its models are not known yet. */
export const NotDiscoveredYet: Story = {
  args: { lastTest: null, models: [], discovered: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Test the connection to list its models.')).toBeVisible();
  },
};

/** Tested, and the server lists no models. */
export const NoModels: Story = { args: { models: [] } };

const MANY: AiConnectionModel[] = [
  ...MODELS,
  ...['llama-3.3-70b', 'llama-3.1-8b', 'qwen-2.5-72b', 'mistral-large', 'mixtral-8x22b', 'gemma-2-27b'].map((id) => ({
    id: `together/${id}`,
    allowed: false,
    tools: !id.startsWith('gemma'),
    images: false,
  })),
  ...Array.from({ length: 20 }, (_, i) => ({
    id: `provider-${i + 1}/model-${i + 1}`,
    allowed: false,
    tools: true,
    images: i % 3 === 0,
  })),
];

/** Thirty models: the first eight, "Show all", and a search. */
export const ManyModels: Story = {
  args: { name: 'OpenRouter', baseUrl: 'https://openrouter.ai/api/v1', models: MANY },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = () => canvas.getByRole('list', { name: 'Models' });
    await expect(within(list()).getAllByRole('listitem')).toHaveLength(8);
    const more = canvas.getByRole('button', { name: 'Show all 30 models' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    await expect(within(list()).getAllByRole('listitem')).toHaveLength(30);
    await expect(canvas.getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Find a model' }), 'llama');
    await expect(within(list()).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Find a model' }), 'zzz');
    await expect(canvas.getByText('No model matches “llamazzz”.')).toBeVisible();
  },
};

/** Thirty models as the page first shows them. */
export const ManyModelsAtFirst: Story = { args: ManyModels.args };

export const LongNamesMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  decorators: [(Story) => <div style={{ width: 351 }}>{Story()}</div>],
  args: {
    name: 'The team’s self-hosted inference gateway in the Frankfurt data centre',
    baseUrl: 'https://inference-gateway.internal.example-company.eu/openai/deployments/v1',
    fromEnvironment: true,
    lastTest: {
      ok: false,
      message: 'No model named meta-llama/Llama-3.3-70B-Instruct-Turbo-Free on this server.',
      when: 'Yesterday',
    },
    models: [
      {
        id: 'meta-llama/Llama-3.3-70B-Instruct-Turbo-Free',
        name: 'Llama 3.3 70B Instruct Turbo (free tier)',
        allowed: true,
        tools: false,
        images: false,
      },
      ...MODELS,
    ],
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region');
    await expect(card.scrollWidth).toBeLessThanOrEqual(351);
  },
};
