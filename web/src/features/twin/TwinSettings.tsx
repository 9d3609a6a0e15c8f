/**
 * The owner's controls on My Twin: the public switch, the share link to /{username} (with copy),
 * search indexing, the twin on the owner's own website (snippet, allowed sites, live preview),
 * and the Profile Settings dialog (docs/product.md §2, §5: username sent only when non-empty and changed,
 * display name sent as null when empty; a failed save is only logged).
 */
import { Button, EmbedSettings, ProfileSettingsDialog, Switch, type ProfileSettingsValues } from '@duet/design-system';
import { t as plainT } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Copy, Settings } from 'lucide-react';
import { useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { TwinSettings_profile$key } from '../../__generated__/TwinSettings_profile.graphql';
import type { TwinSettings_viewer$key } from '../../__generated__/TwinSettings_viewer.graphql';
import type { UpdateProfileInput } from '../../__generated__/useUpdateProfileMutation.graphql';
import { FieldError } from '../../relay/field-error';
import { refreshViewer } from '../../session/AppViewer';
import { useUpdateProfileMutation } from './useUpdateProfileMutation';
import styles from './TwinSettings.module.css';
import { publicSwitchText } from './public-switch-text';

const Fragment = graphql`
  fragment TwinSettings_profile on Profile {
    id
    username
    displayName
    public
    hideFromSearch
    embedOrigins
    sectionVisibility {
      achievements
      posts
      photos
      skills
      projects
    }
  }
`;

/** Who may talk to the twin: the embed shows only when anyone may (api/src/twin/embed.ts). */
const ViewerFragment = graphql`
  fragment TwinSettings_viewer on User {
    twinAccess {
      mode
    }
  }
`;

/**
 * Why visitors of an allowed site would not see the chat button (api/src/twin/embed.ts decides the
 * same for embed.js), told to the owner with where to change it; null when they would see it.
 */
export function embedHiddenBecause(isPublic: boolean, mode: string): string | null {
  if (!isPublic)
    return plainT`Your profile is private, so the chat button does not show on your site. Turn on Public profile above to show it.`;
  if (mode === 'nobody')
    return plainT`Your twin talks with nobody right now, so the chat button does not show on your site. Choose Everyone under "Who can talk to your twin" to show it.`;
  if (mode === 'signed_in')
    return plainT`Your twin talks with signed-in people only, and visitors on your site are not signed in to Duet, so the chat button does not show there. Choose Everyone under "Who can talk to your twin" to show it.`;
  return null;
}

/** docs/product.md §5: what Save sends. */
export function settingsInput(values: ProfileSettingsValues, currentUsername: string): UpdateProfileInput {
  const input: UpdateProfileInput = {
    displayName: values.displayName.trim() || null,
    sectionVisibility: values.sectionVisibility,
  };
  const username = values.username.trim();
  if (username && username !== currentUsername) input.username = username;
  return input;
}

export function TwinSettings({
  profile,
  viewer,
}: {
  profile: TwinSettings_profile$key;
  viewer: TwinSettings_viewer$key;
}) {
  const { t } = useLingui();
  const data = useFragment(Fragment, profile);
  const { twinAccess } = useFragment(ViewerFragment, viewer);
  const [save, saving] = useUpdateProfileMutation(data.id);
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<{ displayName?: string; username?: string }>({});
  const [copied, setCopied] = useState(false);
  const [embedError, setEmbedError] = useState<string | null>(null);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- HTML the owner pastes into their site, not words
  const snippet = `<script src="${window.location.origin}/embed.js" data-username="${data.username}" async></script>`;
  const shareUrl = `${window.location.origin}/${data.username}`;
  const { achievements, posts, photos, skills, projects } = data.sectionVisibility;
  const initialValues = useMemo<ProfileSettingsValues>(
    () => ({
      displayName: data.displayName ?? '',
      username: data.username,
      sectionVisibility: { achievements, posts, photos, skills, projects },
    }),
    [data.displayName, data.username, achievements, posts, photos, skills, projects],
  );

  const onSave = (values: ProfileSettingsValues) => {
    setErrors({});
    const input = settingsInput(values, data.username);
    save(input)
      .then(() => {
        setOpen(false);
        // A new username changes the sidebar entry, the header's twin link and the share link.
        if (input.username) void refreshViewer();
      })
      .catch((error: unknown) => {
        // A refusal shows at its field (the dialog has two); anything else is only logged.
        if (error instanceof FieldError)
          setErrors({ [error.field === 'displayName' ? 'displayName' : 'username']: error.message });
        else console.warn('Profile settings save failed', error);
      });
  };

  return (
    <section className={styles.root} aria-label={t`Sharing`}>
      <Switch
        label={t`Public profile`}
        description={publicSwitchText(data.public)}
        checked={data.public}
        onCheckedChange={(checked) =>
          void save({ public: checked }).catch((error: unknown) => console.warn('Public switch failed', error))
        }
      />
      <div className={styles.share}>
        <span className={styles.shareLabel}>
          <Trans>Share link</Trans>
        </span>
        <div className={styles.shareRow}>
          <a className={styles.link} href={`/${data.username}`} target="_blank" rel="noreferrer" dir="ltr">
            {shareUrl}
          </a>
          <Button
            size="sm"
            variant="secondary"
            leadingIcon={copied ? <Check /> : <Copy />}
            onClick={() => {
              void navigator.clipboard
                ?.writeText(shareUrl)
                .then(() => {
                  setCopied(true);
                  setTimeout(() => setCopied(false), 2000);
                })
                .catch((error: unknown) => console.warn('Copy failed', error));
            }}
          >
            {copied ? t`Copied` : t`Copy link`}
          </Button>
        </div>
      </div>
      <Switch
        label={t`Show in search engines`}
        description={
          data.hideFromSearch
            ? t`Search engines are asked not to list your page. People with the link can still open it.`
            : t`Search engines may list your public page, so people can find you by name.`
        }
        checked={!data.hideFromSearch}
        onCheckedChange={(checked) =>
          void save({ hideFromSearch: !checked }).catch((error: unknown) => console.warn('Search switch failed', error))
        }
      />
      <EmbedSettings
        snippet={snippet}
        sites={data.embedOrigins}
        saving={saving}
        error={embedError}
        hiddenBecause={embedHiddenBecause(data.public, twinAccess.mode)}
        previewSrc={data.public ? `/twin/${data.username}/embed` : undefined}
        onSaveSites={(sites) => {
          setEmbedError(null);
          save({ embedOrigins: sites })
            .then(() => setEmbedError(null))
            .catch((error: unknown) => {
              if (error instanceof FieldError) setEmbedError(error.message);
              else console.warn('Embed sites save failed', error);
            });
        }}
      />
      <div>
        <Button variant="secondary" leadingIcon={<Settings />} onClick={() => setOpen(true)}>
          <Trans>Profile Settings</Trans>
        </Button>
      </div>
      <ProfileSettingsDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setErrors({});
        }}
        initialValues={initialValues}
        onSave={onSave}
        saving={saving}
        errors={errors}
      />
    </section>
  );
}
