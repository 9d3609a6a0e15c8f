/**
 * The review queue: visitor questions the twin could not answer from public facts. One step to
 * answer (the answer becomes a public memory the twin uses next time) or to dismiss. A
 * notification's link (/twin?question=<id>) highlights its question and scrolls to it.
 */
import { Button, currentLocale, EmptyState, Tag, TextArea } from '@duet/design-system';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Inbox } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { TwinReviewQueue_viewer$key } from '../../__generated__/TwinReviewQueue_viewer.graphql';
import { errorText } from '../../relay/error-text';
import { useAnswerTwinQuestionMutation } from './useAnswerTwinQuestionMutation';
import { useDismissTwinQuestionMutation } from './useDismissTwinQuestionMutation';
import styles from './TwinReviewQueue.module.css';

const Fragment = graphql`
  fragment TwinReviewQueue_viewer on User {
    id
    twinQuestions(status: open) {
      id
      question
      createdAt
    }
  }
`;

interface Answered {
  id: string;
  question: string;
  answer: string;
}

function QuestionCard({
  id,
  question,
  createdAt,
  highlighted,
  onAnswer,
  onDismiss,
}: {
  id: string;
  question: string;
  createdAt: string;
  highlighted: boolean;
  onAnswer: (id: string, question: string, answer: string) => Promise<void>;
  onDismiss: (id: string) => void;
}) {
  const { t } = useLingui();
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [highlighted]);
  return (
    <li ref={ref} className={styles.card} data-highlighted={highlighted || undefined}>
      <div className={styles.questionRow}>
        <p className={styles.question}>{question}</p>
        <time className={styles.date} dateTime={createdAt}>
          {new Date(createdAt).toLocaleDateString(currentLocale(), { month: 'short', day: 'numeric' })}
        </time>
      </div>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          const text = answer.trim();
          if (!text) return;
          setError(null);
          onAnswer(id, question, text).catch((e: unknown) => setError(errorText(e, t`Failed to answer`)));
        }}
      >
        <TextArea
          label={t`Your answer (becomes public)`}
          rows={2}
          value={answer}
          placeholder={t`Answer once; your twin uses it from now on.`}
          onChange={(event) => setAnswer(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
          error={error ?? undefined}
        />
        <div className={styles.actions}>
          <Button type="button" size="sm" variant="ghost" onClick={() => onDismiss(id)}>
            <Trans>Dismiss</Trans>
          </Button>
          <Button type="submit" size="sm" variant="primary" disabled={!answer.trim()}>
            <Trans>Answer</Trans>
          </Button>
        </div>
      </form>
    </li>
  );
}

export function TwinReviewQueue({
  viewer,
  highlightId,
}: {
  viewer: TwinReviewQueue_viewer$key;
  highlightId?: string | null;
}) {
  const { t } = useLingui();
  const data = useFragment(Fragment, viewer);
  const [answer] = useAnswerTwinQuestionMutation(data.id);
  const dismiss = useDismissTwinQuestionMutation(data.id);
  const [answered, setAnswered] = useState<Answered[]>([]);
  const questions = data.twinQuestions;
  const openCount = questions.length;
  return (
    <section className={styles.root} aria-labelledby="review-queue-title">
      <div className={styles.header}>
        <h2 id="review-queue-title" className={styles.title}>
          <Trans>Questions your twin could not answer</Trans>
        </h2>
        {openCount > 0 && (
          <Tag tone="accent">
            <Plural value={openCount} one="# open" other="# open" />
          </Tag>
        )}
      </div>
      <p className={styles.intro}>
        <Trans>Answer once and your twin knows it for every visitor. Answers are public.</Trans>
      </p>
      {questions.length === 0 ? (
        <EmptyState
          size="sm"
          icon={<Inbox />}
          title={t`No open questions`}
          description={t`When a visitor asks something your twin does not know, it shows up here.`}
        />
      ) : (
        <ul className={styles.list}>
          {questions.map((q) => (
            <QuestionCard
              key={q.id}
              id={q.id}
              question={q.question}
              createdAt={String(q.createdAt)}
              highlighted={q.id === highlightId}
              onDismiss={dismiss}
              onAnswer={(id, question, text) =>
                answer(id, text).then(() =>
                  setAnswered((list) => [{ id, question, answer: text }, ...list].slice(0, 3)),
                )
              }
            />
          ))}
        </ul>
      )}
      {answered.length > 0 && (
        <ul className={styles.answered} aria-label={t`Just answered`}>
          {answered.map((a) => (
            <li key={a.id} className={styles.answeredItem}>
              <Tag tone="success">
                <Trans>Answered</Trans>
              </Tag>
              <span className={styles.answeredText}>
                <strong>{a.question}</strong> {a.answer}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
