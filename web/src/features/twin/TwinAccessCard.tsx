/** Who may talk to the twin, the daily limit for each anonymous visitor, who it speaks as, how it answers and with which model (/twin). */
import { TwinAccessSettings, type TwinAccessValue } from '@duet/design-system';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { TwinAccessCard_access$key } from '../../__generated__/TwinAccessCard_access.graphql';
import type { TwinAccessCard_models$key } from '../../__generated__/TwinAccessCard_models.graphql';
import type { TwinAccessCard_viewer$key } from '../../__generated__/TwinAccessCard_viewer.graphql';
import { useViewer } from '../../layouts/viewer-context';
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

/** The models the owner may choose from (the twin needs one that takes tools). */
const ModelsFragment = graphql`
  fragment TwinAccessCard_models on Query {
    aiModels {
      id
      label
      connectionName
      supportsTools
      isDefault
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
    voice
    voiceChat
    chosenModel
  }
`;

export function TwinAccessCard({
  viewer,
  query,
}: {
  viewer: TwinAccessCard_viewer$key;
  query: TwinAccessCard_models$key;
}) {
  const { t } = useLingui();
  const data = useFragment(Fragment, viewer);
  const { aiModels } = useFragment(ModelsFragment, query);
  const models = aiModels.map((m) => ({
    id: m.id,
    name: m.label,
    connection: m.connectionName,
    disabled: !m.supportsTools,
    note: m.supportsTools ? undefined : t`Can't use tools, which your twin needs`,
  }));
  const access = useFragment<TwinAccessCard_access$key>(AccessFragment, data.twinAccess);
  const [update, saving] = useUpdateTwinAccessMutation(data.id);
  // Whether this server writes speech down at all (the admin chose a speech model).
  const hears = useViewer()?.voice.transcription ?? false;
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = (value: TwinAccessValue) => {
    setError(null);
    setSaved(false);
    update({
      mode: value.access,
      limit: value.anonymousDailyLimit,
      style: value.answerStyle,
      voice: value.voice,
      model: value.model,
      voiceChat: value.voiceChat,
    })
      .then(() => setSaved(true))
      .catch((e: unknown) => setError(errorText(e, t`Could not save`)));
  };
  return (
    <TwinAccessSettings
      access={access.mode === 'signed_in' || access.mode === 'nobody' ? access.mode : 'everyone'}
      anonymousDailyLimit={access.anonymousDailyLimit}
      maxAnonymousDailyLimit={access.maxAnonymousDailyLimit}
      answerStyle={access.style === 'strict' ? 'strict' : 'adaptive'}
      voice={access.voice === 'first' ? 'first' : 'third'}
      // One model (the offline brain alone) leaves nothing to choose.
      models={models.length > 1 ? models : undefined}
      model={access.chosenModel ?? null}
      defaultModelName={aiModels.find((m) => m.isDefault)?.label}
      voiceChat={access.voiceChat}
      voiceChatUnavailable={
        hears ? null : t`This Duet has no speech model yet: its admin can choose one on the AI models page.`
      }
      onSave={save}
      saving={saving}
      error={error}
      saved={saved}
    />
  );
}
