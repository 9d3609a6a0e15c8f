/**
 * The admin's people (AdminRoute.tsx): sign-ups that wait (approve, decline) and everyone, found by
 * e-mail, username or name (disable or enable, admin or not, password reset, delete with their data).
 */
import {
  Button,
  ConfirmButton,
  currentLocale,
  FormMessage,
  PageSection,
  PersonRow,
  TextField,
} from '@duet/design-system';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PeopleSection_query$key } from '../../__generated__/PeopleSection_query.graphql';
import page from '../../layouts/page-parts.module.css';
import { useApprovePersonMutation } from './useApprovePersonMutation';
import { useDeclinePersonMutation } from './useDeclinePersonMutation';
import { useDeletePersonMutation } from './useDeletePersonMutation';
import { useDisablePersonMutation } from './useDisablePersonMutation';
import { useEnablePersonMutation } from './useEnablePersonMutation';
import { useSendPasswordResetMutation } from './useSendPasswordResetMutation';
import { useSetAdminMutation } from './useSetAdminMutation';

const Fragment = graphql`
  fragment PeopleSection_query on Query {
    pending: adminPeople(status: pending) {
      id
      email
      username
      displayName
      createdAt
    }
    people: adminPeople(query: $search, first: 100) {
      id
      email
      username
      displayName
      isAdmin
      status
      createdAt
    }
  }
`;

function joined(iso: string): string {
  const date = new Date(iso).toLocaleDateString(currentLocale(), { month: 'short', day: 'numeric', year: 'numeric' });
  return t`Joined ${date}`;
}

export function PeopleSection(props: {
  query: PeopleSection_query$key;
  viewerEmail: string;
  search: string;
  onSearch: (search: string) => void;
  reload: () => void;
}) {
  const { t } = useLingui();
  const data = useFragment(Fragment, props.query);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const approve = useApprovePersonMutation();
  const decline = useDeclinePersonMutation();
  const disable = useDisablePersonMutation();
  const enable = useEnablePersonMutation();
  const remove = useDeletePersonMutation();
  const reset = useSendPasswordResetMutation();
  const setAdmin = useSetAdminMutation();

  const act = (done: string, run: () => Promise<void>) => async () => {
    setMessage(null);
    try {
      await run();
      setMessage({ tone: 'success', text: done });
      props.reload();
    } catch (error) {
      setMessage({ tone: 'error', text: error instanceof Error ? error.message : t`Failed` });
    }
  };

  return (
    <>
      <PageSection id="pending" title={t`Waiting for approval`} titleId="admin-pending">
        {data.pending.length === 0 ? (
          <p>
            <Trans>No one is waiting.</Trans>
          </p>
        ) : (
          <ul aria-label={t`Sign-ups waiting`} className={page.list}>
            {data.pending.map((p) => {
              const name = p.displayName ?? p.username;
              return (
                <li key={p.id}>
                  <PersonRow
                    name={name}
                    email={p.email}
                    username={p.username}
                    status="pending"
                    joined={joined(p.createdAt)}
                    actions={
                      <>
                        <Button
                          size="sm"
                          variant="primary"
                          onClick={act(t`${name} can sign in now.`, () => approve(p.id))}
                        >
                          <Trans>Approve {name}</Trans>
                        </Button>
                        <Button
                          size="sm"
                          aria-label={t`Decline ${name}`}
                          onClick={act(t`${name}'s sign-up was declined.`, () => decline(p.id))}
                        >
                          <Trans>Decline</Trans>
                        </Button>
                      </>
                    }
                  />
                </li>
              );
            })}
          </ul>
        )}
      </PageSection>
      <PageSection id="people" title={t`People`} titleId="admin-people">
        <TextField
          label={t`Search people`}
          type="search"
          value={props.search}
          onChange={(e) => props.onSearch(e.target.value)}
          placeholder={t`E-mail, username or name`}
        />
        {message && (
          <FormMessage tone={message.tone} role={message.tone === 'error' ? 'alert' : 'status'}>
            {message.text}
          </FormMessage>
        )}
        <ul aria-label={t`People`} className={page.list}>
          {data.people.map((p) => {
            const name = p.displayName ?? p.username;
            const self = p.email === props.viewerEmail;
            const email = p.email;
            return (
              <li key={p.id}>
                <PersonRow
                  name={name}
                  email={p.email}
                  username={p.username}
                  isAdmin={p.isAdmin}
                  status={p.status === 'pending' || p.status === 'disabled' ? p.status : 'active'}
                  joined={joined(p.createdAt)}
                  actions={
                    self || p.status === 'pending' ? null : (
                      <>
                        {p.status === 'disabled' ? (
                          <Button size="sm" onClick={act(t`${name} may sign in again.`, () => enable(p.id))}>
                            <Trans>Enable {name}</Trans>
                          </Button>
                        ) : (
                          <ConfirmButton
                            size="sm"
                            title={t`Disable ${name}?`}
                            message={t`They are signed out everywhere at once and their access tokens stop working.`}
                            confirmLabel={t`Disable`}
                            onConfirm={act(t`${name} is disabled.`, () => disable(p.id))}
                          >
                            <Trans>Disable {name}</Trans>
                          </ConfirmButton>
                        )}
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={p.isAdmin ? t`Remove admin for ${name}` : t`Make admin for ${name}`}
                          onClick={act(
                            p.isAdmin ? t`${name} is no longer an admin.` : t`${name} is an admin now.`,
                            () => setAdmin(p.id, !p.isAdmin),
                          )}
                        >
                          {p.isAdmin ? t`Remove admin` : t`Make admin`}
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={t`Send password reset to ${name}`}
                          onClick={act(t`A password reset link was mailed to ${email}.`, () => reset(p.id))}
                        >
                          <Trans>Send password reset</Trans>
                        </Button>
                        <ConfirmButton
                          size="sm"
                          variant="danger"
                          aria-label={t`Delete ${name}`}
                          title={t`Delete ${name}?`}
                          message={t`Their account, conversations, memories, files and twin are deleted for good.`}
                          confirmLabel={t`Delete`}
                          onConfirm={act(t`${name} was deleted.`, () => remove(p.id))}
                        >
                          <Trans>Delete</Trans>
                        </ConfirmButton>
                      </>
                    )
                  }
                />
              </li>
            );
          })}
        </ul>
      </PageSection>
    </>
  );
}
