/**
 * Settings' profile basics (docs/product.md §5): display name (sent as null when empty), username (sent only
 * when non-empty and changed; the hint below it), and the public switch with the public link.
 */
import { Button, Chip, FormMessage, PageNote, PageSection, Switch, TextField } from '@duet/design-system';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { ProfileBasics_profile$key } from '../../__generated__/ProfileBasics_profile.graphql';
import type { UpdateProfileInput } from '../../__generated__/useUpdateProfileMutation.graphql';
import { usernameError } from '../../routes/auth/account-rules';
import page from '../../layouts/page-parts.module.css';
import { useUpdateProfileMutation } from '../twin/useUpdateProfileMutation';
import { errorText } from '../../relay/error-text';
import { FieldError } from '../../relay/field-error';
import { publicSwitchText } from '../twin/public-switch-text';

const Fragment = graphql`
  fragment ProfileBasics_profile on Profile {
    id
    displayName
    username
    public
    interests
  }
`;

export const USERNAME_HINT = msg`Lowercase letters, numbers, hyphens; no leading or trailing hyphen.`;

type Errors = Partial<Record<'displayName' | 'username' | 'form' | 'public', string>>;

export function ProfileBasics({ profile }: { profile: ProfileBasics_profile$key }) {
  const { t, i18n } = useLingui();
  const data = useFragment(Fragment, profile);
  const [displayName, setDisplayName] = useState(data.displayName ?? '');
  const [username, setUsername] = useState(data.username);
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState(false);
  const [update, saving] = useUpdateProfileMutation(data.id);
  // The switch saves on its own: the form's Save button does not show it as saving.
  const [updatePublic] = useUpdateProfileMutation(data.id);

  const save = async () => {
    const name = username.trim();
    const input: UpdateProfileInput = { displayName: displayName.trim() || null };
    if (name && name !== data.username) {
      const problem = usernameError(name);
      if (problem) {
        setErrors({ username: problem });
        return;
      }
      input.username = name;
    }
    setErrors({});
    setSaved(false);
    try {
      await update(input);
      setSaved(true);
    } catch (e) {
      if (e instanceof FieldError && (e.field === 'displayName' || e.field === 'username'))
        setErrors({ [e.field]: e.message });
      else setErrors({ form: errorText(e) });
    }
  };

  const flipPublic = (checked: boolean) => {
    setErrors((current) => ({ ...current, public: undefined }));
    updatePublic({ public: checked }).catch((e: unknown) =>
      setErrors((current) => ({ ...current, public: errorText(e) })),
    );
  };

  const switchText = publicSwitchText(data.public);
  const address = `${window.location.host}/${data.username}`;
  const publicPath = `/${data.username}`;

  return (
    <>
      <PageSection
        as="form"
        titleId="profile-basics-title"
        title={t`Profile`}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <TextField
          label={t`Display name`}
          value={displayName}
          autoComplete="name"
          onChange={(event) => {
            setDisplayName(event.target.value);
            setSaved(false);
          }}
          error={errors.displayName}
        />
        <TextField
          label={t`Username`}
          value={username}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          hint={i18n._(USERNAME_HINT)}
          onChange={(event) => {
            setUsername(event.target.value);
            setSaved(false);
          }}
          error={errors.username}
        />
        {data.interests.length > 0 && (
          <div className={page.form} data-testid="settings-interests">
            <PageNote inline>
              <Trans>Interests (curated from your chats and stories)</Trans>
            </PageNote>
            <div className={page.row}>
              {data.interests.map((interest) => (
                <Chip key={interest}>{interest}</Chip>
              ))}
            </div>
            <Link to="/twin/profile">
              <Trans>Edit them, and the rest of your public page</Trans>
            </Link>
          </div>
        )}
        {errors.form && <FormMessage tone="error">{errors.form}</FormMessage>}
        <div className={page.rowEnd}>
          {saved && (
            <FormMessage tone="success" inline>
              <Trans>Saved</Trans>
            </FormMessage>
          )}
          <Button type="submit" loading={saving}>
            {saving ? t`Saving...` : t`Save`}
          </Button>
        </div>
      </PageSection>
      <PageSection titleId="public-title" title={t`Public profile`}>
        <Switch
          label={t`Make my profile public`}
          description={t`${switchText} Your twin only uses what is public.`}
          checked={data.public}
          onCheckedChange={flipPublic}
        />
        {errors.public && <FormMessage tone="error">{errors.public}</FormMessage>}
        <PageNote>
          {data.public ? (
            <Trans>
              Your public page:{' '}
              <Link to={publicPath} dir="ltr">
                {address}
              </Link>
            </Trans>
          ) : (
            <Trans>
              Your page will be at{' '}
              <Link to={publicPath} dir="ltr">
                {address}
              </Link>
            </Trans>
          )}
        </PageNote>
      </PageSection>
    </>
  );
}
