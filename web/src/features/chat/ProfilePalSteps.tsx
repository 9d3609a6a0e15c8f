/**
 * Profile Pal's progress ("2 of 5") and its Skip button, above its composer (docs/product.md §2,
 * /onboarding). Skip (offered for the questions the page can do without) sends the word for "Skip" in the person's language, as typing it would; the bar is read again after each answer.
 * Once no question is left it shows nothing.
 */
import { ProfilePalProgress, type ProfilePalStepView } from '@duet/design-system';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { ProfilePalStepsQuery } from '../../__generated__/ProfilePalStepsQuery.graphql';

const Query = graphql`
  query ProfilePalStepsQuery {
    viewer {
      profilePalProgress {
        done
        current
        steps {
          label
          status
          required
        }
      }
    }
  }
`;

const STATUSES: readonly string[] = ['answered', 'skipped', 'current', 'todo'] satisfies ProfilePalStepView['status'][];

export function ProfilePalSteps({
  fetchKey,
  onSkip,
  busy,
}: {
  /** Changes after each answer, to read the progress again. */
  fetchKey: number;
  onSkip: () => void;
  busy: boolean;
}) {
  const data = useLazyLoadQuery<ProfilePalStepsQuery>(Query, {}, { fetchKey, fetchPolicy: 'store-and-network' });
  const progress = data.viewer?.profilePalProgress;
  if (!progress?.current) return null;
  const steps = progress.steps.map((s) => ({
    label: s.label,
    status: (STATUSES.includes(s.status) ? s.status : 'todo') as ProfilePalStepView['status'],
    required: s.required,
  }));
  return <ProfilePalProgress steps={steps} done={progress.done} onSkip={onSkip} skipDisabled={busy} />;
}
