import { forwardRef, useId, type HTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
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
  const titleId = useId();
  return (
    <article ref={ref} className={cx(styles.card, className)} aria-labelledby={titleId} {...rest}>
      <header className={styles.cardHeader}>
        <div className={styles.identity}>
          <h3 id={titleId} className={styles.name}>
            {server.name}
          </h3>
          {server.forEveryone && (
            <p className={styles.shared}>
              <Tag tone="neutral">For everyone</Tag>
              <span className={styles.meta}>
                {server.fromConfiguration ? 'Set up on this Duet by its operator' : 'Added by your admin'}
              </span>
            </p>
          )}
          {server.transport === 'stdio' ? (
            <p className={styles.url}>Runs on this Duet’s server</p>
          ) : (
            <p className={styles.url}>{server.url}</p>
          )}
          {server.headerNames.length > 0 && (
            <p className={styles.meta}>Sends {server.headerNames.map((h) => `${h} (set)`).join(', ')}</p>
          )}
          {server.signedIn && !server.signInUrl && <p className={styles.meta}>Signed in</p>}
        </div>
        {!server.forEveryone && (
          <div className={styles.cardActions}>
            <Button size="sm" variant="ghost" loading={refreshing} onClick={onRefresh}>
              Refresh tools
            </Button>
            <ConfirmButton
              size="sm"
              variant="ghost"
              title={`Remove ${server.name}?`}
              message="The brain can no longer use its tools, and the headers you gave it are deleted."
              onConfirm={() => onRemove?.()}
            >
              Remove
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
          Sign in to {server.name}
        </a>
      )}
      {server.tools.length === 0 ? (
        <p className={styles.meta}>{server.lastError ? 'No tools listed.' : 'This server offers no tools.'}</p>
      ) : (
        <ul className={styles.tools} aria-label={`Tools of ${server.name}`}>
          {server.tools.map((tool) => (
            <li key={tool.id} className={styles.tool}>
              <Switch
                className={styles.toolSwitch}
                label={<code>{tool.name}</code>}
                description={
                  tool.offForEveryone
                    ? `${tool.description ? `${tool.description} ` : ''}Your admin turned it off for everyone.`
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
