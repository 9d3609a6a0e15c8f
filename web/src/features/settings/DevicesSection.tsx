/** The signed-in devices: 'This device', sign out one, or 'Sign out other devices'. */
import { Button, FormMessage, PageSection } from '@duet/design-system';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { DevicesSection_viewer$key } from '../../__generated__/DevicesSection_viewer.graphql';
import { SessionRow } from './SessionRow';
import { useRevokeSessionMutation } from './useRevokeSessionMutation';
import { useSignOutOtherSessionsMutation } from './useSignOutOtherSessionsMutation';
import styles from './SettingsLists.module.css';
import { errorText } from '../../relay/error-text';

const Fragment = graphql`
  fragment DevicesSection_viewer on User {
    devices: sessionsConnection(kind: session, first: 50) @connection(key: "DevicesSection_devices") {
      edges {
        node {
          id
          current
          ...SessionRow_session
        }
      }
    }
  }
`;

export function DevicesSection({ viewer }: { viewer: DevicesSection_viewer$key }) {
  const { t } = useLingui();
  const data = useFragment(Fragment, viewer);
  const [signOutOthers, signingOut] = useSignOutOtherSessionsMutation();
  const [revoke] = useRevokeSessionMutation();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const devices = data.devices.edges.map((edge) => edge.node).sort((a, b) => Number(b.current) - Number(a.current));
  const others = devices.filter((s) => !s.current).map((s) => s.id);
  const fail = (e: unknown) => setMessage({ tone: 'error', text: errorText(e) });
  return (
    <PageSection
      titleId="devices-title"
      title={t`Devices`}
      note={t`Where you are signed in. Sign out any device you don't recognise.`}
      actions={
        <>
          <Button
            size="sm"
            variant="secondary"
            loading={signingOut}
            disabled={others.length === 0}
            onClick={() => {
              setMessage(null);
              signOutOthers(others)
                .then((ended) =>
                  setMessage({
                    tone: 'success',
                    text: plural(ended, {
                      one: 'Signed out of # other device.',
                      other: 'Signed out of # other devices.',
                    }),
                  }),
                )
                .catch(fail);
            }}
          >
            <Trans>Sign out other devices</Trans>
          </Button>
        </>
      }
    >
      <ul className={styles.list} aria-label={t`Devices`}>
        {devices.map((session) => (
          <SessionRow key={session.id} session={session} onRevoke={(id) => revoke(id).catch(fail)} />
        ))}
      </ul>
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
    </PageSection>
  );
}
