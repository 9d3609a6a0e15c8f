/** Insights on the twin (/twin): visitors, messages, questions, thumbs and topics over 7 or 30 days, with a chart. */
import { TwinInsights, type InsightsRange } from '@duet/design-system';
import { useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import type { TwinInsightsPanel_viewer$key } from '../../__generated__/TwinInsightsPanel_viewer.graphql';

const Fragment = graphql`
  fragment TwinInsightsPanel_viewer on User
  @refetchable(queryName: "TwinInsightsPanelRefetchQuery")
  @argumentDefinitions(days: { type: "Int", defaultValue: 7 }) {
    twinInsights(days: $days) {
      days
      visitors
      conversations
      messages
      questionsPassedOn
      questionsAnswered
      thumbsUp
      thumbsDown
      daily {
        date
        conversations
        messages
      }
      topics {
        topic
        count
      }
    }
  }
`;

export function TwinInsightsPanel({ viewer }: { viewer: TwinInsightsPanel_viewer$key }) {
  const [data, refetch] = useRefetchableFragment(Fragment, viewer);
  const [pending, startTransition] = useTransition();
  const i = data.twinInsights;
  return (
    <TwinInsights
      range={i.days === 30 ? 30 : 7}
      onRangeChange={(range: InsightsRange) =>
        startTransition(() => void refetch({ days: range }, { fetchPolicy: 'store-and-network' }))
      }
      totals={{
        visitors: i.visitors,
        conversations: i.conversations,
        messages: i.messages,
        questionsPassedOn: i.questionsPassedOn,
        questionsAnswered: i.questionsAnswered,
        thumbsUp: i.thumbsUp,
        thumbsDown: i.thumbsDown,
      }}
      days={i.daily.map((d) => ({ date: d.date, conversations: d.conversations, messages: d.messages }))}
      topics={i.topics.map((t) => ({ topic: t.topic, count: t.count }))}
      loading={pending}
      headingLevel={2}
    />
  );
}
