import { Trans, useLingui } from '@lingui/react/macro';
import { forwardRef, useId, useState, type HTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import { listFormat } from '../../i18n';
import { Button } from '../Button';
import { ConfirmButton } from '../ConfirmButton';
import { Switch } from '../Switch';
import { Tag } from '../Tag';
import { AddToolServerForm, type AddToolServerFormProps, type NewToolServer } from './AddToolServerForm';
import styles from './ToolServers.module.css';

export interface SharedToolServerTool {
  id: string;
  name: string;
  description: string;
  /** Off: nobody can use it; on: each person chooses for themselves. */
  enabledForEveryone: boolean;
}

export interface SharedToolServer {
  id: string;
  name: string;
  /** Its whole address; empty for a command. */
  url: string;
  transport: 'http' | 'stdio';
  /** A stdio server's command line (from the configuration file). */
  command?: string | null;
  /** The names of its headers, or of a command's environment (never their values). */
  secretNames: readonly string[];
  lastError: string | null;
  /** From Duet's configuration file: changed only there. */
  fromConfiguration: boolean;
  tools: readonly SharedToolServerTool[];
}

export interface SharedToolServerCardProps extends HTMLAttributes<HTMLElement> {
  server: SharedToolServer;
  onToolChange?: (toolId: string, enabledForEveryone: boolean) => void;
  onRefresh?: () => void;
  onRemove?: () => Promise<unknown> | void;
  /** Saves a new name, address, or headers (an empty list keeps the ones it has). */
  onSave?: (change: NewToolServer) => Promise<unknown> | void;
  saving?: boolean;
  refreshing?: boolean;
  /** A refusal of a change, by field. */
  errors?: AddToolServerFormProps['errors'];
}

/**
 * A server for everyone, as the admin sees it: its address or command, its secrets by name, and a
 * switch per tool that turns it off for everyone. The admin's own can be changed and removed; one
 * from the configuration file is read-only (refreshed and switched only).
 */
export const SharedToolServerCard = forwardRef<HTMLElement, SharedToolServerCardProps>(function SharedToolServerCard(
  { server, onToolChange, onRefresh, onRemove, onSave, saving = false, refreshing = false, errors, className, ...rest },
  ref,
) {
  const { t } = useLingui();
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const stdio = server.transport === 'stdio';
  const secrets = listFormat({ type: 'unit', style: 'short' }).format(
    server.secretNames.map((header) => t`${header} (set)`),
  );
  const serverName = server.name;
  const offForEveryone = t`Off for everyone.`;
  return (
    <article ref={ref} className={cx(styles.card, className)} aria-labelledby={titleId} {...rest}>
      <header className={styles.cardHeader}>
        <div className={styles.identity}>
          <h3 id={titleId} className={styles.name}>
            {server.name}
          </h3>
          <p className={styles.shared}>
            <Tag tone="neutral">
              <Trans>For everyone</Trans>
            </Tag>
            {server.fromConfiguration && (
              <span className={styles.meta}>
                <Trans>From configuration (read-only)</Trans>
              </span>
            )}
          </p>
          <p className={styles.url}>{stdio ? <code>{server.command}</code> : server.url}</p>
          {secrets && <p className={styles.meta}>{stdio ? t`Environment: ${secrets}` : t`Sends ${secrets}`}</p>}
        </div>
        <div className={styles.cardActions}>
          <Button size="sm" variant="ghost" loading={refreshing} onClick={onRefresh}>
            <Trans>Refresh tools</Trans>
          </Button>
          {!server.fromConfiguration && (
            <>
              <Button size="sm" variant="ghost" onClick={() => setEditing(!editing)} aria-expanded={editing}>
                <Trans>Change</Trans>
              </Button>
              <ConfirmButton
                size="sm"
                variant="ghost"
                title={t`Remove ${serverName} for everyone?`}
                message={t`Nobody’s brain can use its tools any more, and the headers you gave it are deleted.`}
                onConfirm={() => onRemove?.()}
              >
                <Trans>Remove</Trans>
              </ConfirmButton>
            </>
          )}
        </div>
      </header>
      {editing && (
        <AddToolServerForm
          aria-label={t`Change ${serverName}`}
          initial={{ name: server.name, url: server.url }}
          submitLabel={t`Save`}
          note={
            server.secretNames.length > 0
              ? t`Headers you add here replace the ones it has; add none to keep them.`
              : undefined
          }
          adding={saving}
          errors={errors}
          onCancel={() => setEditing(false)}
          onAdd={(change) => Promise.resolve(onSave?.(change)).then(() => setEditing(false))}
        />
      )}
      {server.lastError && (
        <p className={styles.error} role="alert">
          {server.lastError}
        </p>
      )}
      {server.tools.length === 0 ? (
        <p className={styles.meta}>
          {server.lastError ? <Trans>No tools listed.</Trans> : <Trans>This server offers no tools.</Trans>}
        </p>
      ) : (
        <ul className={styles.tools} aria-label={t`Tools of ${serverName}`}>
          {server.tools.map((tool) => (
            <li key={tool.id} className={styles.tool}>
              <Switch
                className={styles.toolSwitch}
                label={<code>{tool.name}</code>}
                description={
                  tool.enabledForEveryone
                    ? tool.description || undefined
                    : tool.description
                      ? `${tool.description} ${offForEveryone}`
                      : offForEveryone
                }
                checked={tool.enabledForEveryone}
                onCheckedChange={(on) => onToolChange?.(tool.id, on)}
              />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
});

export interface ToolConfigurationErrorsProps extends HTMLAttributes<HTMLDivElement> {
  /** The file MCP_SERVERS_FILE names. */
  file: string | null;
  errors: readonly { entry: string; message: string }[];
}

/** What is wrong with the operator's configuration file: each entry left out, and why. */
export const ToolConfigurationErrors = forwardRef<HTMLDivElement, ToolConfigurationErrorsProps>(
  function ToolConfigurationErrors({ file, errors, className, ...rest }, ref) {
    const { t } = useLingui();
    if (errors.length === 0) return null;
    return (
      <div ref={ref} role="alert" className={cx(styles.card, className)} {...rest}>
        <p className={styles.error}>
          {file
            ? t`Some servers in the configuration file (${file}) were left out:`
            : t`Some servers in the configuration file were left out:`}
        </p>
        <ul className={styles.problems}>
          {errors.map(({ entry, message }) => (
            <li key={`${entry}:${message}`}>
              <Trans>
                <strong>{entry}</strong>: {message}
              </Trans>
            </li>
          ))}
        </ul>
      </div>
    );
  },
);
