import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, CircleX, KeyRound, Lock } from 'lucide-react';
import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import { AI_CONNECTION_KIND_NAMES, type AiConnectionKind } from '../AiConnectionForm';
import { Button } from '../Button';
import { ConfirmButton } from '../ConfirmButton';
import { Tag } from '../Tag';
import { ModelList, type AiConnectionModel, type AiModelCapability } from './ModelList';
import styles from './AiConnectionCard.module.css';

export type { AiConnectionModel, AiModelCapability } from './ModelList';

/** The connection's last test: whether it worked, the error in plain words when not, and when. */
export interface AiConnectionLastTest {
  ok: boolean;
  /** What went wrong, in plain words ("The server refused the key (401)."). */
  message?: string;
  /** When, in words ("2 minutes ago"). */
  when: string;
}

export interface AiConnectionCardProps extends HTMLAttributes<HTMLElement> {
  name: string;
  kind: AiConnectionKind;
  baseUrl: string;
  /** Whether a key is saved (the key itself never reaches the page). */
  hasKey?: boolean;
  /** Set by environment variables: read-only here (Test only), and they win over the page. */
  fromEnvironment?: boolean;
  /** The last test; null or left out: never tested. */
  lastTest?: AiConnectionLastTest | null;
  /** The server's models, as the last test listed them. */
  models: readonly AiConnectionModel[];
  /** Whether the models were listed yet (a test lists them); until then the list says how. */
  discovered?: boolean;
  /** A test is running: Test is busy. */
  testing?: boolean;
  /** The last test check by check (an AiConnectionTestResult), under the actions. */
  testResult?: ReactNode;
  onTest: () => void;
  onEdit?: () => void;
  /** Removes the connection once confirmed; the confirmation stays open until the promise settles. */
  onRemove?: () => Promise<unknown> | void;
  /** "People may use it": the model shows in everyone's model menu. */
  onToggleModel: (modelId: string, allowed: boolean) => void;
  /** What the model can do: call tools, see images. */
  onCapability: (modelId: string, capability: AiModelCapability, value: boolean) => void;
  /** The name's heading level: 3 under the page's "Connections" heading (the default), 2 alone. */
  headingLevel?: 2 | 3;
}

function LastTest({ test }: { test: AiConnectionLastTest | null }) {
  const { t } = useLingui();
  if (!test)
    return (
      <p className={styles.lastTest}>
        <Trans>Not tested yet.</Trans>
      </p>
    );
  return (
    <p className={styles.lastTest} data-ok={test.ok}>
      {test.ok ? <CircleCheck aria-hidden="true" /> : <CircleX aria-hidden="true" />}
      <span>
        <span className={styles.outcome}>{test.ok ? t`Last test worked` : t`Last test failed`}</span>
        <span className={styles.when}> · {test.when}</span>
        {!test.ok && test.message && <span className={styles.testMessage}>{test.message}</span>}
      </span>
    </p>
  );
}

/**
 * One connection on the "AI models" page: where it points, its last test, Test / Edit / Remove, and
 * its models, each with "People may use it" and what it can do (tools, images). A connection set by
 * environment variables is shown read-only, with why.
 */
export const AiConnectionCard = forwardRef<HTMLElement, AiConnectionCardProps>(function AiConnectionCard(
  {
    name,
    kind,
    baseUrl,
    hasKey = false,
    fromEnvironment = false,
    lastTest = null,
    models,
    discovered = true,
    testing = false,
    testResult,
    onTest,
    onEdit,
    onRemove,
    onToggleModel,
    onCapability,
    headingLevel = 3,
    className,
    ...rest
  },
  ref,
) {
  const { t, i18n } = useLingui();
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      ref={ref}
      className={cx(styles.root, className)}
      aria-labelledby={`${id}-name`}
      aria-busy={testing || undefined}
      {...rest}
    >
      <div className={styles.header}>
        <div className={styles.identity}>
          <div className={styles.titleRow}>
            <Heading id={`${id}-name`} className={styles.name}>
              {name}
            </Heading>
            <Tag>{i18n._(AI_CONNECTION_KIND_NAMES[kind])}</Tag>
            {fromEnvironment && (
              <Tag tone="accent">
                <Trans>From the environment</Trans>
              </Tag>
            )}
          </div>
          <p className={styles.address}>
            <span className={styles.url}>{baseUrl}</span>
            <span className={styles.key}>
              <KeyRound aria-hidden="true" />
              {hasKey ? t`Key saved` : t`No key`}
            </span>
          </p>
        </div>
        <div className={styles.actions}>
          <Button size="sm" loading={testing} onClick={onTest}>
            <Trans>Test</Trans>
          </Button>
          {!fromEnvironment && onEdit && (
            <Button size="sm" variant="ghost" onClick={onEdit}>
              <Trans>Edit</Trans>
            </Button>
          )}
          {!fromEnvironment && onRemove && (
            <ConfirmButton
              size="sm"
              variant="ghost"
              title={t`Remove ${name}?`}
              message={t`People can no longer choose its models, and its saved key is deleted. Answers already written stay as they are.`}
              onConfirm={onRemove}
            >
              {t`Remove`}
            </ConfirmButton>
          )}
        </div>
      </div>
      {fromEnvironment && (
        <p className={styles.envNote}>
          <Lock aria-hidden="true" />
          <Trans>Set by environment variables; they win over this page.</Trans>
        </p>
      )}
      <LastTest test={lastTest} />
      {testResult}
      <ModelList
        connectionId={id}
        models={models}
        discovered={discovered}
        onToggleModel={onToggleModel}
        onCapability={onCapability}
      />
    </section>
  );
});
