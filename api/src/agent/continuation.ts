/**
 * An answer that goes on after its person decided on a tool call the last answer stopped for
 * (chat/runs/continuation.ts starts it): the call runs now if they allowed it, or is declined, and
 * its result joins the turn so far for the model (agent/loop/, RunnerInput.resume). The call shows
 * in this answer's tool activity with its result.
 */
import type { LanguageModelV4ToolResultPart } from '@ai-sdk/provider';
import type { ToolSet } from 'ai';
import type { AgentEvent, AgentTurn, ResumePoint } from './contract.js';
import { errorMessage, modelOutput } from './loop/tool-calls.js';
import { turnToolLabel } from './tools/tool-context.js';

/** What the model is told of a call its person declined. */
const DECLINED =
  'The user declined this tool call: it was not run. Do not call it again unless they ask; go on without it.';
const NO_LONGER = 'This tool is no longer connected or was turned off: the call was not run.';

/**
 * What the activity line says of a call that was not run: "Declined create_note (Notebook)" rather
 * than "Using create_note (Notebook)", which would read as if it had run.
 */
export function notRunLabel(label: string, why: 'declined' | 'gone'): string {
  const verb = why === 'declined' ? 'Declined' : 'Not run';
  return label.startsWith('Using ') ? `${verb} ${label.slice('Using '.length)}` : `${verb}: ${label}`;
}

export async function* decidedCall(
  turn: AgentTurn,
  tools: ToolSet,
  labels: Record<string, string>,
): AsyncGenerator<AgentEvent, ResumePoint> {
  const c = turn.continuation!;
  const started = performance.now();
  const def = Object.hasOwn(tools, c.callName) ? tools[c.callName] : undefined;
  yield {
    type: 'tool_called',
    id: c.callId,
    name: c.callName,
    displayName:
      c.decision === 'deny'
        ? notRunLabel(turnToolLabel(c.callName, labels), 'declined')
        : def?.execute
          ? turnToolLabel(c.callName, labels)
          : notRunLabel(turnToolLabel(c.callName, labels), 'gone'),
    args: c.args,
  };
  let output: unknown;
  let failure: string | null = null;
  if (c.decision === 'deny') failure = DECLINED;
  else if (!def?.execute) failure = NO_LONGER;
  else {
    try {
      output = await def.execute(
        c.args as never,
        { toolCallId: c.callId, messages: [], abortSignal: turn.signal } as never,
      );
    } catch (error) {
      failure = errorMessage(error);
    }
  }
  yield {
    type: 'tool_output',
    id: c.callId,
    name: c.callName,
    output: failure === null ? output : { error: failure },
    durationMs: Math.round(performance.now() - started),
    isError: failure !== null,
  };
  const result: LanguageModelV4ToolResultPart = {
    type: 'tool-result',
    toolCallId: c.callId,
    toolName: c.callName,
    output: failure === null ? modelOutput(output) : { type: 'error-text', value: failure },
  };
  return { messages: c.resume.messages, results: [...c.resume.results, result] };
}
