import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CircleCheck, CircleMinus, CircleX } from 'lucide-react';
import { forwardRef, useId, type HTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { Spinner } from '../Spinner';
import styles from './AiConnectionTestResult.module.css';
import { testSummary, type AiCheckResult, type AiCheckStatus } from './test-summary';

export type { AiCheckResult, AiCheckStatus } from './test-summary';

export interface AiConnectionTestResultProps extends HTMLAttributes<HTMLDivElement> {
  /** Listing the server's models. */
  listModels: AiCheckResult;
  /** One short completion. */
  completion: AiCheckResult;
  /** One embedding. */
  embedding: AiCheckResult;
  /** Writing down a short recording (only when the server offers speech to text; left out, not shown). */
  transcription?: AiCheckResult;
  /** Reading a short sentence aloud (only when the server offers a voice; left out, not shown). */
  speech?: AiCheckResult;
  /** When the test ran, in words ("just now", "2 minutes ago"). */
  when?: string;
}

const CHECKS = [
  { key: 'listModels', label: msg`List the models` },
  { key: 'completion', label: msg`A short answer` },
  { key: 'embedding', label: msg`An embedding` },
  { key: 'transcription', label: msg`Speech to text` },
  { key: 'speech', label: msg`Text to speech` },
] as const;

const STATUS_WORDS: Record<AiCheckStatus, MessageDescriptor> = {
  ok: msg`Passed`,
  failed: msg`Failed`,
  skipped: msg`Skipped`,
  running: msg`Checking`,
};

function StatusIcon({ status }: { status: AiCheckStatus }) {
  if (status === 'running') return <Spinner size="sm" label="" />;
  const Icon = status === 'ok' ? CircleCheck : status === 'failed' ? CircleX : CircleMinus;
  return <Icon aria-hidden="true" />;
}

/**
 * A connection's test, check by check: listing the models, one short answer, one embedding, and
 * writing down a short recording and reading a sentence aloud where the server offers speech; each
 * passed, failed or skipped, with what happened in plain words.
 */
export const AiConnectionTestResult = forwardRef<HTMLDivElement, AiConnectionTestResultProps>(
  function AiConnectionTestResult(
    { listModels, completion, embedding, transcription, speech, when, className, ...rest },
    ref,
  ) {
    const { i18n } = useLingui();
    const id = useId();
    const results = { listModels, completion, embedding, transcription, speech };
    const all = [
      listModels,
      completion,
      embedding,
      ...(transcription ? [transcription] : []),
      ...(speech ? [speech] : []),
    ];
    const tone = all.some((r) => r.status === 'running')
      ? 'running'
      : all.some((r) => r.status === 'failed')
        ? 'failed'
        : 'ok';
    return (
      <div
        ref={ref}
        role="group"
        aria-labelledby={`${id}-summary`}
        className={cx(styles.root, className)}
        data-tone={tone}
        {...rest}
      >
        <p className={styles.summary}>
          <span id={`${id}-summary`} role="status">
            {testSummary(all)}
          </span>
          {when && tone !== 'running' && <span className={styles.when}>{when}</span>}
        </p>
        <ul className={styles.checks}>
          {CHECKS.map((check) => {
            const result = results[check.key];
            if (!result) return null;
            return (
              <li key={check.key} className={styles.check} data-status={result.status}>
                <span className={styles.icon}>
                  <StatusIcon status={result.status} />
                </span>
                <span className={styles.text}>
                  <span className={styles.label}>
                    {i18n._(check.label)}
                    <VisuallyHidden>: {i18n._(STATUS_WORDS[result.status])}.</VisuallyHidden>
                  </span>
                  {result.message && <span className={styles.message}>{result.message}</span>}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    );
  },
);
