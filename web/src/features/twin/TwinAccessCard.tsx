/** Who may talk to the twin, the daily limit for each anonymous visitor, and how it answers (/twin). */
import { TwinAccessSettings, type TwinAccessValue } from '@duet/design-system';
import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { TwinAccessCard_viewer$key } from '../../__generated__/TwinAccessCard_viewer.graphql';
import type { TwinAccessCardMutation } from '../../__generated__/TwinAccessCardMutation.graphql';

const Fragment = graphql`
  fragment TwinAccessCard_viewer on User {
    id
    twinAccess {
      mode
      anonymousDailyLimit
      maxAnonymousDailyLimit
      style
    }
  }
`;

const Mutation = graphql`
  mutation TwinAccessCardMutation($mode: TwinAccessMode, $limit: Int, $style: TwinStyle) {
    updateTwinAccess(mode: $mode, anonymousDailyLimit: $limit, style: $style) {
      __typename
      ... on TwinAccess {
        mode
        anonymousDailyLimit
        maxAnonymousDailyLimit
        style
      }
      ... on Error {
        message
      }
    }
  }
`;

export function TwinAccessCard({ viewer }: { viewer: TwinAccessCard_viewer$key }) {
  const data = useFragment(Fragment, viewer);
  const [commit, saving] = useMutation<TwinAccessCardMutation>(Mutation);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const access = data.twinAccess;
  const save = (value: TwinAccessValue) => {
    setError(null);
    setSaved(false);
    commit({
      variables: { mode: value.access, limit: value.anonymousDailyLimit, style: value.answerStyle },
      updater: (store, result) => {
        if (result?.updateTwinAccess.__typename !== 'TwinAccess') return;
        // The viewer's twinAccess is the mutation's answer from now on.
        const answer = store.getRootField('updateTwinAccess');
        if (answer) store.get(data.id)?.setLinkedRecord(answer, 'twinAccess');
      },
      onCompleted: (result) => {
        if (result.updateTwinAccess.__typename === 'TwinAccess') setSaved(true);
        else setError(result.updateTwinAccess.message ?? 'Could not save');
      },
      onError: () => setError('Could not save. Check your connection and try again.'),
    });
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
