/** One memory of the brain: where it came from, edit in place, private/public, delete. */
import {
  Button,
  ConfirmButton,
  currentLocale,
  FormMessage,
  MemoryHistory,
  Switch,
  Tag,
  TextArea,
} from '@duet/design-system';
import { t as plainT } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link, useNavigate } from 'react-router-dom';
import type { MemoryItem_memory$key } from '../../__generated__/MemoryItem_memory.graphql';
import { conversationPath } from '../chat/conversation-path';
import { useDeleteMemoryMutation } from './useDeleteMemoryMutation';
import { useSetMemoryVisibilityMutation } from './useSetMemoryVisibilityMutation';
import { useUpdateMemoryMutation } from './useUpdateMemoryMutation';
import page from '../../layouts/page-parts.module.css';
import styles from './MemoryItem.module.css';
import { errorText } from '../../relay/error-text';

const Fragment = graphql`
  fragment MemoryItem_memory on Memory {
    id
    content
    visibility
    source
    sourceThreadId
    createdAt
    updatedAt
    history {
      content
      replacedAt
      sourceThreadId
      sourceThreadName
    }
  }
`;

/** Where a memory came from, in words (its `source`). */
export function sourceLabel(source: string): string {
  switch (source) {
    case 'chat':
      return plainT`From a chat`;
    case 'owner':
      return plainT`Added by you`;
    case 'review':
      return plainT`Answered for your twin`;
    case 'story':
      return plainT`From a story`;
    case 'profile_pal':
      return plainT`From Profile Pal`;
    case 'import':
      return plainT`From an imported chat`;
    case 'revision':
      return plainT`Your revision of a twin reply`;
    default:
      return plainT`Remembered`;
  }
}

export function shortDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso.slice(0, 10)
    : date.toLocaleDateString(currentLocale(), { year: 'numeric', month: 'short', day: 'numeric' });
}

export function MemoryItem({ memory }: { memory: MemoryItem_memory$key }) {
  const { t } = useLingui();
  const data = useFragment(Fragment, memory);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(data.content);
  const [error, setError] = useState<string | null>(null);
  const [update, saving] = useUpdateMemoryMutation();
  const [setVisibility] = useSetMemoryVisibilityMutation();
  const [remove] = useDeleteMemoryMutation();
  const isPublic = data.visibility === 'public';
  const editedOn = shortDate(data.updatedAt);
  const pending = data.id.startsWith('client:');
  const navigate = useNavigate();
  const versions = (data.history ?? []).map((v, i) => ({
    id: `${i}`,
    previous: v.content,
    threadId: v.sourceThreadId,
    threadName: v.sourceThreadName,
    when: shortDate(v.replacedAt),
  }));

  const save = async () => {
    const content = draft.trim();
    if (!content) {
      setError(t`A memory cannot be empty`);
      return;
    }
    setError(null);
    setEditing(false);
    try {
      await update(data.id, content);
    } catch (e) {
      setEditing(true);
      setError(errorText(e));
    }
  };

  const flip = (checked: boolean) => {
    setError(null);
    setVisibility(data.id, checked ? 'public' : 'private').catch((e: unknown) => setError(errorText(e)));
  };

  return (
    <li className={page.card} data-testid="memory" data-visibility={data.visibility} aria-busy={pending || undefined}>
      <div className={page.meta}>
        <Tag tone={isPublic ? 'success' : 'neutral'}>
          {isPublic ? t({ message: 'Public', context: 'memory' }) : t({ message: 'Private', context: 'memory' })}
        </Tag>
        {data.sourceThreadId ? (
          <Link to={`/chat/${data.sourceThreadId}`}>{sourceLabel(data.source)}</Link>
        ) : (
          <span>{sourceLabel(data.source)}</span>
        )}
        <span>{shortDate(data.createdAt)}</span>
        {data.updatedAt.slice(0, 16) !== data.createdAt.slice(0, 16) && (
          <span>
            <Trans>edited {editedOn}</Trans>
          </span>
        )}
      </div>
      {editing ? (
        <form
          className={page.form}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <TextArea
            label={t`Memory`}
            hideLabel
            value={draft}
            autoFocus
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                setEditing(false);
                setDraft(data.content);
                setError(null);
              }
              if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) void save();
            }}
            error={error ?? undefined}
          />
          <div className={page.rowEnd}>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => {
                setEditing(false);
                setDraft(data.content);
                setError(null);
              }}
            >
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" size="sm" loading={saving}>
              <Trans>Save</Trans>
            </Button>
          </div>
        </form>
      ) : (
        <p className={page.body}>{data.content}</p>
      )}
      {!editing && <MemoryHistory versions={versions} conversationHref={conversationPath} onNavigate={navigate} />}
      {!editing && error && <FormMessage tone="error">{error}</FormMessage>}
      <div className={styles.footer}>
        <Switch
          className={styles.switch}
          label={t({ message: 'Public', context: 'memory' })}
          description={isPublic ? t`Your twin may share this with visitors.` : t`Only your private brain uses this.`}
          checked={isPublic}
          disabled={pending}
          onCheckedChange={flip}
        />
        {!editing && (
          <div className={page.row}>
            <Button
              size="sm"
              variant="ghost"
              disabled={pending}
              onClick={() => {
                setDraft(data.content);
                setEditing(true);
              }}
            >
              <Trans>Edit</Trans>
            </Button>
            <ConfirmButton
              size="sm"
              variant="ghost"
              disabled={pending}
              title={t`Delete memory`}
              message={t`Are you sure you want to delete this memory? Your brain and your twin will forget it. This action cannot be undone.`}
              onConfirm={() => remove(data.id).catch((e: unknown) => setError(errorText(e)))}
            >
              <Trans>Delete</Trans>
            </ConfirmButton>
          </div>
        )}
      </div>
    </li>
  );
}
