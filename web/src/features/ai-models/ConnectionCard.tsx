/**
 * One connection of the AI models page: its server, its last test check by check, and its models,
 * each allowed for people or not, with what it can do. Test, Edit and Remove act at once.
 */
import { AiConnectionCard, AiConnectionTestResult, type AiCheckResult } from '@duet/design-system';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ConnectionCard_connection$key } from '../../__generated__/ConnectionCard_connection.graphql';
import type { ConnectionCard_model$key } from '../../__generated__/ConnectionCard_model.graphql';
import { readInlineData } from 'relay-runtime';
import { timeAgo } from './relative-time';
import { useTestAiConnectionMutation } from './useTestAiConnectionMutation';
import { useUpdateAiModelMutation } from './useUpdateAiModelMutation';

const Connection = graphql`
  fragment ConnectionCard_connection on AiConnection {
    id
    name
    kind
    baseUrl
    hasApiKey
    keyLost
    fromEnvironment
    lastTest {
      ok
      testedAt
      models
      checks {
        check
        ok
        message
      }
    }
    models {
      ...ConnectionCard_model
    }
  }
`;

const Model = graphql`
  fragment ConnectionCard_model on AiModel @inline {
    id
    name
    allowed
    supportsTools
    supportsImages
    embedding
  }
`;

type Check = { readonly check: string; readonly ok: boolean | null | undefined; readonly message: string };
const checkResult = (checks: readonly Check[], name: string): AiCheckResult => {
  const found = checks.find((c) => c.check === name);
  if (!found) return { status: 'skipped' };
  return { status: found.ok === true ? 'ok' : found.ok === false ? 'failed' : 'skipped', message: found.message };
};

export interface ConnectionCardProps {
  connection: ConnectionCard_connection$key;
  onEdit: (id: string) => void;
  onRemove: (id: string) => Promise<unknown>;
  /** Something went wrong that the card cannot show (a refused change). */
  onError: (message: string) => void;
}

export function ConnectionCard({ connection: key, onEdit, onRemove, onError }: ConnectionCardProps) {
  const { t } = useLingui();
  const connection = useFragment(Connection, key);
  const test = useTestAiConnectionMutation();
  const updateModel = useUpdateAiModelMutation();
  const [testing, setTesting] = useState(false);
  const models = connection.models.map((m) => readInlineData<ConnectionCard_model$key>(Model, m));
  const idOf = (name: string) => models.find((m) => m.name === name)?.id ?? name;
  const last = connection.lastTest;
  const failed = last?.checks.find((c) => c.ok === false);
  const change = (id: string, patch: Parameters<typeof updateModel>[1]) =>
    void updateModel(id, patch).catch((error: Error) => onError(error.message));
  return (
    <AiConnectionCard
      data-testid="ai-connection"
      name={connection.name}
      kind={connection.kind === 'ollama' ? 'ollama' : 'openai-compatible'}
      baseUrl={connection.baseUrl}
      hasKey={connection.hasApiKey && !connection.keyLost}
      fromEnvironment={connection.fromEnvironment}
      lastTest={
        last
          ? {
              ok: last.ok,
              message: connection.keyLost
                ? t`The saved key no longer opens (the server secret changed): enter it again.`
                : failed?.message,
              when: last.testedAt ? timeAgo(last.testedAt) : t`just now`,
            }
          : null
      }
      testing={testing}
      testResult={
        last && (
          <AiConnectionTestResult
            listModels={checkResult(last.checks, 'models')}
            completion={checkResult(last.checks, 'completion')}
            embedding={checkResult(last.checks, 'embedding')}
            // Only servers that offer speech to text are tried for it.
            transcription={
              last.checks.some((c) => c.check === 'transcription')
                ? checkResult(last.checks, 'transcription')
                : undefined
            }
            speech={last.checks.some((c) => c.check === 'speech') ? checkResult(last.checks, 'speech') : undefined}
            when={last.testedAt ? timeAgo(last.testedAt) : undefined}
          />
        )
      }
      discovered={last !== null && last !== undefined}
      // The card names a model by its name on the server; the page's changes go by its id.
      models={models.map((m) => ({
        id: m.name,
        allowed: m.allowed,
        tools: m.supportsTools,
        images: m.supportsImages,
        embedding: m.embedding,
      }))}
      onTest={() => {
        setTesting(true);
        test(connection.id)
          .catch((error: Error) => onError(error.message))
          .finally(() => setTesting(false));
      }}
      onEdit={() => onEdit(connection.id)}
      onRemove={() => onRemove(connection.id)}
      onToggleModel={(name, allowed) => change(idOf(name), { allowed })}
      onCapability={(name, capability, value) =>
        change(idOf(name), capability === 'tools' ? { supportsTools: value } : { supportsImages: value })
      }
    />
  );
}
