import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import { Avatar } from '../Avatar';
import { Tag } from '../Tag';
import styles from './PersonRow.module.css';

export type PersonStatus = 'active' | 'pending' | 'disabled';

export interface PersonRowProps extends HTMLAttributes<HTMLDivElement> {
  /** The name shown (a display name, else the handle). */
  name: string;
  email: string;
  username: string;
  isAdmin?: boolean;
  /** Waiting for approval or disabled: a tag says so. */
  status?: PersonStatus;
  /** "Joined Nov 3": when the account was made (already formatted). */
  joined?: string;
  /** The buttons for this person. */
  actions?: ReactNode;
}

const STATUS: Record<Exclude<PersonStatus, 'active'>, { text: MessageDescriptor; tone: 'high' | 'urgent' }> = {
  pending: { text: msg`Waiting for approval`, tone: 'high' },
  disabled: { text: msg`Disabled`, tone: 'urgent' },
};

/** One person in an admin's list: who they are, their role and state, and what may be done. */
export const PersonRow = forwardRef<HTMLDivElement, PersonRowProps>(function PersonRow(
  { name, email, username, isAdmin = false, status = 'active', joined, actions, className, ...rest },
  ref,
) {
  const { i18n } = useLingui();
  const state = status === 'active' ? null : STATUS[status];
  return (
    <div ref={ref} className={cx(styles.row, className)} data-status={status} {...rest}>
      <Avatar name={name} size="md" decorative />
      <div className={styles.who}>
        <p className={styles.name}>
          <span>{name}</span>
          {isAdmin && (
            <Tag tone="accent">
              <Trans context="A person's role, on a tag beside their name (not the admin area)">Admin</Trans>
            </Tag>
          )}
          {state && <Tag tone={state.tone}>{i18n._(state.text)}</Tag>}
        </p>
        <p className={styles.meta}>
          <bdi className={styles.email}>{email}</bdi> · <bdi>@{username}</bdi>
          {joined && <> · {joined}</>}
        </p>
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
});
