/**
 * Personal access tokens for scripts: create with a name and a scope — full use of your data, or
 * read only — (the token is shown once), revoke. No token manages the account (api/src/auth/access.ts).
 */
import { Button, PageNote, PageSection, TextField } from '@duet/design-system';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { AccessTokensSection_viewer$key } from '../../__generated__/AccessTokensSection_viewer.graphql';
import type { TokenScope } from '../../__generated__/useCreateAccessTokenMutation.graphql';
import { SessionRow, TOKEN_SCOPE_LABELS } from './SessionRow';
import { useCreateAccessTokenMutation } from './useCreateAccessTokenMutation';
import { useRevokeSessionMutation } from './useRevokeSessionMutation';
import styles from './SettingsLists.module.css';
import { errorText } from '../../relay/error-text';

const Fragment = graphql`
  fragment AccessTokensSection_viewer on User {
    tokens: sessionsConnection(kind: token, first: 50) @connection(key: "AccessTokensSection_tokens") {
      edges {
        node {
          id
          ...SessionRow_session
        }
      }
    }
  }
`;

const SCOPES: ReadonlyArray<{ value: TokenScope; hint: MessageDescriptor }> = [
  {
    value: 'data',
    hint: msg`Reads and changes your chats, memories, profile and twin, imports and exports.`,
  },
  { value: 'read', hint: msg`Reads your data and changes nothing.` },
];

/** The header a script sends (code, not words). */
const authHeader = 'Authorization: Bearer <token>';

export function AccessTokensSection({ viewer }: { viewer: AccessTokensSection_viewer$key }) {
  const { t, i18n } = useLingui();
  const data = useFragment(Fragment, viewer);
  const [create, creating] = useCreateAccessTokenMutation();
  const [revoke] = useRevokeSessionMutation();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<TokenScope>('data');
  const [error, setError] = useState<string | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const tokens = data.tokens.edges.map((edge) => edge.node);
  const scopeLabel = (value: TokenScope) => {
    const label = TOKEN_SCOPE_LABELS[value];
    return label ? i18n._(label) : null;
  };

  const submit = async () => {
    if (!name.trim()) {
      setError(t`Give the token a name`);
      return;
    }
    setError(null);
    setCopied(false);
    try {
      setToken(await create(name.trim(), scope));
      setName('');
    } catch (e) {
      setError(errorText(e));
    }
  };

  return (
    <PageSection
      titleId="tokens-title"
      title={t`Personal access tokens`}
      note={
        <Trans>
          For scripts and API clients: send it as <code>{authHeader}</code>. A token acts as you; revoke it when you no
          longer need it. No token can create tokens, sign out your devices or change your password: only you, signed in
          here, can.
        </Trans>
      }
    >
      <form
        className={styles.inline}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          className={styles.grow}
          label={t`Token name`}
          placeholder={t`e.g. backup script`}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={error ?? undefined}
        />
        <fieldset className={styles.scopes}>
          <legend className={styles.scopesLegend}>
            <Trans>What the token may do</Trans>
          </legend>
          {SCOPES.map((option) => (
            <label key={option.value} className={styles.scope}>
              <input
                type="radio"
                name="token-scope"
                value={option.value}
                checked={scope === option.value}
                onChange={() => setScope(option.value)}
                aria-labelledby={`token-scope-${option.value}-label`}
                aria-describedby={`token-scope-${option.value}-hint`}
              />
              <span className={styles.scopeText}>
                <span id={`token-scope-${option.value}-label`} className={styles.scopeLabel}>
                  {scopeLabel(option.value)}
                </span>
                <span id={`token-scope-${option.value}-hint`} className={styles.scopeHint}>
                  {i18n._(option.hint)}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <Button type="submit" loading={creating}>
          <Trans>Create token</Trans>
        </Button>
      </form>
      {token && (
        <div className={styles.token} role="status">
          <PageNote>
            <Trans>Copy your new token now. It will not be shown again.</Trans>
          </PageNote>
          <div className={styles.tokenRow}>
            <code className={styles.tokenValue} data-testid="new-token">
              {token}
            </code>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                void navigator.clipboard
                  ?.writeText(token)
                  .then(() => setCopied(true))
                  .catch(() => setCopied(false));
              }}
            >
              {copied ? t`Copied` : t`Copy`}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setToken(null)}>
              <Trans>Done</Trans>
            </Button>
          </div>
        </div>
      )}
      {tokens.length > 0 && (
        <ul className={styles.list} aria-label={t`Access tokens`}>
          {tokens.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              onRevoke={(id) => revoke(id).catch((e: unknown) => setError(errorText(e)))}
            />
          ))}
        </ul>
      )}
    </PageSection>
  );
}
