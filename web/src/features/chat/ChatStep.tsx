/** One message of the history (user bubble or assistant answer with its tool calls and files). */
import { ChatMessage, FileElement, ToolCallCard } from '@duet/design-system';
import { memo } from 'react';
import { graphql } from 'react-relay/hooks';
import type { ChatStep_step$data } from '../../__generated__/ChatStep_step.graphql';
import type { LiveToolCall } from './run-state';

/**
 * Spread with @relay(mask: false) by ChatThread: the API's cost limit counts each fragment spread
 * as one more level of depth, and the history query would exceed it with a masked spread here.
 */
export const ChatStepFragment = graphql`
  fragment ChatStep_step on Step {
    stepType
    input
    output
    isError
    errors
    metadata
    agentModel
    elements {
      id
      elementType
      name
      url
      mimeType
      fileSize
    }
    toolCallSession {
      toolCalls {
        id
        name
        displayName
        status
        durationMs
        inputParams
        outputResult
      }
    }
  }
`;

export interface LiveAnswer {
  text: string;
  toolCalls: readonly LiveToolCall[];
  streaming: boolean;
}

export function ToolCalls({ calls }: { calls: readonly LiveToolCall[] }) {
  if (calls.length === 0) return null;
  return (
    <>
      {calls.map((call) => (
        <ToolCallCard
          key={call.id}
          name={call.name}
          displayName={call.displayName}
          status={call.status}
          durationMs={call.durationMs}
          input={call.input}
          output={call.output}
        />
      ))}
    </>
  );
}

export type ChatStepData = Omit<ChatStep_step$data, ' $fragmentType'>;

/** An answer the server ended because it restarted mid-way: its text is kept, and it can be asked again. */
export function isInterrupted(step: Pick<ChatStepData, 'stepType' | 'isError' | 'metadata'>): boolean {
  const metadata = step.metadata as { interrupted?: unknown } | null;
  return step.stepType === 'ASSISTANT_MESSAGE' && step.isError && metadata?.interrupted === true;
}

/** An answer the person stopped ("Stop generating"): its text so far is the answer. */
export function isStopped(step: Pick<ChatStepData, 'stepType' | 'metadata'>): boolean {
  return step.stepType === 'ASSISTANT_MESSAGE' && (step.metadata as { stopped?: unknown } | null)?.stopped === true;
}

export const ChatStep = memo(function ChatStep({
  step: data,
  live,
  onRetry,
}: {
  step: ChatStepData;
  live?: LiveAnswer | null;
  /** Offered on an interrupted answer: sends its question again. */
  onRetry?: () => void;
}) {
  const files = data.elements.filter((e) => e.elementType === 'file');
  const attachments =
    files.length > 0 ? (
      <>
        {files.map((file) => (
          <FileElement key={file.id} name={file.name ?? 'File'} size={file.fileSize} mimeType={file.mimeType} url={file.url} />
        ))}
      </>
    ) : undefined;

  if (data.stepType === 'USER_MESSAGE') {
    return <ChatMessage author="user" content={data.input ?? ''} attachments={attachments} />;
  }
  const saved: LiveToolCall[] = (data.toolCallSession?.toolCalls ?? []).map((call) => ({
    id: call.id,
    name: call.name,
    displayName: call.displayName,
    status: call.status === 'completed' ? 'completed' : 'running',
    input: call.inputParams,
    output: call.outputResult,
    durationMs: call.durationMs ?? null,
    early: false,
  }));
  // Tool calls saved so far, updated by the live ones (a resumed answer only streams what is new).
  const tools = live ? [...saved.filter((s) => !live.toolCalls.some((l) => l.id === s.id)), ...live.toolCalls] : saved;
  const content = live ? live.text || data.output || '' : (data.output ?? '');
  const interrupted = !live && isInterrupted(data);
  const errors = Array.isArray(data.errors) ? (data.errors as unknown[]) : [];
  const failure = interrupted
    ? (typeof errors[0] === 'string' ? errors[0] : 'This answer was interrupted before it finished.')
    : data.isError && !live
      ? data.output || 'Streaming failed'
      : null;
  return (
    <ChatMessage
      author="assistant"
      content={data.isError && !live && !interrupted ? '' : content}
      error={failure}
      onRetry={interrupted ? onRetry : undefined}
      streaming={live?.streaming ?? false}
      toolCalls={tools.length > 0 ? <ToolCalls calls={tools} /> : undefined}
      attachments={attachments}
      meta={live ? undefined : [isStopped(data) ? 'Stopped' : null, data.agentModel].filter(Boolean).join(' · ') || undefined}
    />
  );
});
