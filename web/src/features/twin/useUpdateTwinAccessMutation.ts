/**
 * Saves who may talk to the twin, the daily limit for each anonymous visitor, who it speaks as, how
 * it answers and with which model (TwinAccessCard on /twin). The card shows the server's answer once it comes (it brings what the
 * card reads, TwinAccessCard_access); a refusal rejects with the server's words, a failed request
 * with a line that says to check the connection.
 */
import { t } from '@lingui/core/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type {
  TwinAccessMode,
  TwinStyle,
  TwinVoice,
  useUpdateTwinAccessMutation as Mutation,
} from '../../__generated__/useUpdateTwinAccessMutation.graphql';
import { committed, failureMessage } from '../../relay/committed';

const UpdateTwinAccess = graphql`
  mutation useUpdateTwinAccessMutation(
    $mode: TwinAccessMode
    $limit: Int
    $style: TwinStyle
    $voice: TwinVoice
    $model: ID
    $voiceChat: Boolean
  ) {
    updateTwinAccess(
      mode: $mode
      anonymousDailyLimit: $limit
      style: $style
      voice: $voice
      model: $model
      voiceChat: $voiceChat
    ) {
      __typename
      ... on TwinAccess {
        ...TwinAccessCard_access @alias
      }
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;

export interface TwinAccessChange {
  mode: TwinAccessMode;
  limit: number | null;
  style: TwinStyle;
  voice: TwinVoice;
  /** The twin's model (null: the default chat model; left out: unchanged). */
  model?: string | null;
  /** Visitors may talk by voice (left out: unchanged). */
  voiceChat?: boolean;
}

export function useUpdateTwinAccessMutation(viewerId: string) {
  const [commit, saving] = useMutation<Mutation>(UpdateTwinAccess);
  const save = useCallback(
    ({ mode, limit, style, voice, model, voiceChat }: TwinAccessChange) =>
      committed(commit, {
        variables: {
          mode,
          limit,
          style,
          voice,
          ...(model !== undefined ? { model } : {}),
          ...(voiceChat !== undefined ? { voiceChat } : {}),
        },
        updater: (store, result) => {
          if (result?.updateTwinAccess.__typename !== 'TwinAccess') return;
          // TwinAccess has no id: the viewer's twinAccess is the mutation's answer from now on.
          const answer = store.getRootField('updateTwinAccess');
          if (answer) store.get(viewerId)?.setLinkedRecord(answer, 'twinAccess');
        },
      }).then(
        ({ updateTwinAccess: result }) => {
          if (result.__typename !== 'TwinAccess') throw new Error(failureMessage(result) ?? t`Could not save`);
        },
        () => {
          throw new Error(t`Could not save. Check your connection and try again.`);
        },
      ),
    [commit, viewerId],
  );
  return [save, saving] as const;
}
