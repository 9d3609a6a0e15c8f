/**
 * /admin/ai, "AI models" (admins): the connections Duet talks to for AI, the models people may use,
 * and the defaults. Anyone else finds no such page.
 */
import { Button, OllamaFoundBanner, Page, PageNote, PageSection } from '@duet/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { AiModelsRouteQuery as AiModelsRouteQueryType } from '../../__generated__/AiModelsRouteQuery.graphql';
import { ConnectionCard } from '../../features/ai-models/ConnectionCard';
import { ConnectionDialog, type EditedConnection } from '../../features/ai-models/ConnectionDialog';
import { DefaultsSection } from '../../features/ai-models/DefaultsSection';
import { useRemoveAiConnectionMutation } from '../../features/ai-models/useRemoveAiConnectionMutation';
import { loadRouteQuery } from '../../relay/route-query';
import { requireViewer } from '../../session/AppViewer';
import { NotFoundRoute } from '../public/NotFoundRoute';
import styles from './AiModelsRoute.module.css';

const Query = graphql`
  query AiModelsRouteQuery {
    viewer {
      isAdmin
    }
    aiSettings {
      connections {
        id
        name
        kind
        baseUrl
        hasApiKey
        ...ConnectionCard_connection
      }
      lockedBy {
        defaultChatModel
      }
      ollamaFound
      ...DefaultsSection_settings
    }
  }
`;

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request);
  return {
    queryRef: viewer.isAdmin ? loadRouteQuery<AiModelsRouteQueryType>('admin-ai', Query, {}) : null,
  };
}

export function AiModelsRoute() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<AiModelsRouteQueryType> | null };
  return queryRef ? <AiModelsPage queryRef={queryRef} /> : <NotFoundRoute />;
}

function AiModelsPage({ queryRef }: { queryRef: PreloadedQuery<AiModelsRouteQueryType> }) {
  const { t } = useLingui();
  const data = usePreloadedQuery<AiModelsRouteQueryType>(Query, queryRef);
  const environment = useRelayEnvironment();
  const remove = useRemoveAiConnectionMutation();
  const [dialog, setDialog] = useState<{
    editing: EditedConnection | null;
    preset?: { kind: 'ollama'; name: string; baseUrl: string };
  } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = () =>
    fetchQuery<AiModelsRouteQueryType>(environment, Query, {}, { fetchPolicy: 'network-only' }).subscribe({});
  const settings = data.aiSettings;
  if (!settings || !data.viewer?.isAdmin) return <NotFoundRoute />;
  const connections = settings.connections;
  const edit = (id: string) => {
    const c = connections.find((x) => x.id === id);
    if (c)
      setDialog({
        editing: {
          id: c.id,
          name: c.name,
          kind: c.kind === 'ollama' ? 'ollama' : 'openai-compatible',
          baseUrl: c.baseUrl,
          hasKey: c.hasApiKey,
        },
      });
  };
  return (
    <Page
      intro={t`Connect the models Duet answers with, choose which ones people may use, and set the defaults. Until one is connected, Duet answers with its offline brain, which remembers and finds what people tell it but cannot write or reason.`}
    >
      {settings.ollamaFound && (
        <OllamaFoundBanner
          url={settings.ollamaFound}
          onAdd={() =>
            setDialog({ editing: null, preset: { kind: 'ollama', name: 'Ollama', baseUrl: settings.ollamaFound! } })
          }
        />
      )}
      <PageSection
        titleId="connections-title"
        title={t`Connections`}
        note={
          settings.lockedBy.defaultChatModel
            ? t`Environment variables (AI_PROVIDER, AI_BASE_URL, AI_MODEL…) are set on this server: they win over this page.`
            : t`Keys are encrypted on the server and never shown again.`
        }
        actions={
          <Button size="sm" leadingIcon={<Plus />} onClick={() => setDialog({ editing: null })}>
            <Trans>Add a connection</Trans>
          </Button>
        }
      >
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        {connections.length === 0 ? (
          <PageNote>
            <Trans>No connection yet. Add an OpenAI-compatible API or Ollama to give Duet a model that writes.</Trans>
          </PageNote>
        ) : (
          <div className={styles.list}>
            {connections.map((c) => (
              <ConnectionCard
                key={c.id}
                connection={c}
                onEdit={edit}
                onError={setError}
                onRemove={(id) =>
                  remove(id)
                    .then(reload)
                    .catch((e: Error) => setError(e.message))
                }
              />
            ))}
          </div>
        )}
      </PageSection>
      <DefaultsSection settings={settings} onSaved={reload} />
      <ConnectionDialog
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        editing={dialog?.editing ?? null}
        preset={dialog?.preset}
        onSaved={reload}
      />
    </Page>
  );
}
