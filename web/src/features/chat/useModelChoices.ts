/**
 * The models a person may choose for a conversation (Query.aiModels), their own default (the last
 * one they chose) and whether they are an admin (who can connect one): for the composer's model
 * menu and the offline brain's notice. Suspends while it loads.
 */
import type { ModelChoice } from '@duet/design-system';
import { useLingui } from '@lingui/react/macro';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { useModelChoicesQuery } from '../../__generated__/useModelChoicesQuery.graphql';

const Query = graphql`
  query useModelChoicesQuery {
    aiModels {
      id
      label
      offline
      supportsTools
      supportsImages
    }
    viewer {
      isAdmin
      chatModel {
        id
      }
    }
  }
`;

export interface ModelChoices {
  models: Array<ModelChoice & { offline: boolean }>;
  /** The model a new conversation starts with. */
  personDefault: string | null;
  isAdmin: boolean;
}

export function useModelChoices(): ModelChoices {
  const { t } = useLingui();
  const data = useLazyLoadQuery<useModelChoicesQuery>(Query, {}, { fetchPolicy: 'store-and-network' });
  return {
    models: data.aiModels.map((m) => ({
      id: m.id,
      name: m.label,
      offline: m.offline,
      noTools: !m.supportsTools,
      images: m.supportsImages,
      description: m.offline ? t`Remembers and finds what you tell it; cannot write or reason.` : undefined,
    })),
    personDefault: data.viewer?.chatModel.id ?? null,
    isAdmin: data.viewer?.isAdmin ?? false,
  };
}
