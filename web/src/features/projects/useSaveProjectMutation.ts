/**
 * Creates a project, or saves one's name, instructions and memory setting; resolves with its
 * database id, or rejects with a FieldError naming the field the refusal is about
 * (relay/field-error.ts). The sidebar's list is read again after (refresh-sidebar-threads.ts).
 */
import { t } from '@lingui/core/macro';
import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import type { useSaveProjectMutation as Create } from '../../__generated__/useSaveProjectMutation.graphql';
import type { useSaveProjectMutationUpdateMutation as Update } from '../../__generated__/useSaveProjectMutationUpdateMutation.graphql';
import { committed } from '../../relay/committed';
import { FieldError, throwIfFieldFailed } from '../../relay/field-error';
import { refreshSidebarThreads } from '../sidebar/refresh-sidebar-threads';

const CreateProject = graphql`
  mutation useSaveProjectMutation($name: String!, $instructions: String, $keep: Boolean) {
    createProject(name: $name, instructions: $instructions, keepMemoriesToItself: $keep) {
      __typename
      ... on Project @alias(as: "saved") {
        databaseId
      }
      ...fieldError_refusal @alias(as: "refusal")
    }
  }
`;

const UpdateProject = graphql`
  mutation useSaveProjectMutationUpdateMutation($projectId: ID!, $name: String, $instructions: String, $keep: Boolean) {
    updateProject(projectId: $projectId, name: $name, instructions: $instructions, keepMemoriesToItself: $keep) {
      __typename
      ... on Project @alias(as: "saved") {
        id
        databaseId
        name
        instructions
        keepMemoriesToItself
      }
      ...fieldError_refusal @alias(as: "refusal")
    }
  }
`;

export interface ProjectFields {
  name: string;
  instructions: string;
  keepMemoriesToItself: boolean;
}

/** Saves a project: a new one without `projectId`. */
export function useSaveProjectMutation(viewerId: string) {
  const environment = useRelayEnvironment();
  const [create, creating] = useMutation<Create>(CreateProject);
  const [update, updating] = useMutation<Update>(UpdateProject);
  const save = useCallback(
    async (fields: ProjectFields, projectId?: string): Promise<string> => {
      const variables = { name: fields.name, instructions: fields.instructions, keep: fields.keepMemoriesToItself };
      const result = projectId
        ? (await committed(update, { variables: { ...variables, projectId } })).updateProject
        : (await committed(create, { variables })).createProject;
      if (!result.saved) {
        throwIfFieldFailed(result.refusal);
        throw new FieldError('form', t`Failed`);
      }
      refreshSidebarThreads(environment, viewerId);
      return result.saved.databaseId;
    },
    [create, update, environment, viewerId],
  );
  return [save, creating || updating] as const;
}
