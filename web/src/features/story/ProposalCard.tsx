/**
 * A profile update proposed from the stories: what would be added (interests, skills,
 * achievements) or set (bio), each with the story it came from; Accept or Dismiss.
 */
import { Button, Chip, FormMessage, PageHeading } from '@duet/design-system';
import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ProposalCard_proposal$key } from '../../__generated__/ProposalCard_proposal.graphql';
import page from '../../layouts/page-parts.module.css';
import { useDecideProposalMutation } from './useDecideProposalMutation';
import styles from './ProposalCard.module.css';
import { errorText } from '../../relay/error-text';

const Fragment = graphql`
  fragment ProposalCard_proposal on ProfileProposal {
    id
    changes
  }
`;

interface Provenance {
  value?: string;
  story_id?: string;
}
interface ListChange {
  add?: string[];
  provenance?: Provenance[];
}
interface BioChange {
  to?: string;
  provenance?: Provenance[];
}

const LISTS = [
  ['interests', 'Interests'],
  ['skills', 'Skills'],
  ['achievements', 'Achievements'],
] as const;

export interface ProposalCardProps {
  proposal: ProposalCard_proposal$key;
  /** Story titles by id, to say where each change came from. */
  storyTitles: ReadonlyMap<string, string>;
  onAccepted: () => void;
}

export function ProposalCard({ proposal, storyTitles, onAccepted }: ProposalCardProps) {
  const data = useFragment(Fragment, proposal);
  const [decide, deciding] = useDecideProposalMutation();
  const [error, setError] = useState<string | null>(null);
  const ref = useRef<HTMLElement>(null);
  // A new proposal may appear below the fold: bring it into view.
  useEffect(() => {
    // Block body: newer browsers return a promise from scrollIntoView, which React must not get.
    void ref.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, []);
  const changes = (data.changes && typeof data.changes === 'object' ? data.changes : {}) as Record<
    string,
    ListChange & BioChange
  >;
  const from = (storyId?: string) => (storyId ? (storyTitles.get(storyId) ?? 'a story') : 'your stories');

  const run = (accept: boolean) => {
    setError(null);
    decide(data.id, accept)
      .then(() => accept && onAccepted())
      .catch((e: unknown) => setError(errorText(e)));
  };

  return (
    <section ref={ref} className={styles.root} aria-label="Proposed profile changes">
      <PageHeading level={3}>Proposed changes to your profile</PageHeading>
      {LISTS.map(([key, label]) => {
        const change = changes[key];
        const values = change?.add ?? [];
        if (values.length === 0) return null;
        return (
          <div key={key} className={styles.group}>
            <h4 className={styles.groupTitle}>Add to {label}</h4>
            <ul className={styles.items}>
              {values.map((value) => {
                const storyId = change?.provenance?.find((p) => p.value === value)?.story_id;
                return (
                  <li key={value} className={styles.item}>
                    <Chip variant="accent">{value}</Chip>
                    <span className={styles.source}>from “{from(storyId)}”</span>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
      {changes.bio?.to && (
        <div className={styles.group}>
          <h4 className={styles.groupTitle}>Set your bio</h4>
          <p className={styles.bio}>{changes.bio.to}</p>
          <span className={styles.source}>from “{from(changes.bio.provenance?.[0]?.story_id)}”</span>
        </div>
      )}
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <div className={page.rowEnd}>
        <Button variant="ghost" disabled={deciding} onClick={() => run(false)}>
          Dismiss
        </Button>
        <Button loading={deciding} onClick={() => run(true)}>
          Accept
        </Button>
      </div>
    </section>
  );
}
