/**
 * What is done to a project and its conversations from the sidebar and the project's page: start
 * a conversation in it, move one in or out, delete it (its conversations moved out or deleted
 * with it). Each rejects with the refusal's message; moves and deletion read the sidebar again.
 */
import { t } from '@lingui/core/macro';
import { useCallback } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import type { useProjectActionsDeleteMutation as Delete } from '../../__generated__/useProjectActionsDeleteMutation.graphql';
import type { useProjectActionsStartMutation as Start } from '../../__generated__/useProjectActionsStartMutation.graphql';
import { committed, failureMessage, throwIfFailed } from '../../relay/committed';
import { refreshSidebarThreads } from '../sidebar/refresh-sidebar-threads';
import { moveThreadToProject } from './move-thread';
import { later } from '../../after-paint/load-later';
import { useLaterMutation } from '../../after-paint/later-mutation';

const operations = later(() => import('./useProjectActions.operation'));
const StartChat = () => operations().then((m) => m.StartChat);
const DeleteProject = () => operations().then((m) => m.DeleteProject);

export function useProjectActions(viewerId: string) {
  const environment = useRelayEnvironment();
  const [start, starting] = useLaterMutation<Start>(StartChat);
  const [remove, deleting] = useLaterMutation<Delete>(DeleteProject);

  /** A new conversation in the project (its empty one, if there is one): resolves with its database id. */
  const startChat = useCallback(
    (projectId: string) =>
      committed(start, { variables: { projectId } }).then(({ startProjectChat: r }) => {
        throwIfFailed(failureMessage(r));
        if (r.__typename !== 'StartChatPayload') throw new Error(t`Could not start a chat`);
        return r.threadId;
      }),
    [start],
  );

  /** Moves a conversation (its database or Relay id) into a project, or out of any (null). */
  const moveThread = useCallback(
    (threadId: string, projectId: string | null) => moveThreadToProject(environment, viewerId, threadId, projectId),
    [environment, viewerId],
  );

  const deleteProject = useCallback(
    (projectId: string, alsoConversations: boolean) =>
      committed(remove, {
        variables: { projectId, conversations: alsoConversations ? 'DELETE' : 'MOVE_OUT' },
      }).then(({ deleteProject: r }) => {
        throwIfFailed(failureMessage(r));
        refreshSidebarThreads(environment, viewerId);
      }),
    [remove, environment, viewerId],
  );

  return { startChat, moveThread, deleteProject, starting, deleting };
}
