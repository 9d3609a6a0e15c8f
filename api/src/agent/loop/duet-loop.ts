/**
 * The Duet loop: the agent loop on the AI SDK's model interface (LanguageModelV4.doStream), without
 * streamText (README.md in this folder says why, with figures). Each step streams the model's
 * answer; tool calls run as soon as they arrive (tool-calls.ts) and go back to the model in the
 * next step, up to `maxSteps`. Provider errors are thrown; an abort ends the events quietly.
 */
import type {
  JSONValue,
  LanguageModelV4,
  LanguageModelV4FunctionTool,
  LanguageModelV4Prompt,
  LanguageModelV4StreamPart,
  LanguageModelV4ToolResultPart,
  LanguageModelV4Usage,
} from '@ai-sdk/provider';
import { APICallError, type ModelMessage } from 'ai';
import { estimateTokens } from '../../words/token-estimate.js';
import type { AgentEvent, TurnHints } from '../contract.js';
import type { RunnerInput } from './runner-input.js';
import { StepTools, toolDefinitions } from './tool-calls.js';
import { modelCallSpan } from './model-span.js';

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/** The prompt's size in characters, for a usage estimate. */
const promptChars = (prompt: LanguageModelV4Prompt) =>
  prompt.reduce(
    (n, m) =>
      n +
      (typeof m.content === 'string'
        ? m.content.length
        : m.content.reduce((k, p) => k + (p.type === 'text' ? p.text.length : 0), 0)),
    0,
  );

/** A step's tokens: the provider's count; the offline brain's, or none given, estimated (4 characters a token). */
function stepUsage(
  usage: LanguageModelV4Usage,
  provider: string,
  inputChars: number,
  outputChars: number,
): Extract<AgentEvent, { type: 'usage' }> {
  const input = usage.inputTokens.total;
  const output = usage.outputTokens.total;
  const reported = provider !== 'duet.local' && input !== undefined && output !== undefined;
  return {
    type: 'usage',
    inputTokens: reported ? input : estimateTokens(inputChars),
    outputTokens: reported ? output : estimateTokens(outputChars),
    estimated: !reported,
  };
}

/**
 * Our history messages as the model's prompt: their text, and the images of a user message (for a
 * model that sees them: agent/runtime.ts puts them there only then).
 */
export function toPrompt(system: string, messages: ModelMessage[]): LanguageModelV4Prompt {
  const prompt: LanguageModelV4Prompt = [{ role: 'system', content: system }];
  for (const m of messages) {
    if (m.role !== 'user' && m.role !== 'assistant') continue;
    const parts = typeof m.content === 'string' ? [{ type: 'text' as const, text: m.content }] : m.content;
    const text = parts.map((p) => (p.type === 'text' ? p.text : '')).join('');
    if (m.role === 'assistant') {
      prompt.push({ role: 'assistant', content: [{ type: 'text', text }] });
      continue;
    }
    const images = parts.flatMap((p) =>
      p.type === 'image' && p.image instanceof Uint8Array
        ? [
            {
              type: 'file' as const,
              data: { type: 'data' as const, data: p.image },
              mediaType: p.mediaType ?? 'image/png',
            },
          ]
        : [],
    );
    prompt.push({ role: 'user', content: [{ type: 'text', text }, ...images] });
  }
  return prompt;
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

/** The model's stream for one step; retryable provider errors (429, 5xx) are retried with the SDK's backoff. */
async function streamStep(
  model: LanguageModelV4,
  prompt: LanguageModelV4Prompt,
  tools: LanguageModelV4FunctionTool[],
  signal: AbortSignal,
  maxRetries: number,
  hints: TurnHints | undefined,
): Promise<ReadableStream<LanguageModelV4StreamPart>> {
  for (let attempt = 0; ; attempt++) {
    try {
      const { stream } = await model.doStream({
        prompt,
        ...(tools.length > 0 ? { tools, toolChoice: { type: 'auto' as const } } : {}),
        ...(hints ? { providerOptions: { duet: hints as unknown as Record<string, JSONValue> } } : {}),
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

/** An answer that goes on after an approval: its turn so far, then the step's results with the decided one. */
function resumed(resume: NonNullable<RunnerInput['resume']>): LanguageModelV4Prompt {
  return [
    ...(resume.messages as LanguageModelV4Prompt),
    { role: 'tool', content: resume.results as LanguageModelV4ToolResultPart[] },
  ];
}

export async function* runDuetLoop(input: RunnerInput): AsyncGenerator<AgentEvent> {
  if (input.signal.aborted) return;
  // Our own controller: aborts the model call when the turn aborts or when the consumer stops reading early.
  const controller = new AbortController();
  const signal = controller.signal;
  const onAbort = () => controller.abort(input.signal.reason);
  input.signal.addEventListener('abort', onAbort, { once: true });
  const prompt = toPrompt(input.system, input.messages);
  // The turn's own messages start here: what an answer that stops for an approval keeps to go on with.
  const turnStart = prompt.length;
  if (input.resume) prompt.push(...resumed(input.resume));
  try {
    const definitions = await toolDefinitions(input.tools);
    for (let step = 0; step < input.maxSteps; step++) {
      // The call's span: from the request (with its retries) to the stream's end (model-span.ts).
      const call = modelCallSpan(input.model, input.ids);
      let stream: ReadableStream<LanguageModelV4StreamPart>;
      try {
        stream = await streamStep(input.model, prompt, definitions, signal, input.maxRetries, input.hints);
      } catch (error) {
        call.failed(error);
        call.end();
        throw error;
      }
      if (signal.aborted) return call.end();
      const reader = stream.getReader();
      const tools = new StepTools(input.tools, signal, input.labels);
      let text = '';
      try {
        for (;;) {
          const { done, value: part } = await reader.read();
          if (done) break;
          if (signal.aborted) return;
          if (part.type === 'text-delta' && part.delta) {
            text += part.delta;
            yield { type: 'text_delta', delta: part.delta };
          } else if (part.type === 'tool-call' && !part.providerExecuted) {
            yield await tools.call(part);
          } else if (part.type === 'finish') {
            const usage = stepUsage(part.usage, input.model.provider, promptChars(prompt), text.length);
            call.usage(usage);
            yield usage;
          } else if (part.type === 'error') {
            if (signal.aborted) return;
            throw asError(part.error);
          }
          // Not yield*: this runs for every text delta, and a delegated iterator costs promises each time.
          for (let output = tools.take(); output; output = tools.take()) yield output;
        }
      } catch (error) {
        call.failed(error);
        throw error;
      } finally {
        call.end();
        // Stops the provider's response if we leave early (abort, error, consumer gone).
        void reader.cancel().catch(() => undefined);
      }
      while (await tools.next()) {
        if (signal.aborted) return;
        for (let output = tools.take(); output; output = tools.take()) yield output;
      }
      if (!tools.called || signal.aborted) return;
      // A call that waits for its person ends the turn after this step (the others that wait are closed).
      const stop = tools.stopForApproval();
      // The step's answer and tool results go back to the model for the next step.
      const { calls, results } = tools.forModel();
      const answer = {
        role: 'assistant' as const,
        content: [...(text ? [{ type: 'text' as const, text }] : []), ...calls],
      };
      if (stop) {
        // The turn goes on from here once they decide.
        for (const closed of stop.closed) yield closed;
        yield {
          type: 'approval_needed',
          id: stop.first.call.toolCallId,
          tool: stop.first.tool,
          args: stop.first.call.input,
          resume: { messages: [...prompt.slice(turnStart), answer], results },
        };
        return;
      }
      prompt.push(answer, { role: 'tool', content: results });
    }
  } finally {
    input.signal.removeEventListener('abort', onAbort);
    controller.abort();
  }
}
