/**
 * The admin's people (AdminRoute.tsx): sign-ups that wait (approve, decline) and everyone, found by
 * e-mail, username or name (disable or enable, admin or not, password reset, delete with their data).
 */
import { Button, ConfirmButton, FormMessage, PageSection, PersonRow, TextField } from '@duet/design-system';
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

const joined = (iso: string) =>
  `Joined ${new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })}`;

export function PeopleSection(props: {
  query: PeopleSection_query$key;
  viewerEmail: string;
  search: string;
  onSearch: (search: string) => void;
  reload: () => void;
}) {
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
      setMessage({ tone: 'error', text: error instanceof Error ? error.message : 'Failed' });
    }
  };

  return (
    <>
      <PageSection id="pending" title="Waiting for approval" titleId="admin-pending">
        {data.pending.length === 0 ? (
          <p>No one is waiting.</p>
        ) : (
          <ul aria-label="Sign-ups waiting" className={page.list}>
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
                          onClick={act(`${name} can sign in now.`, () => approve(p.id))}
                        >
                          Approve {name}
                        </Button>
                        <Button
                          size="sm"
                          aria-label={`Decline ${name}`}
                          onClick={act(`${name}'s sign-up was declined.`, () => decline(p.id))}
                        >
                          Decline
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
      <PageSection id="people" title="People" titleId="admin-people">
        <TextField
          label="Search people"
          type="search"
          value={props.search}
          onChange={(e) => props.onSearch(e.target.value)}
          placeholder="E-mail, username or name"
        />
        {message && (
          <FormMessage tone={message.tone} role={message.tone === 'error' ? 'alert' : 'status'}>
            {message.text}
          </FormMessage>
        )}
        <ul aria-label="People" className={page.list}>
          {data.people.map((p) => {
            const name = p.displayName ?? p.username;
            const self = p.email === props.viewerEmail;
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
                          <Button size="sm" onClick={act(`${name} may sign in again.`, () => enable(p.id))}>
                            Enable {name}
                          </Button>
                        ) : (
                          <ConfirmButton
                            size="sm"
                            title={`Disable ${name}?`}
                            message="They are signed out everywhere at once and their access tokens stop working."
                            confirmLabel="Disable"
                            onConfirm={act(`${name} is disabled.`, () => disable(p.id))}
                          >
                            Disable {name}
                          </ConfirmButton>
                        )}
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={`${p.isAdmin ? 'Remove admin' : 'Make admin'} for ${name}`}
                          onClick={act(p.isAdmin ? `${name} is no longer an admin.` : `${name} is an admin now.`, () =>
                            setAdmin(p.id, !p.isAdmin),
                          )}
                        >
                          {p.isAdmin ? 'Remove admin' : 'Make admin'}
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={`Send password reset to ${name}`}
                          onClick={act(`A password reset link was mailed to ${p.email}.`, () => reset(p.id))}
                        >
                          Send password reset
                        </Button>
                        <ConfirmButton
                          size="sm"
                          variant="danger"
                          aria-label={`Delete ${name}`}
                          title={`Delete ${name}?`}
                          message="Their account, conversations, memories, files and twin are deleted for good."
                          confirmLabel="Delete"
                          onConfirm={act(`${name} was deleted.`, () => remove(p.id))}
                        >
                          Delete
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
