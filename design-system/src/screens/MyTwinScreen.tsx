import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Page, PageSection, TwinCard, TwinConversationItem, TwinInsights, type InsightsRange } from '../index';
import { insightDays, insightTotals, now, person, topics, twinConversations } from './sample-data';
import { SignedInFrame } from './SignedInFrame';
import styles from './Screens.module.css';

const ignore = () => {};

/** My Twin: the owner's twin as visitors find it, how it is doing, and its conversations. */
export function MyTwinScreen() {
  const { t } = useLingui();
  const [range, setRange] = useState<InsightsRange>(7);
  return (
    <SignedInFrame title={t`My Twin`} activePath="/twin">
      <Page
        intro={t`Your twin answers visitors on your public page, from what you made public only.`}
        data-accent="purple"
      >
        <PageSection
          titleId="twin-card-title"
          title={t`As visitors find it`}
          note={t`On Discover and on your public page.`}
        >
          <TwinCard
            username={person.username}
            displayName={person.displayName}
            bio={person.bio}
            accent="purple"
            onChat={ignore}
          />
        </PageSection>
        <TwinInsights
          range={range}
          onRangeChange={setRange}
          totals={insightTotals}
          days={insightDays}
          topics={topics}
        />
        <PageSection titleId="twin-conversations-title" title={t`Conversations`}>
          <ul className={styles.list} aria-label={t`Conversations with your twin`}>
            {twinConversations.map(({ id, ...row }) => (
              <li key={id}>
                <TwinConversationItem {...row} href={`/twin/conversations/${id}`} onSelect={ignore} now={now} />
              </li>
            ))}
          </ul>
        </PageSection>
      </Page>
    </SignedInFrame>
  );
}
