/**
 * The card under an answer that stopped for a tool call of one of the person's MCP servers
 * (api/src/mcp/approvals.ts): Allow once, Always allow or Deny starts the answer that goes on
 * (decideToolCall), which the thread then follows like any answer.
 */
import { ToolApprovalCard, type ToolApprovalStatus, type ToolDecision } from '@duet/design-system';
import { t } from '@lingui/core/macro';
import { useCallback, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ToolApproval_approval$key } from '../../__generated__/ToolApproval_approval.graphql';
import type { ToolApprovalDecideMutation } from '../../__generated__/ToolApprovalDecideMutation.graphql';
import { committed } from '../../relay/committed';
import { errorText } from '../../relay/error-text';
import { later } from '../../after-paint/load-later';
import { useLaterMutation } from '../../after-paint/later-mutation';

const Decide = later(() => import('./ToolApproval.operation').then((m) => m.Decide));

const DECISIONS = { allow_once: 'ALLOW_ONCE', always_allow: 'ALWAYS_ALLOW', deny: 'DENY' } as const;

/** Decides on a request; resolves once the answer that goes on has started. */
export function useDecideToolCall() {
  const [commit] = useLaterMutation<ToolApprovalDecideMutation>(Decide);
  return useCallback(
    (id: string, decision: ToolDecision) =>
      committed(commit, { variables: { id, decision: DECISIONS[decision] } }).then(({ decideToolCall: result }) => {
        if (!result.runId) throw new Error(result.message || t`Failed`);
      }),
    [commit],
  );
}

const Fragment = graphql`
  fragment ToolApproval_approval on ToolApproval {
    id
    status
    toolName
    serverName
    summary
    arguments
  }
`;

export function ToolApproval({
  approval: key,
  onDecide,
  disabled,
}: {
  approval: ToolApproval_approval$key;
  /** Decides; resolves once the answer goes on (ChatThread follows it). */
  onDecide?: (id: string, decision: ToolDecision) => Promise<void>;
  /** An answer is being written: no decision meanwhile. */
  disabled?: boolean;
}) {
  const approval = useFragment(Fragment, key);
  const [deciding, setDeciding] = useState<ToolDecision | null>(null);
  const [error, setError] = useState<string | null>(null);
  const status = approval.status.toLowerCase() as ToolApprovalStatus;
  return (
    <ToolApprovalCard
      data-testid="tool-approval"
      toolName={approval.toolName}
      serverName={approval.serverName}
      summary={approval.summary}
      args={approval.arguments}
      status={status}
      deciding={disabled && status === 'pending' ? (deciding ?? 'allow_once') : deciding}
      error={error}
      onDecide={(decision) => {
        if (!onDecide || deciding) return;
        setDeciding(decision);
        setError(null);
        onDecide(approval.id, decision)
          .catch((e: unknown) => setError(errorText(e)))
          .finally(() => setDeciding(null));
      }}
    />
  );
}
