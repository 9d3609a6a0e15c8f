/** The start of a twin chat: who the twin is, its greeting and questions to ask with one click. */
import { Avatar, PromptSuggestions } from '@duet/design-system';
import { useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay/hooks';
import type { TwinWelcome_twin$key } from '../../__generated__/TwinWelcome_twin.graphql';
import styles from './TwinWelcome.module.css';

const Fragment = graphql`
  fragment TwinWelcome_twin on TwinCard {
    username
    displayName
    avatarUrl
    greeting
    suggestedQuestions
  }
`;

export function TwinWelcome({
  twin,
  onAsk,
  preview = false,
}: {
  twin: TwinWelcome_twin$key;
  onAsk: (question: string) => void;
  preview?: boolean;
}) {
  const { t } = useLingui();
  const data = useFragment(Fragment, twin);
  const name = data.displayName?.trim() || data.username;
  return (
    <div className={styles.root}>
      <Avatar name={name} src={data.avatarUrl} size="xl" decorative className={styles.avatar} />
      <div className={styles.intro}>
        <h2 className={styles.name}>{preview ? t`Your twin, as visitors see it` : t`${name}'s AI twin`}</h2>
        <p className={styles.greeting}>{data.greeting}</p>
      </div>
      <PromptSuggestions label={t`Suggested questions`} prompts={data.suggestedQuestions} onSelect={onAsk} />
    </div>
  );
}
