/**
 * The one runner every provider goes through: the agent loop on the AI SDK's
 * model interface (LanguageModelV4.doStream). Each step streams the model's
 * answer; tool calls run as soon as they arrive (in parallel, results in the
 * order they finish) and go back to the model in the next step, up to
 * `maxSteps`. Provider errors are thrown; an abort ends the events quietly.
 *
 * Why not streamText: it wraps every chunk in a dozen web-stream stages (about
 * 90 µs of CPU per text delta here, against 30 µs for the model's own stream)
 * and holds ~30 streams per run; a chat server runs hundreds of runs at once
 * (bench/RESULTS.md). What we used of it is small and lives here: tool input
 * validation, tool results to the model, retries of the first call.
 */
import type {
  JSONSchema7,
  JSONValue,
  LanguageModelV4,
  LanguageModelV4FunctionTool,
  LanguageModelV4Message,
  LanguageModelV4Prompt,
  LanguageModelV4StreamPart,
  LanguageModelV4ToolCallPart,
  LanguageModelV4ToolResultOutput,
  LanguageModelV4ToolResultPart,
} from '@ai-sdk/provider';
import { APICallError, asSchema, type ModelMessage, type ToolSet } from 'ai';
import type { AgentEvent } from './contract.js';
import { toolLabel } from './tools/tool-context.js';

export interface RunnerInput {
  model: LanguageModelV4;
  system: string;
  messages: ModelMessage[];
  tools: ToolSet;
  signal: AbortSignal;
  maxSteps: number;
  maxRetries: number;
}

type ToolOutputEvent = Extract<AgentEvent, { type: 'tool_output' }>;

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/** Our history messages (text only) as the model's prompt. */
export function toPrompt(system: string, messages: ModelMessage[]): LanguageModelV4Prompt {
  const prompt: LanguageModelV4Prompt = [{ role: 'system', content: system }];
  for (const m of messages) {
    if (m.role === 'user' || m.role === 'assistant') {
      const text =
        typeof m.content === 'string'
          ? m.content
          : m.content.map((p) => (p.type === 'text' ? p.text : '')).join('');
      prompt.push({ role: m.role, content: [{ type: 'text', text }] });
    }
  }
  return prompt;
}

type InputSchema = ToolSet[string]['inputSchema'];
/** Tool input schemas are module constants: wrap and convert each once per process, not per turn. */
const schemas = new WeakMap<
  object,
  { schema: ReturnType<typeof asSchema>; json: PromiseLike<JSONSchema7> | JSONSchema7 }
>();
function schemaOf(input: InputSchema) {
  let entry = schemas.get(input as object);
  if (!entry) {
    const schema = asSchema(input);
    entry = { schema, json: schema.jsonSchema };
    schemas.set(input as object, entry);
  }
  return entry;
}

/** The agent's tools as the model sees them (name, description, JSON schema of the input). */
async function toolDefinitions(tools: ToolSet): Promise<LanguageModelV4FunctionTool[]> {
  return Promise.all(
    Object.entries(tools).map(async ([name, def]) => ({
      type: 'function' as const,
      name,
      // Our tools describe themselves with text (the SDK also allows a function of a context we do not use).
      description: typeof def.description === 'string' ? def.description : undefined,
      inputSchema: await schemaOf(def.inputSchema).json,
    })),
  );
}

/** How a tool's output goes back to the model (as the AI SDK sends it). */
function modelOutput(output: unknown): LanguageModelV4ToolResultOutput {
  return typeof output === 'string'
    ? { type: 'text', value: output }
    : { type: 'json', value: (output ?? null) as JSONValue };
}

function parseToolInput(raw: string): { ok: true; value: unknown } | { ok: false; error: string } {
  if (raw.trim() === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(raw) };
  } catch {
    return { ok: false, error: `Invalid JSON input for the tool: ${raw.slice(0, 200)}` };
  }
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });

/** The model's stream for one step; retryable provider errors (429, 5xx) are retried with backoff. */
async function streamStep(
  model: LanguageModelV4,
  prompt: LanguageModelV4Prompt,
  tools: LanguageModelV4FunctionTool[],
  signal: AbortSignal,
  maxRetries: number,
): Promise<ReadableStream<LanguageModelV4StreamPart>> {
  for (let attempt = 0; ; attempt++) {
    try {
      const { stream } = await model.doStream({
        prompt,
        ...(tools.length > 0 ? { tools, toolChoice: { type: 'auto' as const } } : {}),
        abortSignal: signal,
      });
      return stream;
    } catch (error) {
      const retryable = APICallError.isInstance(error) && error.isRetryable;
      if (signal.aborted || !retryable || attempt >= maxRetries) throw error;
      await sleep(2000 * 2 ** attempt, signal);
      if (signal.aborted) throw error;
    }
  }
}

interface ToolRun {
  call: LanguageModelV4ToolCallPart;
  result?: LanguageModelV4ToolResultPart;
}

export async function* runAgentStream(input: RunnerInput): AsyncGenerator<AgentEvent> {
  if (input.signal.aborted) return;
  // Our own controller: aborts the model call when the turn aborts or when the
  // consumer stops reading early.
  const controller = new AbortController();
  const signal = controller.signal;
  const onAbort = () => controller.abort(input.signal.reason);
  input.signal.addEventListener('abort', onAbort, { once: true });
  const prompt = toPrompt(input.system, input.messages);
  try {
    const definitions = await toolDefinitions(input.tools);
    for (let step = 0; step < input.maxSteps; step++) {
      const stream = await streamStep(input.model, prompt, definitions, signal, input.maxRetries);
      if (signal.aborted) return;
      const reader = stream.getReader();
      let text = '';
      const runs: ToolRun[] = [];
      // Tool outputs in the order the tools finish, and a wake-up for the one waiting on them.
      const finished: ToolOutputEvent[] = [];
      let wake: (() => void) | null = null;
      let settled = 0;

      /** A tool call is done (or refused): its result for the model, its event for the client. */
      const settle = (run: ToolRun, output: unknown, isError: boolean, durationMs: number) => {
        run.result = {
          type: 'tool-result',
          toolCallId: run.call.toolCallId,
          toolName: run.call.toolName,
          output: isError
            ? { type: 'error-text', value: errorMessage(output) }
            : modelOutput(output),
        };
        finished.push({
          type: 'tool_output',
          id: run.call.toolCallId,
          name: run.call.toolName,
          output: isError ? { error: errorMessage(output) } : output,
          durationMs,
          isError,
        });
        settled += 1;
        wake?.();
        wake = null;
      };

      const startTool = (run: ToolRun, toolInput: unknown) => {
        const def = input.tools[run.call.toolName]!;
        const started = performance.now();
        const took = () => Math.round(performance.now() - started);
        Promise.resolve()
          .then(() =>
            def.execute!(
              toolInput as never,
              { toolCallId: run.call.toolCallId, messages: [], abortSignal: signal } as never,
            ),
          )
          .then(async (output: unknown) => {
            // A streaming tool: its last value is the result.
            if (output && typeof output === 'object' && Symbol.asyncIterator in output) {
              let last: unknown;
              for await (const value of output as AsyncIterable<unknown>) last = value;
              return last;
            }
            return output;
          })
          .then(
            (output) => settle(run, output, false, took()),
            (error: unknown) => settle(run, error, true, took()),
          );
      };

      const onToolCall = async (
        part: Extract<LanguageModelV4StreamPart, { type: 'tool-call' }>,
      ): Promise<AgentEvent> => {
        const known = Object.hasOwn(input.tools, part.toolName);
        const parsed = parseToolInput(part.input);
        const run: ToolRun = {
          call: {
            type: 'tool-call',
            toolCallId: part.toolCallId,
            toolName: part.toolName,
            input: parsed.ok ? parsed.value : part.input,
          },
        };
        runs.push(run);
        const event: AgentEvent = {
          type: 'tool_called',
          id: part.toolCallId,
          name: part.toolName,
          // A tool the agent does not have (the model asked for it anyway) is never run: say so.
          displayName: known ? toolLabel(part.toolName) : `Unavailable tool: ${part.toolName}`,
          args: run.call.input,
        };
        const def = input.tools[part.toolName];
        let problem: string | null = null;
        let toolInput: unknown = parsed.ok ? parsed.value : undefined;
        if (!known || !def?.execute)
          problem = `Model tried to call unavailable tool '${part.toolName}'.`;
        else if (!parsed.ok) problem = parsed.error;
        else {
          const { schema } = schemaOf(def.inputSchema);
          const checked = schema.validate
            ? await schema.validate(parsed.value)
            : { success: true as const, value: parsed.value };
          if (checked.success) toolInput = checked.value;
          else problem = `Invalid input for tool ${part.toolName}: ${errorMessage(checked.error)}`;
        }
        if (problem === null) startTool(run, toolInput);
        else {
          const refusal = new Error(problem);
          // Reported like a failed tool (after its tool_called event), and sent back to the model.
          queueMicrotask(() => settle(run, refusal, true, 0));
        }
        return event;
      };

      try {
        for (;;) {
          const { done, value: part } = await reader.read();
          if (done) break;
          if (signal.aborted) return;
          switch (part.type) {
            case 'text-delta':
              if (part.delta) {
                text += part.delta;
                yield { type: 'text_delta', delta: part.delta };
              }
              break;
            case 'tool-call':
              if (!part.providerExecuted) yield await onToolCall(part);
              break;
            case 'error':
              if (signal.aborted) return;
              throw asError(part.error);
            default:
              break;
          }
          while (finished.length > 0) yield finished.shift()!;
        }
      } finally {
        // Stops the provider's response if we leave early (abort, error, consumer gone).
        void reader.cancel().catch(() => undefined);
      }

      while (settled < runs.length || finished.length > 0) {
        if (finished.length === 0) {
          await new Promise<void>((resolve) => {
            wake = resolve;
            signal.addEventListener('abort', () => resolve(), { once: true });
          });
        }
        if (signal.aborted) return;
        while (finished.length > 0) yield finished.shift()!;
      }
      if (runs.length === 0 || signal.aborted) return;

      // The step's answer and tool results go back to the model for the next step.
      const assistant: LanguageModelV4Message = {
        role: 'assistant',
        content: [...(text ? [{ type: 'text' as const, text }] : []), ...runs.map((r) => r.call)],
      };
      prompt.push(assistant, { role: 'tool', content: runs.map((r) => r.result!) });
    }
  } finally {
    input.signal.removeEventListener('abort', onAbort);
    controller.abort();
  }
}
