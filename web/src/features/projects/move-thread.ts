/**
 * Moves a conversation (its database or Relay id) into a project, or out of any (null), then reads
 * the sidebar's list again; rejects with the refusal's message. The project page's actions
 * (useProjectActions.ts) and the sidebar, which loads it when a conversation is first moved or
 * after the page shows (web/src/after-paint/load-later.tsx), share it.
 */
import type { Environment } from 'relay-runtime';
import type { useProjectActionsMoveMutation as Move } from '../../__generated__/useProjectActionsMoveMutation.graphql';
import { later } from '../../after-paint/load-later';
import { committed, failureMessage, throwIfFailed } from '../../relay/committed';
import { commitLater } from '../../after-paint/later-mutation';
import { refreshSidebarThreads } from '../sidebar/refresh-sidebar-threads';

const MoveThread = later(() => import('./useProjectActions.operation').then((m) => m.MoveThread));

export function moveThreadToProject(
  environment: Environment,
  viewerId: string,
  threadId: string,
  projectId: string | null,
): Promise<void> {
  return committed<Move>((config) => commitLater(environment, MoveThread, config), {
    variables: { threadId, projectId },
  }).then(({ moveThreadToProject: r }) => {
    throwIfFailed(failureMessage(r));
    refreshSidebarThreads(environment, viewerId);
  });
}
