/**
 * My Twin › Public page (docs/product.md §3): every field of the public page, edited by the owner
 * in one place. The words at the top, the picture (upload and crop), interests, skills,
 * achievements, photos, posts and projects (add, edit, reorder, remove; each section can be
 * hidden), and whether stories and imports may suggest items. Each change is saved at once.
 */
import { AvatarEditor, EditableList, ItemListEditor, PhotoGrid, Switch, type EditableItem } from '@duet/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay/hooks';
import type { PublicPageEditor_profile$key } from '../../__generated__/PublicPageEditor_profile.graphql';
import type { PublicPageEditorRefreshQuery } from '../../__generated__/PublicPageEditorRefreshQuery.graphql';
import type { UpdateProfileInput } from '../../__generated__/useUpdatePublicPageMutation.graphql';
import { errorText } from '../../relay/error-text';
import { refreshViewer } from '../../session/AppViewer';
import { ProfileBasicsForm } from './ProfileBasicsForm';
import { itemsToPosts, itemsToProjects, postsToItems, projectsToItems } from './profile-items';
import { uploadAvatar, uploadPhoto } from './profile-uploads';
import { useUpdatePublicPageMutation } from './useUpdatePublicPageMutation';
import styles from './PublicPageEditor.module.css';

const Fragment = graphql`
  fragment PublicPageEditor_profile on Profile {
    id
    username
    displayName
    title
    bio
    location
    avatarUrl
    interests
    skills
    achievements
    photos
    posts
    projects
    autoCuration
    sectionVisibility {
      achievements
      posts
      photos
      skills
      projects
    }
  }
`;

/** After an upload (REST) the profile is read again, so every part of the page shows the new picture. */
const Refresh = graphql`
  query PublicPageEditorRefreshQuery {
    viewer {
      profile {
        ...PublicPageEditor_profile
      }
    }
  }
`;

type Section = 'achievements' | 'posts' | 'photos' | 'skills' | 'projects';

export function PublicPageEditor({ profile }: { profile: PublicPageEditor_profile$key }) {
  const { t } = useLingui();
  const data = useFragment(Fragment, profile);
  const environment = useRelayEnvironment();
  const [save] = useUpdatePublicPageMutation(data.id);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [uploading, setUploading] = useState<'avatar' | 'photos' | null>(null);

  /** Saves one part; its refusal shows at that part. */
  const change = (part: string, input: UpdateProfileInput) => {
    setErrors((e) => ({ ...e, [part]: undefined }));
    save(input).catch((error: unknown) => setErrors((e) => ({ ...e, [part]: errorText(error) })));
  };
  const refresh = () =>
    fetchQuery<PublicPageEditorRefreshQuery>(environment, Refresh, {}, { fetchPolicy: 'network-only' }).toPromise();
  /** Resolves once the picture is saved and shown; rejects (its message shown at the part) when refused. */
  const upload = (part: 'avatar' | 'photos', work: () => Promise<void>) => {
    setErrors((e) => ({ ...e, [part]: undefined }));
    setUploading(part);
    return work()
      .then(refresh)
      .then(() => (part === 'avatar' ? refreshViewer() : null))
      .catch((error: unknown) => {
        setErrors((e) => ({ ...e, [part]: errorText(error) }));
        throw error;
      })
      .finally(() => setUploading(null));
  };
  const visibility = (section: Section) => (
    <Switch
      label={t`Show on my page`}
      checked={data.sectionVisibility[section]}
      onCheckedChange={(on) => change(section, { sectionVisibility: { [section]: on } })}
    />
  );

  return (
    <div className={styles.editor}>
      <section className={styles.card} aria-labelledby="public-page-about">
        <h2 id="public-page-about" className={styles.cardTitle}>
          <Trans>About you</Trans>
        </h2>
        <AvatarEditor
          name={data.displayName || data.username}
          src={data.avatarUrl}
          saving={uploading === 'avatar'}
          error={errors.avatar}
          onSave={(picture) => upload('avatar', () => uploadAvatar(picture))}
          onRemove={() =>
            save({ avatarUrl: null })
              .then(() => refreshViewer())
              .catch((error: unknown) => setErrors((e) => ({ ...e, avatar: errorText(error) })))
          }
        />
        <ProfileBasicsForm
          initial={{
            displayName: data.displayName ?? '',
            title: data.title ?? '',
            bio: data.bio ?? '',
            location: data.location ?? '',
          }}
          onSave={(values) => save(values)}
        />
      </section>
      <section className={styles.card} aria-labelledby="public-page-lists">
        <h2 id="public-page-lists" className={styles.cardTitle}>
          <Trans>What you do</Trans>
        </h2>
        <EditableList
          label={t`Interests`}
          addLabel={t`Add an interest`}
          placeholder={t`e.g. bouldering`}
          items={data.interests}
          error={errors.interests}
          onChange={(interests) => change('interests', { interests })}
        />
        <EditableList
          label={t`Skills`}
          addLabel={t`Add a skill`}
          placeholder={t`e.g. typography`}
          items={data.skills}
          error={errors.skills}
          actions={visibility('skills')}
          onChange={(skills) => change('skills', { skills })}
        />
        <EditableList
          label={t`Achievements`}
          addLabel={t`Add an achievement`}
          layout="rows"
          maxLength={500}
          items={data.achievements}
          error={errors.achievements}
          actions={visibility('achievements')}
          onChange={(achievements) => change('achievements', { achievements })}
        />
        <ItemListEditor
          label={t`Projects`}
          words={{
            add: t`Add a project`,
            addButton: t`Add project`,
            missing: t`A project needs a title.`,
            edit: (name) => t`Edit project “${name}”`,
            remove: (name) => t`Remove project “${name}”`,
          }}
          required="title"
          textLabel={t`Description`}
          maxText={2000}
          items={projectsToItems(data.projects)}
          error={errors.projects}
          actions={visibility('projects')}
          onChange={(items: EditableItem[]) => change('projects', { projects: itemsToProjects(items, data.projects) })}
        />
      </section>
      <section className={styles.card} aria-labelledby="public-page-shared">
        <h2 id="public-page-shared" className={styles.cardTitle}>
          <Trans>What you share</Trans>
        </h2>
        <PhotoGrid
          photos={data.photos}
          description={t`Visitors see the first three on your page. Drag a photo, or use the arrow keys on its handle, to reorder.`}
          uploading={uploading === 'photos'}
          error={errors.photos}
          actions={visibility('photos')}
          onChange={(photos) => change('photos', { photos })}
          onAdd={(files) =>
            void upload('photos', async () => {
              for (const file of files) await uploadPhoto(file);
            }).catch(() => {})
          }
        />
        <ItemListEditor
          label={t`Posts`}
          words={{
            add: t`Add a post`,
            addButton: t`Add post`,
            missing: t`A post needs some text.`,
            edit: (name) => t`Edit post “${name}”`,
            remove: (name) => t`Remove post “${name}”`,
          }}
          textLabel={t`Text`}
          items={postsToItems(data.posts)}
          error={errors.posts}
          actions={visibility('posts')}
          onChange={(items: EditableItem[]) => change('posts', { posts: itemsToPosts(items) })}
        />
      </section>
      <section className={styles.card} aria-labelledby="public-page-curation">
        <h2 id="public-page-curation" className={styles.cardTitle}>
          <Trans>Suggestions</Trans>
        </h2>
        <Switch
          label={t`Suggest profile items from my stories and imports`}
          description={t`When it is off, nothing is suggested: your page changes only when you change it.`}
          checked={data.autoCuration}
          onCheckedChange={(on) => change('autoCuration', { autoCuration: on })}
        />
        {errors.autoCuration && <p role="alert">{errors.autoCuration}</p>}
      </section>
    </div>
  );
}
