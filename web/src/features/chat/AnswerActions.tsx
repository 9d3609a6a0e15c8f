/** What a reader can do with a finished answer: ask again, hear it, rate it, and see how it was made. */
import {
  FeedbackButtons,
  formatDuration,
  i18n,
  IconButton,
  MessageInfo,
  ReadAloudButton,
  type MessageInfoRow,
} from '@duet/design-system';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import { Suspense } from 'react';
import { graphql, readInlineData } from 'react-relay/hooks';
import type { AnswerActions_step$data, AnswerActions_step$key } from '../../__generated__/AnswerActions_step.graphql';
import { laterComponent } from '../../after-paint/load-later';
import { useViewer } from '../../layouts/viewer-context';
import { useChatVoice } from '../voice/chat-voice';
import type { StepControls } from './use-branches';
import { modelAction } from './model-action';
import type { TokenInfoState } from './run-state';
import { useRateStepMutation } from './useRateStepMutation';

// Only in an answer's details, after a click: it comes after the conversation (after-paint/load-later.tsx).
const OfflineBrainNotice = laterComponent(() => import('./step-parts').then((m) => m.OfflineBrainNotice));

// Inline: read from the message's own data (ChatStep.tsx), with no store subscription of its own.
const AnswerActionsFragment = graphql`
  fragment AnswerActions_step on Step @inline {
    id
    databaseId
    isError
    agentModel
    answeredOffline
    answeredWithoutTools
    totalTimeMs
    createdAt
    feedback {
      rating
      comment
    }
  }
`;

export function AnswerActions({
  step,
  content,
  controls,
  audience,
  tokens,
}: {
  step: AnswerActions_step$key;
  /** The answer's text, as shown. */
  content: string;
  controls?: StepControls;
  audience: 'owner' | 'visitor';
  tokens?: TokenInfoState | null;
}) {
  const { t } = useLingui();
  const data = readInlineData(AnswerActionsFragment, step);
  const rate = useRateStepMutation();
  const viewer = useViewer();
  const voice = useChatVoice();
  const answered = !data.isError && content.trim() !== '';
  return (
    <>
      {controls && !controls.busy && (
        <IconButton
          size="sm"
          label={t`Regenerate`}
          title={t`Regenerate`}
          icon={<RefreshCw />}
          onClick={() => controls.regenerate(data.databaseId)}
        />
      )}
      {answered && (
        <ReadAloudButton
          text={content}
          speak={voice.speak ? (signal) => voice.speak!({ id: data.databaseId }, signal) : undefined}
        />
      )}
      {answered && (
        <FeedbackButtons
          rating={data.feedback?.rating === 'up' || data.feedback?.rating === 'down' ? data.feedback.rating : null}
          comment={data.feedback?.comment ?? null}
          onRate={(rating, comment) => rate(data.id, rating, comment)}
        />
      )}
      {audience === 'owner' && (
        <MessageInfo
          rows={infoRows(data, tokens, {
            isAdmin: viewer?.isAdmin ?? false,
            hasConnectedModel: viewer?.hasConnectedModel ?? false,
          })}
        />
      )}
    </>
  );
}

/** The technical facts of an answer, for its info popover; the conversation's size on the latest. */
function infoRows(
  step: AnswerActions_step$data,
  tokens: TokenInfoState | null | undefined,
  reader: { isAdmin: boolean; hasConnectedModel: boolean },
): MessageInfoRow[] {
  const rows: MessageInfoRow[] = [];
  if (step.agentModel) rows.push({ label: t`Model`, value: step.agentModel });
  if (step.answeredOffline) {
    rows.push({
      label: t`Offline`,
      value: (
        <Suspense fallback={null}>
          <OfflineBrainNotice compact action={modelAction(reader)} />
        </Suspense>
      ),
    });
  }
  if (step.answeredWithoutTools) {
    rows.push({
      label: t`Tools`,
      value: t`This model takes no tools: it answered from the conversation alone, without your memories or search.`,
    });
  }
  if (step.totalTimeMs != null) rows.push({ label: t`Time to answer`, value: formatDuration(step.totalTimeMs) });
  rows.push({
    label: t`Written`,
    value: i18n.date(new Date(String(step.createdAt)), { dateStyle: 'medium', timeStyle: 'short' }),
  });
  if (tokens) {
    const estimated = i18n.number(tokens.estimatedTokens);
    rows.push({ label: t`Conversation`, value: t`~${estimated} tokens` });
    if (tokens.totalChars != null) rows.push({ label: t`Characters`, value: i18n.number(tokens.totalChars) });
    if (tokens.messageCount != null) rows.push({ label: t`Messages`, value: i18n.number(tokens.messageCount) });
  }
  return rows;
}
