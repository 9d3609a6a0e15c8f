/**
 * The stock path: the same agent loop through the AI SDK's streamText (AGENT_LOOP=ai-sdk). Its
 * parts become the same events as the Duet loop's (duet-loop.ts): text deltas, a tool's call and
 * its output (or its error, which goes back to the model), up to `maxSteps` steps; provider errors
 * are thrown and an abort ends the events quietly.
 */
import { type ModelMessage, stepCountIs, streamText } from 'ai';
import type { AgentEvent } from '../contract.js';
import { isApprovalNeeded } from '../tools/approval-marker.js';
import { turnToolLabel } from '../tools/tool-context.js';
import type { RunnerInput } from './runner-input.js';
import { errorMessage } from './tool-calls.js';

export async function* runAiSdkLoop(input: RunnerInput): AsyncGenerator<AgentEvent> {
  if (input.signal.aborted) return;
  const controller = new AbortController();
  const onAbort = () => controller.abort(input.signal.reason);
  input.signal.addEventListener('abort', onAbort, { once: true });
  const started = new Map<string, number>();
  const took = (id: string) => Math.round(performance.now() - (started.get(id) ?? performance.now()));
  const unavailable = (name: string) => `Model tried to call unavailable tool '${name}'.`;
  try {
    const result = streamText({
      model: input.model,
      system: input.system,
      messages: [
        ...input.messages.filter((m) => m.role === 'user' || m.role === 'assistant'),
        // An answer that goes on after an approval: the model's prompt parts are the SDK's message parts.
        ...((input.resume
          ? [...input.resume.messages, { role: 'tool', content: input.resume.results }]
          : []) as ModelMessage[]),
      ],
      tools: input.tools,
      stopWhen: stepCountIs(input.maxSteps),
      maxRetries: input.maxRetries,
      abortSignal: controller.signal,
    });
    for await (const part of result.fullStream) {
      if (controller.signal.aborted) return;
      switch (part.type) {
        case 'text-delta':
          if (part.text) yield { type: 'text_delta', delta: part.text };
          break;
        case 'tool-call': {
          const known = Object.hasOwn(input.tools, part.toolName);
          started.set(part.toolCallId, performance.now());
          yield {
            type: 'tool_called',
            id: part.toolCallId,
            name: part.toolName,
            displayName: known ? turnToolLabel(part.toolName, input.labels) : `Unavailable tool: ${part.toolName}`,
            args: part.input,
          };
          break;
        }
        case 'tool-result':
          if (isApprovalNeeded(part.output)) {
            // The call waits for its person: the turn ends here. This path keeps only the call to go
            // on from (the Duet loop keeps the whole turn: duet-loop.ts).
            const call = { type: 'tool-call', toolCallId: part.toolCallId, toolName: part.toolName, input: part.input };
            yield {
              type: 'approval_needed',
              id: part.toolCallId,
              tool: part.output.tool,
              args: part.input,
              resume: { messages: [{ role: 'assistant', content: [call] }], results: [] },
            };
            return;
          }
          yield {
            type: 'tool_output',
            id: part.toolCallId,
            name: part.toolName,
            output: part.output,
            durationMs: took(part.toolCallId),
            isError: false,
          };
          break;
        case 'tool-error': {
          const known = Object.hasOwn(input.tools, part.toolName);
          const message = known ? errorMessage(part.error) : unavailable(part.toolName);
          yield {
            type: 'tool_output',
            id: part.toolCallId,
            name: part.toolName,
            output: { error: message },
            durationMs: took(part.toolCallId),
            isError: true,
          };
          break;
        }
        case 'finish-step': {
          // The offline brain's counts are estimates; so is a step the provider reported none for.
          const { inputTokens, outputTokens } = part.usage;
          const reported =
            input.model.provider !== 'duet.local' && inputTokens !== undefined && outputTokens !== undefined;
          yield {
            type: 'usage',
            inputTokens: inputTokens ?? 0,
            outputTokens: outputTokens ?? 0,
            estimated: !reported,
          };
          break;
        }
        case 'error':
          if (controller.signal.aborted) return;
          throw part.error instanceof Error ? part.error : new Error(String(part.error));
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
