/**
 * The AI models page's defaults: the model new conversations start with, the one for titles and
 * judgements, the embedding model (with how far re-embedding is). What an environment variable sets
 * is locked here and says which variable.
 */
import { AiModelDefaults, type AiModelRole } from '@duet/design-system';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { DefaultsSection_settings$key } from '../../__generated__/DefaultsSection_settings.graphql';
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

const FIELD: Record<AiModelRole, 'defaultChatModel' | 'utilityModel' | 'embeddingModel'> = {
  chat: 'defaultChatModel',
  titles: 'utilityModel',
  embedding: 'embeddingModel',
};

export function DefaultsSection({
  settings: key,
  onSaved,
}: {
  settings: DefaultsSection_settings$key;
  onSaved: () => void;
}) {
  const settings = useFragment(Settings, key);
  const save = useUpdateAiDefaultsMutation();
  const [error, setError] = useState<string | null>(null);
  const offline = { id: settings.offlineModel.id, name: settings.offlineModel.label, connection: 'Built in' };
  const chatModels = [
    ...(settings.offlineModel.allowed ? [offline] : []),
    ...settings.connections.flatMap((c) =>
      c.models.filter((m) => m.allowed && !m.embedding).map((m) => ({ id: m.id, name: m.name, connection: c.name })),
    ),
  ];
  const fromEnvironment = settings.lockedBy.embeddingModel && settings.embeddingModelName;
  const embeddingModels = [
    fromEnvironment
      ? { id: 'env', name: settings.embeddingModelName!, connection: 'Environment' }
      : { id: offline.id, name: 'Duet offline (word forms only)', connection: 'Built in' },
    ...settings.connections.flatMap((c) =>
      c.models.filter((m) => m.embedding).map((m) => ({ id: m.id, name: m.name, connection: c.name })),
    ),
  ];
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
      reembedding={
        progress.model && progress.done < progress.total
          ? { done: progress.done, total: progress.total, model: progress.model }
          : null
      }
      error={error}
      onChange={(role, id) => {
        setError(null);
        save({ [FIELD[role]]: id })
          .then(onSaved)
          .catch((e: Error) => setError(e.message));
      }}
    />
  );
}
