/**
 * The one runner every provider goes through: streamText with the agent's
 * tools (multi-step), its full stream mapped to the contract's AgentEvents.
 * Provider errors are thrown; an abort ends the events quietly.
 */
import { stepCountIs, streamText, type LanguageModel, type ModelMessage, type ToolSet } from 'ai';
import type { AgentEvent } from './contract.js';
import { toolLabel } from './tools/tool-context.js';

export interface RunnerInput {
  model: LanguageModel;
  system: string;
  messages: ModelMessage[];
  tools: ToolSet;
  signal: AbortSignal;
  maxSteps: number;
  maxRetries: number;
}

/** Wraps each tool's execute to measure how long it ran, by tool call id. */
function timedTools(tools: ToolSet, durations: Map<string, number>): ToolSet {
  const out: ToolSet = {};
  for (const [name, def] of Object.entries(tools)) {
    const execute = def.execute;
    if (!execute) {
      out[name] = def;
      continue;
    }
    out[name] = {
      ...def,
      execute: async (input: unknown, options: { toolCallId: string }) => {
        const started = performance.now();
        try {
          return await execute(input, options as Parameters<typeof execute>[1]);
        } finally {
          durations.set(options.toolCallId, Math.round(performance.now() - started));
        }
      },
    } as typeof def;
  }
  return out;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

export async function* runAgentStream(input: RunnerInput): AsyncGenerator<AgentEvent> {
  if (input.signal.aborted) return;
  // Our own controller: aborts the SDK call when the turn aborts or when the
  // consumer stops reading early.
  const controller = new AbortController();
  const onAbort = () => controller.abort(input.signal.reason);
  input.signal.addEventListener('abort', onAbort, { once: true });
  const durations = new Map<string, number>();
  try {
    const result = streamText({
      model: input.model,
      instructions: input.system,
      messages: input.messages,
      tools: timedTools(input.tools, durations),
      stopWhen: stepCountIs(input.maxSteps),
      abortSignal: controller.signal,
      maxRetries: input.maxRetries,
      onError: () => undefined, // errors arrive as 'error' parts and are thrown below
    });
    for await (const part of result.fullStream) {
      if (controller.signal.aborted) return;
      switch (part.type) {
        case 'text-delta':
          if (part.text) yield { type: 'text_delta', delta: part.text };
          break;
        case 'tool-call':
          yield {
            type: 'tool_called',
            id: part.toolCallId,
            name: part.toolName,
            // A tool the agent does not have (the model asked for it anyway) is never run: say so.
            displayName: Object.hasOwn(input.tools, part.toolName)
              ? toolLabel(part.toolName)
              : `Unavailable tool: ${part.toolName}`,
            args: part.input,
          };
          break;
        case 'tool-result':
          if (part.preliminary) break;
          yield {
            type: 'tool_output',
            id: part.toolCallId,
            name: part.toolName,
            output: part.output,
            durationMs: durations.get(part.toolCallId) ?? 0,
            isError: false,
          };
          break;
        case 'tool-error':
          yield {
            type: 'tool_output',
            id: part.toolCallId,
            name: part.toolName,
            output: { error: errorMessage(part.error) },
            durationMs: durations.get(part.toolCallId) ?? 0,
            isError: true,
          };
          break;
        case 'tool-output-denied':
          yield {
            type: 'tool_output',
            id: part.toolCallId,
            name: part.toolName,
            output: { error: 'denied' },
            durationMs: 0,
            isError: true,
          };
          break;
        case 'error':
          if (controller.signal.aborted) return;
          throw asError(part.error);
        case 'abort':
          return;
        default:
          break;
      }
    }
  } finally {
    input.signal.removeEventListener('abort', onAbort);
    controller.abort();
  }
}
