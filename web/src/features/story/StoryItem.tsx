/** One story: read, edit in place, delete (with confirmation). */
import { Button, ConfirmButton, FormMessage, TextArea, TextField } from '@duet/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { StoryItem_story$key } from '../../__generated__/StoryItem_story.graphql';
import { shortDate } from '../knowledge/MemoryItem';
import page from '../../layouts/page-parts.module.css';
import { useDeleteStoryMutation } from './useDeleteStoryMutation';
import { useUpdateStoryMutation } from './useUpdateStoryMutation';
import styles from './StoryItem.module.css';
import { errorText } from '../../relay/error-text';

const Fragment = graphql`
  fragment StoryItem_story on Story {
    id
    title
    content
    createdAt
    updatedAt
  }
`;

export function StoryItem({ story }: { story: StoryItem_story$key }) {
  const { t } = useLingui();
  const data = useFragment(Fragment, story);
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(data.title ?? '');
  const [content, setContent] = useState(data.content);
  const [error, setError] = useState<string | null>(null);
  const [update, saving] = useUpdateStoryMutation();
  const [remove] = useDeleteStoryMutation();
  const pending = data.id.startsWith('client:');

  const cancel = () => {
    setEditing(false);
    setTitle(data.title ?? '');
    setContent(data.content);
    setError(null);
  };
  const save = async () => {
    if (!content.trim()) {
      setError(t`A story needs some words`);
      return;
    }
    setError(null);
    setEditing(false);
    try {
      await update(data.id, title.trim() || null, content.trim());
    } catch (e) {
      setEditing(true);
      setError(errorText(e));
    }
  };

  const edited = shortDate(data.updatedAt);
  return (
    <li className={page.card} data-testid="story" aria-busy={pending || undefined}>
      {editing ? (
        <form
          className={page.form}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') cancel();
          }}
        >
          <TextField label={t`Title (optional)`} value={title} onChange={(event) => setTitle(event.target.value)} />
          <TextArea
            label={t`Story`}
            rows={6}
            value={content}
            autoFocus
            onChange={(event) => setContent(event.target.value)}
            error={error ?? undefined}
          />
          <div className={page.rowEnd}>
            <Button type="button" size="sm" variant="ghost" onClick={cancel}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" size="sm" loading={saving}>
              <Trans>Save</Trans>
            </Button>
          </div>
        </form>
      ) : (
        <>
          <div className={styles.header}>
            <h3 className={styles.title}>{data.title || t`Untitled story`}</h3>
            <span className={page.meta}>
              {shortDate(data.createdAt)}
              {data.updatedAt.slice(0, 16) !== data.createdAt.slice(0, 16) && ` · ${t`edited ${edited}`}`}
            </span>
          </div>
          <p className={page.body}>{data.content}</p>
          {error && <FormMessage tone="error">{error}</FormMessage>}
          <div className={page.rowEnd}>
            <Button size="sm" variant="ghost" disabled={pending} onClick={() => setEditing(true)}>
              <Trans>Edit</Trans>
            </Button>
            <ConfirmButton
              size="sm"
              variant="ghost"
              disabled={pending}
              title={t`Delete story`}
              message={t`Are you sure you want to delete this story? What your profile already took from it stays. This action cannot be undone.`}
              onConfirm={() => remove(data.id).catch((e: unknown) => setError(errorText(e)))}
            >
              <Trans>Delete</Trans>
            </ConfirmButton>
          </div>
        </>
      )}
    </li>
  );
}
