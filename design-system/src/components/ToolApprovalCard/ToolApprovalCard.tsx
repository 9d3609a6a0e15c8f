import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { forwardRef, useId, type HTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import { Button } from '../Button';
import styles from './ToolApprovalCard.module.css';

export type ToolApprovalStatus = 'pending' | 'allowed' | 'denied' | 'expired' | 'stopped';
export type ToolDecision = 'allow_once' | 'always_allow' | 'deny';

export interface ToolApprovalCardProps extends HTMLAttributes<HTMLElement> {
  /** The tool's name as its server lists it ("create_issue"). */
  toolName: string;
  /** The server it belongs to, as the person named it ("GitHub"). */
  serverName: string;
  /** The arguments in plain words, one "name: value" a line. */
  summary: string;
  /** The arguments as sent, shown under "Details". */
  args?: unknown;
  status: ToolApprovalStatus;
  onDecide?: (decision: ToolDecision) => void;
  /** A decision is on its way: the buttons wait. */
  deciding?: ToolDecision | null;
  /** Why the last decision was refused (it timed out, the conversation went on…). */
  error?: string | null;
}

/** What a request that is no longer waiting says instead of its buttons. */
const OUTCOME: Record<Exclude<ToolApprovalStatus, 'pending'>, MessageDescriptor> = {
  allowed: msg`Allowed: the answer goes on below.`,
  denied: msg`Declined: the tool was not called.`,
  expired: msg`No longer waiting (timed out, or the conversation went on): the tool was not called.`,
  stopped: msg`Stopped: the tool was not called.`,
};

/**
 * A tool call that waits for the person's yes or no: which tool of which server, its arguments in
 * plain words (the exact ones under Details), and Allow once, Always allow, Deny. Once decided,
 * timed out or stopped it says so instead.
 */
export const ToolApprovalCard = forwardRef<HTMLElement, ToolApprovalCardProps>(function ToolApprovalCard(
  { toolName, serverName, summary, args, status, onDecide, deciding = null, error, className, ...rest },
  ref,
) {
  const { i18n, t } = useLingui();
  const titleId = useId();
  const pending = status === 'pending';
  return (
    <section ref={ref} className={cx(styles.root, className)} aria-labelledby={titleId} data-status={status} {...rest}>
      {/* Not a heading: the card sits inside a message, under whatever heading the page has. */}
      <p id={titleId} className={styles.title}>
        {pending ? <Trans>Allow this tool call?</Trans> : <Trans>Tool call</Trans>}{' '}
        <span className={styles.tool}>
          <Trans>
            <code>{toolName}</code> from {serverName}
          </Trans>
        </span>
      </p>
      <p className={styles.summary}>{summary}</p>
      {args !== undefined && (
        <details className={styles.details}>
          <summary>
            <Trans>Details</Trans>
          </summary>
          <pre className={styles.args}>{JSON.stringify(args, null, 2)}</pre>
        </details>
      )}
      {pending ? (
        <div className={styles.actions} role="group" aria-label={t`Decide on ${toolName}`}>
          <Button
            variant="primary"
            size="sm"
            loading={deciding === 'allow_once'}
            disabled={deciding !== null}
            onClick={() => onDecide?.('allow_once')}
          >
            <Trans>Allow once</Trans>
          </Button>
          <Button
            size="sm"
            loading={deciding === 'always_allow'}
            disabled={deciding !== null}
            onClick={() => onDecide?.('always_allow')}
          >
            <Trans>Always allow</Trans>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            loading={deciding === 'deny'}
            disabled={deciding !== null}
            onClick={() => onDecide?.('deny')}
          >
            <Trans>Deny</Trans>
          </Button>
        </div>
      ) : (
        <p className={styles.outcome} role="status">
          {i18n._(OUTCOME[status])}
        </p>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </section>
  );
});
