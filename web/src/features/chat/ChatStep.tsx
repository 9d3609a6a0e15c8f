/** One message of the history (user bubble or assistant answer with its tool calls and files). */
import {
  BranchSwitcher,
  ChatMessage,
  FileElement,
  IconButton,
  QuotedQuestion,
  ReplyLabel,
  ToolActivity,
  type ToolDecision,
} from '@duet/design-system';
import { useLingui } from '@lingui/react/macro';
import { Pencil } from 'lucide-react';
import { memo, Suspense, useContext } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ChatStep_step$data, ChatStep_step$key } from '../../__generated__/ChatStep_step.graphql';
import { laterComponent } from '../../after-paint/load-later';
import { replySource, TwinReplyName } from '../twin/reply-source';
import { useActivityOpen } from './activity-open';
import type { StepControls } from './use-branches';
import { AnswerActions } from './AnswerActions';
import { fileReading } from './file-reading';
import { shownToolStatus, type LiveToolCall, type TokenInfoState } from './run-state';
import { StepSources } from './StepSources';
import { ToolApproval } from './ToolApproval';
import { awaitedLabel, toolActivityItems } from './tool-activity';

// Only after a click ("Edit message"): it comes after the conversation (after-paint/load-later.tsx).
const MessageEditor = laterComponent(() => import('./step-parts').then((m) => m.MessageEditor));

/** One message of a thread, as ChatStep shows it (ChatThread spreads it on each history step). */
export const ChatStepFragment = graphql`
  fragment ChatStep_step on Step {
    id
    databaseId
    siblingIndex
    siblingCount
    siblingIds
    stepType
    input
    output
    isError
    errors
    metadata
    ...AnswerActions_step
    ...StepSources_step
    elements {
      id
      elementType
      name
      url
      mimeType
      fileSize
      document {
        status
        pages
        failure
      }
    }
    toolApproval {
      status
      ...ToolApproval_approval
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

/** What the assistant did while answering, as one quiet line (none for a twin's visitors). */
export function ToolCalls({ calls, stepId }: { calls: readonly LiveToolCall[]; stepId: string | null }) {
  const open = useActivityOpen(stepId);
  if (calls.length === 0) return null;
  return <ToolActivity items={toolActivityItems(calls)} {...open} />;
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
  step,
  live,
  onRetry,
  controls,
  audience = 'owner',
  tokens,
  onDecide,
}: {
  step: ChatStep_step$key;
  live?: LiveAnswer | null;
  /** Offered on an interrupted answer: sends its question again. */
  onRetry?: () => void;
  /** Edit, regenerate and versions; without them the message is read-only. */
  controls?: StepControls;
  /** Visitors of a twin see the answer and what it is based on, not how it was found. */
  audience?: 'owner' | 'visitor';
  /** The conversation's size after the latest answer (for that answer's info popover). */
  tokens?: TokenInfoState | null;
  /** Decides on the tool call this answer stopped for (ChatThread then follows the answer that goes on). */
  onDecide?: (approvalId: string, decision: ToolDecision) => Promise<void>;
}) {
  const { t } = useLingui();
  const data = useFragment(ChatStepFragment, step);
  const twinName = useContext(TwinReplyName);
  const files = data.elements.filter((e) => e.elementType === 'file');
  const attachments =
    files.length > 0 ? (
      <>
        {files.map((file) => (
          <FileElement
            key={file.id}
            name={file.name ?? t`File`}
            size={file.fileSize}
            mimeType={file.mimeType}
            url={file.url}
            reading={
              file.document &&
              fileReading({ status: file.document.status, pages: file.document.pages, failure: file.document.failure })
            }
          />
        ))}
      </>
    ) : undefined;

  const versions =
    controls && data.siblingCount > 1 ? (
      <BranchSwitcher
        kind={data.stepType === 'USER_MESSAGE' ? 'message' : 'answer'}
        index={data.siblingIndex}
        count={data.siblingCount}
        disabled={controls.busy}
        onChange={(index) => {
          const id = data.siblingIds[index];
          if (id) controls.select(id);
        }}
      />
    ) : undefined;

  if (data.stepType === 'USER_MESSAGE') {
    const message = (
      <ChatMessage
        author="user"
        content={data.input ?? ''}
        attachments={attachments}
        versions={versions}
        actions={
          controls && !controls.busy ? (
            <IconButton
              size="sm"
              label={t`Edit message`}
              title={t`Edit message`}
              icon={<Pencil />}
              onClick={() => controls.startEdit(data.databaseId)}
            />
          ) : undefined
        }
      />
    );
    if (controls && controls.editingId === data.databaseId) {
      // Were its code not there yet, the message stays as it is until it is.
      return (
        <Suspense fallback={message}>
          <MessageEditor
            initialText={data.input ?? ''}
            disabled={controls.busy}
            onCancel={controls.cancelEdit}
            onSubmit={(text) => controls.submitEdit(data.databaseId, text)}
          />
        </Suspense>
      );
    }
    return message;
  }
  const saved: LiveToolCall[] = (data.toolCallSession?.toolCalls ?? []).map((call) => ({
    id: call.id,
    name: call.name,
    // The call that waited for a yes says what became of it, as its card does (ToolApproval.tsx).
    displayName:
      call.status === 'awaiting_approval' && data.toolApproval
        ? awaitedLabel(call.displayName ?? call.name, data.toolApproval.status)
        : call.displayName,
    status: shownToolStatus(call.status),
    input: call.inputParams,
    output: call.outputResult,
    durationMs: call.durationMs ?? null,
    early: false,
  }));
  // Tool calls saved so far, updated by the live ones (a resumed answer only streams what is new).
  const tools = live ? [...saved.filter((s) => !live.toolCalls.some((l) => l.id === s.id)), ...live.toolCalls] : saved;
  const content = live ? live.text || data.output || '' : (data.output ?? '');
  const interrupted = !live && isInterrupted(data);
  const reply = live ? null : replySource(data, twinName);
  const errors = Array.isArray(data.errors) ? (data.errors as unknown[]) : [];
  const failure = interrupted
    ? typeof errors[0] === 'string'
      ? errors[0]
      : t`This answer was interrupted before it finished.`
    : data.isError && !live
      ? data.output || t`Streaming failed`
      : null;
  return (
    <ChatMessage
      author="assistant"
      content={data.isError && !live && !interrupted ? '' : content}
      byline={
        reply ? (
          <>
            <ReplyLabel source={reply.source} name={reply.name} />
            {reply.question && <QuotedQuestion question={reply.question} />}
          </>
        ) : undefined
      }
      error={failure}
      onRetry={failure ? onRetry : undefined}
      streaming={live?.streaming ?? false}
      toolCalls={
        audience === 'owner' && tools.length > 0 ? <ToolCalls calls={tools} stepId={data.databaseId} /> : undefined
      }
      attachments={
        audience === 'owner' && data.toolApproval && !live ? (
          <>
            {attachments}
            <ToolApproval approval={data.toolApproval} onDecide={onDecide} disabled={controls?.busy} />
          </>
        ) : (
          attachments
        )
      }
      sources={live ? undefined : <StepSources step={data} twin={twinName !== null || audience === 'visitor'} />}
      meta={!live && isStopped(data) ? t`Stopped` : undefined}
      versions={live ? undefined : versions}
      actions={
        live ? undefined : (
          <AnswerActions step={data} content={content} controls={controls} audience={audience} tokens={tokens} />
        )
      }
    />
  );
});
