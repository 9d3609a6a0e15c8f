/** Who may talk to the twin, the daily limit for each anonymous visitor, and how it answers (/twin). */
import { TwinAccessSettings, type TwinAccessValue } from '@duet/design-system';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { TwinAccessCard_access$key } from '../../__generated__/TwinAccessCard_access.graphql';
import type { TwinAccessCard_viewer$key } from '../../__generated__/TwinAccessCard_viewer.graphql';
import { errorText } from '../../relay/error-text';
import { useUpdateTwinAccessMutation } from './useUpdateTwinAccessMutation';

const Fragment = graphql`
  fragment TwinAccessCard_viewer on User {
    id
    twinAccess {
      ...TwinAccessCard_access
    }
  }
`;

/** What the card shows; saving brings the same back (useUpdateTwinAccessMutation.ts). */
const AccessFragment = graphql`
  fragment TwinAccessCard_access on TwinAccess {
    mode
    anonymousDailyLimit
    maxAnonymousDailyLimit
    style
  }
`;

export function TwinAccessCard({ viewer }: { viewer: TwinAccessCard_viewer$key }) {
  const data = useFragment(Fragment, viewer);
  const access = useFragment<TwinAccessCard_access$key>(AccessFragment, data.twinAccess);
  const [update, saving] = useUpdateTwinAccessMutation(data.id);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = (value: TwinAccessValue) => {
    setError(null);
    setSaved(false);
    update({ mode: value.access, limit: value.anonymousDailyLimit, style: value.answerStyle })
      .then(() => setSaved(true))
      .catch((e: unknown) => setError(errorText(e, 'Could not save')));
  };
  return (
    <TwinAccessSettings
      access={access.mode === 'signed_in' || access.mode === 'nobody' ? access.mode : 'everyone'}
      anonymousDailyLimit={access.anonymousDailyLimit}
      maxAnonymousDailyLimit={access.maxAnonymousDailyLimit}
      answerStyle={access.style === 'strict' ? 'strict' : 'adaptive'}
      onSave={save}
      saving={saving}
      error={error}
      saved={saved}
    />
  );
}
