/**
 * The AI models page's defaults: the model new conversations start with, the one for titles and
 * judgements, the embedding model (with how far re-embedding is), the speech-to-text model, the
 * voice that reads answers aloud. What an environment variable sets
 * is locked here and says which variable.
 */
import { AiModelDefaults, type AiModelRole } from '@duet/design-system';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { DefaultsSection_settings$key } from '../../__generated__/DefaultsSection_settings.graphql';
import { refreshViewer } from '../../session/AppViewer';
import { useUpdateAiDefaultsMutation } from './useUpdateAiDefaultsMutation';

const Settings = graphql`
  fragment DefaultsSection_settings on AiSettings {
    connections {
      name
      models {
        id
        name
        allowed
        embedding
      }
    }
    offlineModel {
      id
      label
      allowed
    }
    defaultChatModel {
      id
    }
    utilityModel {
      id
    }
    embeddingModel {
      id
    }
    transcriptionModel {
      id
    }
    speechModel {
      id
    }
    speechVoice
    embeddingModelName
    lockedBy {
      defaultChatModel
      utilityModel
      embeddingModel
    }
    reembedding {
      model
      done
      total
    }
  }
`;

const FIELD = {
  chat: 'defaultChatModel',
  titles: 'utilityModel',
  embedding: 'embeddingModel',
  transcription: 'transcriptionModel',
  speech: 'speechModel',
} as const satisfies Record<AiModelRole, string>;

/** The choices that change what people's voice controls do: the app's viewer is read again after them. */
const VOICE_ROLES: ReadonlySet<AiModelRole> = new Set(['transcription', 'speech']);

export function DefaultsSection({
  settings: key,
  onSaved,
}: {
  settings: DefaultsSection_settings$key;
  onSaved: () => void;
}) {
  const { t } = useLingui();
  const settings = useFragment(Settings, key);
  const save = useUpdateAiDefaultsMutation();
  const [error, setError] = useState<string | null>(null);
  const offline = { id: settings.offlineModel.id, name: settings.offlineModel.label, connection: t`Built in` };
  const chatModels = [
    ...(settings.offlineModel.allowed ? [offline] : []),
    ...settings.connections.flatMap((c) =>
      c.models.filter((m) => m.allowed && !m.embedding).map((m) => ({ id: m.id, name: m.name, connection: c.name })),
    ),
  ];
  const fromEnvironment = settings.lockedBy.embeddingModel && settings.embeddingModelName;
  const embeddingModels = [
    fromEnvironment
      ? { id: 'env', name: settings.embeddingModelName!, connection: t`Environment` }
      : { id: offline.id, name: t`Duet offline (word forms only)`, connection: t`Built in` },
    ...settings.connections.flatMap((c) =>
      c.models.filter((m) => m.embedding).map((m) => ({ id: m.id, name: m.name, connection: c.name })),
    ),
  ];
  // A connection's models but its embedding ones: the admin knows which writes speech down (whisper-1…).
  const transcriptionModels = settings.connections.flatMap((c) =>
    c.models.filter((m) => !m.embedding).map((m) => ({ id: m.id, name: m.name, connection: c.name })),
  );
  const progress = settings.reembedding;
  return (
    <AiModelDefaults
      data-testid="ai-defaults"
      chatModels={chatModels}
      embeddingModels={embeddingModels}
      chat={{ value: settings.defaultChatModel.id, lockedBy: settings.lockedBy.defaultChatModel ?? undefined }}
      titles={{
        value: settings.utilityModel.id === settings.defaultChatModel.id ? null : settings.utilityModel.id,
        lockedBy: settings.lockedBy.utilityModel ?? undefined,
      }}
      embedding={{
        value: fromEnvironment
          ? 'env'
          : (settings.embeddingModel?.id ?? (settings.embeddingModelName ? offline.id : null)),
        lockedBy: settings.lockedBy.embeddingModel ?? undefined,
      }}
      transcriptionModels={transcriptionModels}
      transcription={{ value: settings.transcriptionModel?.id ?? null }}
      speech={{ value: settings.speechModel?.id ?? null }}
      speechVoice={settings.speechVoice}
      onVoiceChange={(voice) => {
        setError(null);
        save('speechVoice', voice)
          .then(onSaved)
          .catch((e: Error) => setError(e.message));
      }}
      reembedding={
        progress.model && progress.done < progress.total
          ? { done: progress.done, total: progress.total, model: progress.model }
          : null
      }
      error={error}
      onChange={(role, id) => {
        setError(null);
        save(FIELD[role], id)
          // The microphone and Read aloud follow at once (the viewer says what the server's voice does).
          .then(() => (VOICE_ROLES.has(role) ? refreshViewer() : null))
          .then(onSaved)
          .catch((e: Error) => setError(e.message));
      }}
    />
  );
}
