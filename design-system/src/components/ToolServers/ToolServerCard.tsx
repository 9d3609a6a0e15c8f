import { Trans, useLingui } from '@lingui/react/macro';
import { forwardRef, useId, type HTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import { listFormat } from '../../i18n';
import { Button } from '../Button';
import { ConfirmButton } from '../ConfirmButton';
import { Switch } from '../Switch';
import { Tag } from '../Tag';
import { PolicyMenu, type ToolPolicy } from './PolicyMenu';
import styles from './ToolServers.module.css';

export type { ToolPolicy } from './PolicyMenu';

export interface ToolServerTool {
  id: string;
  name: string;
  description: string;
  enabled: boolean;
  policy: ToolPolicy;
  /** The admin turned it off for everyone: its switch cannot be turned on. */
  offForEveryone?: boolean;
}

export interface ToolServer {
  id: string;
  name: string;
  url: string;
  /** The headers it is sent (their values are never shown). */
  headerNames: readonly string[];
  /** Why its tools could not be listed last time. */
  lastError: string | null;
  /** The server asks the person to sign in (OAuth): where. */
  signInUrl?: string | null;
  /** The person signed in to it with OAuth. */
  signedIn?: boolean;
  /** Added by the admin for everyone: the person only sets their own choices of its tools. */
  forEveryone?: boolean;
  /** A server for everyone from Duet’s configuration file. */
  fromConfiguration?: boolean;
  /** stdio: a command on Duet’s machine (only from configuration). */
  transport?: 'http' | 'stdio';
  tools: readonly ToolServerTool[];
}

export interface ToolServerCardProps extends HTMLAttributes<HTMLElement> {
  server: ToolServer;
  onToolChange?: (toolId: string, change: { enabled?: boolean; policy?: ToolPolicy }) => void;
  onRefresh?: () => void;
  onRemove?: () => Promise<unknown> | void;
  /** Its tools are being listed again. */
  refreshing?: boolean;
}

/**
 * One connected MCP server: its address, its headers by name, and each tool with its switch and
 * policy. A server for everyone says so, and offers no refresh or removal: only the admin changes it.
 */
export const ToolServerCard = forwardRef<HTMLElement, ToolServerCardProps>(function ToolServerCard(
  { server, onToolChange, onRefresh, onRemove, refreshing = false, className, ...rest },
  ref,
) {
  const { t } = useLingui();
  const titleId = useId();
  const serverName = server.name;
  const headerList = listFormat({ type: 'unit', style: 'short' }).format(
    server.headerNames.map((header) => t`${header} (set)`),
  );
  // Its own text node, as the list was before the words were translatable: the same glyphs, to the pixel.
  const headers = <>{headerList}</>;
  const offForEveryone = t`Your admin turned it off for everyone.`;
  return (
    <article ref={ref} className={cx(styles.card, className)} aria-labelledby={titleId} {...rest}>
      <header className={styles.cardHeader}>
        <div className={styles.identity}>
          <h3 id={titleId} className={styles.name}>
            {server.name}
          </h3>
          {server.forEveryone && (
            <p className={styles.shared}>
              <Tag tone="neutral">
                <Trans>For everyone</Trans>
              </Tag>
              <span className={styles.meta}>
                {server.fromConfiguration ? (
                  <Trans>Set up on this Duet by its operator</Trans>
                ) : (
                  <Trans>Added by your admin</Trans>
                )}
              </span>
            </p>
          )}
          {server.transport === 'stdio' ? (
            <p className={styles.url}>
              <Trans>Runs on this Duet’s server</Trans>
            </p>
          ) : (
            <p className={styles.url}>{server.url}</p>
          )}
          {server.headerNames.length > 0 && (
            <p className={styles.meta}>
              <Trans>Sends {headers}</Trans>
            </p>
          )}
          {server.signedIn && !server.signInUrl && (
            <p className={styles.meta}>
              <Trans>Signed in</Trans>
            </p>
          )}
        </div>
        {!server.forEveryone && (
          <div className={styles.cardActions}>
            <Button size="sm" variant="ghost" loading={refreshing} onClick={onRefresh}>
              <Trans>Refresh tools</Trans>
            </Button>
            <ConfirmButton
              size="sm"
              variant="ghost"
              title={t`Remove ${serverName}?`}
              message={t`The brain can no longer use its tools, and the headers you gave it are deleted.`}
              onConfirm={() => onRemove?.()}
            >
              <Trans>Remove</Trans>
            </ConfirmButton>
          </div>
        )}
      </header>
      {server.lastError && (
        <p className={styles.error} role="alert">
          {server.lastError}
        </p>
      )}
      {server.signInUrl && (
        <a className={styles.signIn} href={server.signInUrl}>
          <Trans>Sign in to {serverName}</Trans>
        </a>
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
                  tool.offForEveryone
                    ? tool.description
                      ? `${tool.description} ${offForEveryone}`
                      : offForEveryone
                    : tool.description || undefined
                }
                checked={tool.enabled}
                disabled={tool.offForEveryone}
                onCheckedChange={(enabled) => onToolChange?.(tool.id, { enabled })}
              />
              <PolicyMenu
                tool={tool.name}
                policy={tool.policy}
                disabled={!tool.enabled || tool.offForEveryone}
                onChange={(policy) => onToolChange?.(tool.id, { policy })}
              />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
});
