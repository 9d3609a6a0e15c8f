import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AiConnectionTestResult } from '../AiConnectionTestResult';
import { AiConnectionForm } from './AiConnectionForm';

const meta = {
  title: 'AI models/AiConnectionForm',
  component: AiConnectionForm,
  args: { onSubmit: fn(), onTest: fn(), onCancel: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof AiConnectionForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const SAVED = {
  kind: 'openai-compatible',
  name: 'OpenRouter',
  baseUrl: 'https://openrouter.ai/api/v1',
  hasKey: true,
} as const;

/** Adding an OpenAI-compatible server with the keyboard alone: Tab through, type, Enter saves. */
export const AddOpenAiCompatible: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Add a connection' })).toBeVisible();
    // As in every dialog: Cancel, then Save at the right end (Test, beside them, at the left).
    const footer = canvas.getByRole('button', { name: 'Save' }).parentElement as HTMLElement;
    await expect(
      within(footer)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Test', 'Cancel', 'Save']);
    await expect(canvas.getByRole('radio', { name: 'OpenAI-compatible' })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'OpenAI-compatible' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('OpenAI');
    await userEvent.tab();
    await userEvent.keyboard('https://api.openai.com/v1');
    await userEvent.tab();
    await expect(canvas.getByLabelText('API key')).toHaveFocus();
    await expect(canvas.getByLabelText('API key')).toHaveAttribute('type', 'password');
    await userEvent.keyboard('sk-test-123{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      kind: 'openai-compatible',
      name: 'OpenAI',
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk-test-123',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Test' }));
    await expect(args.onTest).toHaveBeenCalledWith(expect.objectContaining({ apiKey: 'sk-test-123' }));
  },
};

/** Arrow keys choose Ollama; its local address fills in, and no key is needed. */
export const SwitchToOllama: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const address = canvas.getByRole('textbox', { name: 'Address' });
    await expect(address).toHaveValue('');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Ollama' })).toBeChecked();
    await expect(address).toHaveValue('http://127.0.0.1:11434');
    await expect(canvas.getByRole('group', { name: 'Kind of server' })).toHaveAccessibleDescription(
      /Models you run yourself with Ollama/,
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Ollama on this machine{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      kind: 'ollama',
      name: 'Ollama on this machine',
      baseUrl: 'http://127.0.0.1:11434',
      apiKey: undefined,
    });
  },
};

/** Missing fields are said at each field, and nothing is sent until they are filled in. */
export const MissingFields: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(/Give the connection a name\./);
    const address = canvas.getByRole('textbox', { name: 'Address' });
    await userEvent.type(address, 'api.openai.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Test' }));
    await expect(args.onTest).not.toHaveBeenCalled();
    await expect(address).toHaveAccessibleDescription(/starts with http:\/\/ or https:\/\//);
    await userEvent.type(name, 'O');
    await expect(name).not.toHaveAttribute('aria-invalid');
  },
};

/** Starting as Ollama (it was found on this machine). */
export const AddOllama: Story = { args: { defaultKind: 'ollama' } };

/** Editing: the saved key is never shown, only that there is one. */
export const EditKeepsTheKey: Story = {
  args: { connection: SAVED },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Edit connection' })).toBeVisible();
    const key = canvas.getByRole('group', { name: 'API key' });
    await expect(key).toHaveTextContent('Key saved');
    await expect(canvas.queryByLabelText('API key', { selector: 'input' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      kind: 'openai-compatible',
      name: 'OpenRouter',
      baseUrl: 'https://openrouter.ai/api/v1',
      apiKey: undefined,
    });
  },
};

/** Replace: a field for the new key takes the focus; "Keep the saved key" goes back. */
export const ReplaceTheKey: Story = {
  args: { connection: SAVED },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Replace' }));
    const field = canvas.getByLabelText('New API key');
    await expect(field).toHaveFocus();
    await expect(field).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: 'Keep the saved key' }));
    await expect(canvas.getByRole('button', { name: 'Replace' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('sk-or-new{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ apiKey: 'sk-or-new' }));
  },
};

/** Remove: said before it happens, undone with "Keep it"; saving sends an empty key. */
export const RemoveTheKey: Story = {
  args: { connection: SAVED },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(canvas.getByRole('group', { name: 'API key' })).toHaveTextContent('Removed when you save.');
    const keep = canvas.getByRole('button', { name: 'Keep it' });
    await expect(keep).toHaveFocus();
    await userEvent.click(keep);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ apiKey: '' }));
  },
};

/** The server refused: at the fields and for the whole form. */
export const Refused: Story = {
  args: {
    connection: { ...SAVED, hasKey: false },
    errors: { name: 'Another connection already has this name.', apiKey: 'This key is not in a format we know.' },
    error: "Couldn't save the connection. Nothing was changed.",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent("Couldn't save the connection.");
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      /Another connection already has this name\./,
    );
    await expect(canvas.getByLabelText('API key')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Saving: Story = {
  args: { connection: SAVED, saving: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Test' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Testing before saving: the button is busy, and the checks fill in under the form. */
export const Testing: Story = {
  args: {
    connection: SAVED,
    testing: true,
    testResult: (
      <AiConnectionTestResult
        listModels={{ status: 'ok', message: 'Found 214 models.' }}
        completion={{ status: 'running' }}
        embedding={{ status: 'running' }}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Test' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** A test that failed on the key, under the form. */
export const TestedWrongKey: Story = {
  args: {
    testResult: (
      <AiConnectionTestResult
        listModels={{ status: 'failed', message: 'The server refused the key (401).' }}
        completion={{ status: 'skipped', message: 'Skipped: the models could not be listed.' }}
        embedding={{ status: 'skipped', message: 'Skipped: the models could not be listed.' }}
        when="Just now"
      />
    ),
  },
};

/** No heading, for a form inside a dialog that has its own title; no Cancel or Test either. */
export const Bare: Story = {
  args: { title: null, onCancel: undefined, onTest: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  decorators: [(Story) => <div style={{ width: 351 }}>{Story()}</div>],
  args: {
    connection: {
      kind: 'openai-compatible',
      name: 'The team’s self-hosted inference gateway in the Frankfurt data centre',
      baseUrl: 'https://inference-gateway.internal.example-company.eu/openai/deployments/v1',
      hasKey: true,
    },
    error: "Couldn't save the connection. Nothing was changed.",
  },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form');
    await expect(form.scrollWidth).toBeLessThanOrEqual(351);
  },
};
