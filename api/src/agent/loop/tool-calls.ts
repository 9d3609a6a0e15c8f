/**
 * The tool calls of one model step, as the Duet loop runs them (duet-loop.ts): each call is checked
 * (a tool the agent has, JSON input that fits its schema) and started as soon as it arrives, in
 * parallel with the rest of the step; outputs come back in the order the tools finish, as events
 * for the client and as results for the model's next step. A call that is refused is reported like
 * a failed tool and sent back to the model, as the AI SDK does.
 */
import type {
  JSONSchema7,
  JSONValue,
  LanguageModelV4FunctionTool,
  LanguageModelV4StreamPart,
  LanguageModelV4ToolCallPart,
  LanguageModelV4ToolResultOutput,
  LanguageModelV4ToolResultPart,
} from '@ai-sdk/provider';
import { asSchema, type ToolSet } from 'ai';
import type { AgentEvent } from '../contract.js';
import type { PersonalToolInfo } from '../ports.js';
import { isApprovalNeeded } from '../tools/approval-marker.js';
import { turnToolLabel } from '../tools/tool-context.js';

type ToolOutputEvent = Extract<AgentEvent, { type: 'tool_output' }>;
type InputSchema = ToolSet[string]['inputSchema'];

export const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));

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
export async function toolDefinitions(tools: ToolSet): Promise<LanguageModelV4FunctionTool[]> {
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
export function modelOutput(output: unknown): LanguageModelV4ToolResultOutput {
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

interface ToolRun {
  call: LanguageModelV4ToolCallPart;
  result?: LanguageModelV4ToolResultPart;
}

/** A call that waits for its person's yes or no (approval-marker.ts). */
export interface WaitingCall {
  call: LanguageModelV4ToolCallPart;
  tool: PersonalToolInfo;
}

/** What the model is told of a second call that needs approval in a step that already waits for one. */
const ONE_AT_A_TIME =
  'Not run: one tool call waits for the user’s approval at a time. Call it again if it is still needed.';

export class StepTools {
  private readonly runs: ToolRun[] = [];
  /** Tool outputs in the order the tools finish, not yet handed out. */
  private readonly finished: ToolOutputEvent[] = [];
  private settled = 0;
  private wake: (() => void) | null = null;
  /** Calls that wait for their person, in the order they came. */
  readonly waiting: WaitingCall[] = [];

  constructor(
    private readonly tools: ToolSet,
    private readonly signal: AbortSignal,
    private readonly labels: Record<string, string> = {},
  ) {}

  /** Whether the model called any tool in this step. */
  get called(): boolean {
    return this.runs.length > 0;
  }

  /** A tool call from the model: its event for the client; the tool starts (or is refused) at once. */
  async call(part: Extract<LanguageModelV4StreamPart, { type: 'tool-call' }>): Promise<AgentEvent> {
    const def = Object.hasOwn(this.tools, part.toolName) ? this.tools[part.toolName] : undefined;
    const parsed = parseToolInput(part.input);
    const run: ToolRun = {
      call: {
        type: 'tool-call',
        toolCallId: part.toolCallId,
        toolName: part.toolName,
        input: parsed.ok ? parsed.value : part.input,
      },
    };
    this.runs.push(run);
    let problem: string | null = null;
    let toolInput: unknown = parsed.ok ? parsed.value : undefined;
    if (!def?.execute) problem = `Model tried to call unavailable tool '${part.toolName}'.`;
    else if (!parsed.ok) problem = parsed.error;
    else {
      const { schema } = schemaOf(def.inputSchema);
      const checked = schema.validate
        ? await schema.validate(parsed.value)
        : { success: true as const, value: parsed.value };
      if (checked.success) toolInput = checked.value;
      else problem = `Invalid input for tool ${part.toolName}: ${errorMessage(checked.error)}`;
    }
    if (problem === null) this.start(run, def!, toolInput);
    // Reported like a failed tool (after its tool_called event), and sent back to the model.
    else queueMicrotask(() => this.settle(run, new Error(problem), true, 0));
    return {
      type: 'tool_called',
      id: part.toolCallId,
      name: part.toolName,
      // A tool the agent does not have (the model asked for it anyway) is never run: say so.
      displayName: def ? turnToolLabel(part.toolName, this.labels) : `Unavailable tool: ${part.toolName}`,
      args: run.call.input,
    };
  }

  /** The next output that is ready (in the order they finished), or undefined. */
  take(): AgentEvent | undefined {
    return this.finished.shift();
  }

  /** Waits until another tool finishes (or the turn aborts); false when none is left running. */
  async next(): Promise<boolean> {
    if (this.finished.length > 0) return true;
    if (this.settled >= this.runs.length) return false;
    await new Promise<void>((resolve) => {
      this.wake = resolve;
      this.signal.addEventListener('abort', () => resolve(), { once: true });
    });
    return true;
  }

  /** The step's calls and their results, for the model's next step (a waiting call has none yet). */
  forModel(): { calls: LanguageModelV4ToolCallPart[]; results: LanguageModelV4ToolResultPart[] } {
    return {
      calls: this.runs.map((r) => r.call),
      results: this.runs.flatMap((r) => (r.result ? [r.result] : [])),
    };
  }

  /**
   * The step stops for its first waiting call: every other waiting call is closed as not run (its
   * event for the client, its result for the model), and the first is handed back.
   */
  stopForApproval(): { first: WaitingCall; closed: AgentEvent[] } | null {
    const [first, ...others] = this.waiting;
    if (!first) return null;
    const closed: AgentEvent[] = [];
    for (const other of others) {
      const run = this.runs.find((r) => r.call.toolCallId === other.call.toolCallId)!;
      this.settle(run, new Error(ONE_AT_A_TIME), true, 0);
      closed.push(this.finished.pop()!);
    }
    return { first, closed };
  }

  private start(run: ToolRun, def: ToolSet[string], toolInput: unknown) {
    const started = performance.now();
    const took = () => Math.round(performance.now() - started);
    Promise.resolve()
      .then(() =>
        def.execute!(
          toolInput as never,
          { toolCallId: run.call.toolCallId, messages: [], abortSignal: this.signal } as never,
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
        (output) => this.settle(run, output, false, took()),
        (error: unknown) => this.settle(run, error, true, took()),
      );
  }

  /** A tool call is done (or refused): its result for the model, its event for the client. */
  private settle(run: ToolRun, output: unknown, isError: boolean, durationMs: number) {
    if (!isError && isApprovalNeeded(output)) {
      // Not a result: the call waits for its person (no event, nothing for the model yet).
      this.waiting.push({ call: run.call, tool: output.tool });
      this.settled += 1;
      this.wake?.();
      this.wake = null;
      return;
    }
    run.result = {
      type: 'tool-result',
      toolCallId: run.call.toolCallId,
      toolName: run.call.toolName,
      output: isError ? { type: 'error-text', value: errorMessage(output) } : modelOutput(output),
    };
    this.finished.push({
      type: 'tool_output',
      id: run.call.toolCallId,
      name: run.call.toolName,
      output: isError ? { error: errorMessage(output) } : output,
      durationMs,
      isError,
    });
    this.settled += 1;
    this.wake?.();
    this.wake = null;
  }
}
