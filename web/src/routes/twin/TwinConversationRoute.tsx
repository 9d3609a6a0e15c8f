/**
 * /twin/conversations/{threadId} (protected): the owner reads a visitor's conversation with their
 * twin as the visitor sees it, with each reply's source, what it was based on and the visitor's
 * thumbs, and revises a reply: the visitor's view changes and the twin answers that way from now on.
 */
import {
  BasedOn,
  Button,
  ChatMessage,
  currentLocale,
  MessageEditor,
  QuotedQuestion,
  ReplyLabel,
  Tag,
} from '@duet/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, PenLine, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import type { TwinConversationRouteQuery as QueryType } from '../../__generated__/TwinConversationRouteQuery.graphql';
import { replySource } from '../../features/twin/reply-source';
import { useReviseTwinReplyMutation } from './useReviseTwinReplyMutation';
import { usePageTitle } from '../../layouts/page-title';
import { requireViewer } from '../../session/AppViewer';
import { loadRouteQuery } from '../../relay/route-query';
import { NotFoundRoute } from '../public/NotFoundRoute';
import styles from './TwinConversationRoute.module.css';

const Query = graphql`
  query TwinConversationRouteQuery($threadId: ID!) {
    viewer {
      profile {
        displayName
        username
      }
      twinConversation(threadId: $threadId) {
        databaseId
        visitor {
          label
        }
        startedAt
        messages {
          id
          databaseId
          stepType
          input
          output
          status
          isError
          metadata
          basedOn
          sources {
            title
            where
            href
          }
          feedback {
            rating
            comment
          }
        }
      }
    }
  }
`;

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireViewer(request);
  return { queryRef: loadRouteQuery<QueryType>('twin-conversation', Query, { threadId: params.threadId ?? '' }) };
}

type Message = NonNullable<NonNullable<QueryType['response']['viewer']>['twinConversation']>['messages'][number];

export function TwinConversationRoute() {
  const { t } = useLingui();
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<QueryType> };
  const { viewer } = usePreloadedQuery<QueryType>(Query, queryRef);
  const conversation = viewer?.twinConversation;
  usePageTitle(
    conversation ? conversation.visitor.label : t`Conversation not found`,
    conversation ? t`A conversation with your twin` : null,
  );
  if (!viewer || !conversation) return <NotFoundRoute />;
  const ownerName = viewer.profile.displayName?.trim() || `@${viewer.profile.username}`;
  return (
    <Conversation
      threadId={conversation.databaseId}
      visitor={conversation.visitor.label}
      startedAt={String(conversation.startedAt)}
      messages={conversation.messages}
      ownerName={ownerName}
    />
  );
}

function Conversation({
  threadId,
  visitor,
  startedAt,
  messages,
  ownerName,
}: {
  threadId: string;
  visitor: string;
  startedAt: string;
  messages: readonly Message[];
  ownerName: string;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [revise, saving] = useReviseTwinReplyMutation();
  const started = new Date(startedAt).toLocaleDateString(currentLocale(), {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
  return (
    <div className={styles.page} data-accent="purple">
      <Button
        variant="ghost"
        size="sm"
        leadingIcon={<ArrowLeft />}
        onClick={() => navigate('/twin')}
        className={styles.back}
      >
        <Trans>My Twin</Trans>
      </Button>
      <p className={styles.subtitle}>
        <Trans>
          {visitor} talked with your twin, starting {started}. Revise a reply and they see your version; your twin
          answers that question your way from now on.
        </Trans>
      </p>
      <ol className={styles.messages}>
        {messages.map((m) => (
          <li key={m.id}>
            {m.stepType === 'USER_MESSAGE' ? (
              <ChatMessage author="user" content={m.input ?? ''} copyable={false} />
            ) : editing === m.databaseId ? (
              <div className={styles.editor}>
                <MessageEditor
                  initialText={m.output ?? ''}
                  label={t`Your revision of this reply`}
                  submitLabel={t`Save revision`}
                  disabled={saving}
                  onCancel={() => {
                    setEditing(null);
                    setError(null);
                  }}
                  onSubmit={(text) => {
                    setError(null);
                    revise(threadId, m.databaseId, text).then(
                      () => setEditing(null),
                      (e: Error) => setError(e.message),
                    );
                  }}
                />
                {error && (
                  <p role="alert" className={styles.error}>
                    {error}
                  </p>
                )}
              </div>
            ) : (
              <Reply
                message={m}
                ownerName={ownerName}
                onRevise={editing === null ? () => setEditing(m.databaseId) : undefined}
              />
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}

function Reply({ message: m, ownerName, onRevise }: { message: Message; ownerName: string; onRevise?: () => void }) {
  const { t } = useLingui();
  const metadata = (m.metadata ?? {}) as { original_output?: unknown };
  const revisable = !m.isError && m.status === 'completed';
  const rating = m.feedback?.rating;
  const source = replySource(m, ownerName);
  const comment = m.feedback?.comment;
  const quoted = comment ? t`“${comment}”` : null;
  return (
    <ChatMessage
      author="assistant"
      content={m.isError ? '' : (m.output ?? '')}
      error={m.isError ? t`This reply failed.` : undefined}
      byline={
        source ? (
          <>
            <ReplyLabel source={source.source} name={source.name} />
            {source.question && <QuotedQuestion label={t`The visitor asked`} question={source.question} />}
          </>
        ) : undefined
      }
      sources={
        m.basedOn.length + m.sources.length > 0 ? (
          <BasedOn
            sources={[
              ...m.basedOn,
              ...m.sources.map((d) => ({ label: d.where ? `${d.title} · ${d.where}` : d.title, href: d.href })),
            ]}
          />
        ) : undefined
      }
      meta={
        <>
          {rating && (
            <Tag tone={rating === 'down' ? 'high' : 'success'} className={styles.rating}>
              {rating === 'down' ? <ThumbsDown aria-hidden="true" /> : <ThumbsUp aria-hidden="true" />}
              {rating === 'down' ? t`Visitor: not helpful` : t`Visitor: helpful`}
              {quoted ? ` · ${quoted}` : ''}
            </Tag>
          )}
          {typeof metadata.original_output === 'string' && (
            <details className={styles.original}>
              <summary>
                <Trans>Your twin's original reply</Trans>
              </summary>
              <p>{metadata.original_output}</p>
            </details>
          )}
        </>
      }
      actions={
        revisable && onRevise ? (
          <Button size="sm" variant="ghost" leadingIcon={<PenLine />} onClick={onRevise}>
            <Trans>Revise</Trans>
          </Button>
        ) : undefined
      }
    />
  );
}
