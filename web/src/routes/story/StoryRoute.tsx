/** /story: write your story; Duet suggests profile items from it, which you accept, edit or dismiss one by one. */
import {
  Button,
  Chip,
  EmptyState,
  FormMessage,
  Page,
  PageHeading,
  PageNote,
  PageSection,
  TextArea,
  TextField,
} from '@duet/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { StoryRouteQuery as StoryRouteQueryType } from '../../__generated__/StoryRouteQuery.graphql';
import type { StoryRouteStoriesPaginationQuery as PaginationQuery } from '../../__generated__/StoryRouteStoriesPaginationQuery.graphql';
import type { StoryRoute_viewer$key } from '../../__generated__/StoryRoute_viewer.graphql';
import page from '../../layouts/page-parts.module.css';
import { ProfileSuggestionsSection } from '../../features/profile-editor/ProfileSuggestionsSection';
import { StoryItem } from '../../features/story/StoryItem';
import { requireViewer } from '../../session/AppViewer';
import { loadRouteQuery } from '../../relay/route-query';
import styles from './StoryRoute.module.css';
import { useCreateStoryMutation } from './useCreateStoryMutation';
import { useProposeFromStoriesMutation } from './useProposeFromStoriesMutation';
import { errorText } from '../../relay/error-text';

const Query = graphql`
  query StoryRouteQuery {
    viewer {
      username
      ...StoryRoute_viewer
      ...ProfileSuggestionsSection_viewer
      profile {
        id
        bio
        interests
        skills
        achievements
      }
    }
  }
`;

const PAGE_SIZE = 100;

/** The stories, a page at a time (the list's key is in relay/viewer-connections.ts). */
const StoriesFragment = graphql`
  fragment StoryRoute_viewer on User
  @refetchable(queryName: "StoryRouteStoriesPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 100 }, cursor: { type: "String" }) {
    storiesConnection(first: $count, after: $cursor) @connection(key: "StoryRoute_storiesConnection") {
      edges {
        node {
          id
          title
          ...StoryItem_story
        }
      }
    }
  }
`;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireViewer(request);
  return { queryRef: loadRouteQuery<StoryRouteQueryType>('story', Query, {}) };
}

function WriteStory() {
  const { t } = useLingui();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [create, creating] = useCreateStoryMutation();
  const submit = async () => {
    const text = content.trim();
    if (!text) {
      setError(t`A story needs some words`);
      return;
    }
    setError(null);
    const keep = { title, content };
    setTitle('');
    setContent('');
    try {
      await create(keep.title.trim() || null, text);
    } catch (e) {
      setTitle(keep.title);
      setContent(keep.content);
      setError(errorText(e));
    }
  };
  return (
    <PageSection
      as="form"
      titleId="write-story-title"
      title={t`Write a story`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        label={t`Title (optional)`}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        placeholder={t`e.g. The summer I learned to sail`}
      />
      <TextArea
        label={t`Your story`}
        rows={5}
        value={content}
        placeholder={t`What you love, what you're good at, what you're proud of…`}
        onChange={(event) => setContent(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) void submit();
        }}
        error={error ?? undefined}
      />
      <div className={page.rowEnd}>
        <Button type="submit" loading={creating}>
          <Trans>Save story</Trans>
        </Button>
      </div>
    </PageSection>
  );
}

function ProfileNow({
  profile,
  username,
}: {
  profile: {
    bio: string | null | undefined;
    interests: readonly string[];
    skills: readonly string[];
    achievements: readonly string[];
  };
  username: string;
}) {
  const { t } = useLingui();
  const groups = [
    ['interests', t`Interests`, profile.interests],
    ['skills', t`Skills`, profile.skills],
    ['achievements', t`Achievements`, profile.achievements],
  ] as const;
  return (
    <PageSection
      titleId="profile-now-title"
      title={t`Your profile now`}
      actions={
        <>
          <Link className={styles.link} to={`/${username}`}>
            <Trans>View public profile</Trans>
          </Link>
          <Link className={styles.link} to="/twin/profile">
            <Trans>Edit my public page</Trans>
          </Link>
        </>
      }
    >
      {profile.bio && <p className={page.body}>{profile.bio}</p>}
      {groups.map(([group, label, values]) => (
        <div key={group} className={styles.group} data-testid={`profile-${group}`}>
          <h3 className={styles.groupTitle}>{label}</h3>
          {values.length ? (
            <div className={page.row}>
              {values.map((value) => (
                <Chip key={value}>{value}</Chip>
              ))}
            </div>
          ) : (
            <PageNote>
              <Trans>None yet</Trans>
            </PageNote>
          )}
        </div>
      ))}
    </PageSection>
  );
}

export function StoryRoute() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<StoryRouteQueryType> };
  const { viewer } = usePreloadedQuery<StoryRouteQueryType>(Query, queryRef);
  return viewer ? <Story viewer={viewer} /> : null;
}

function Story({ viewer }: { viewer: NonNullable<StoryRouteQueryType['response']['viewer']> }) {
  const { t } = useLingui();
  const list = usePaginationFragment<PaginationQuery, StoryRoute_viewer$key>(StoriesFragment, viewer);
  const [propose, proposing] = useProposeFromStoriesMutation();
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const edges = list.data.storiesConnection.edges;
  const stories = useMemo(() => edges.map((edge) => edge.node), [edges]);

  const askForSuggestions = () => {
    setNotice(null);
    propose()
      .then(({ added, autoCuration }) => {
        if (!autoCuration)
          setNotice({
            tone: 'success',
            text: t`Suggestions are off. Turn them on in My Twin › Public page.`,
          });
        else if (added === 0)
          setNotice({
            tone: 'success',
            text: t`Nothing new in your stories: all of it is on your profile or waiting below. Write more to add more.`,
          });
      })
      .catch((e: unknown) => setNotice({ tone: 'error', text: errorText(e) }));
  };

  return (
    <Page
      intro={
        <Trans>
          Tell your story in your own words. Duet reads it and suggests additions to your profile (interests, skills,
          achievements, a bio), one by one, each linked to the story it came from. Nothing changes until you accept.
        </Trans>
      }
    >
      <WriteStory />
      <PageSection
        titleId="update-profile-title"
        title={t`Your profile from your stories`}
        actions={
          <>
            <Button variant="secondary" loading={proposing} disabled={stories.length === 0} onClick={askForSuggestions}>
              <Trans>Update my profile from my stories</Trans>
            </Button>
          </>
        }
      >
        {stories.length === 0 && (
          <PageNote>
            <Trans>Write a story first.</Trans>
          </PageNote>
        )}
        {notice && <FormMessage tone={notice.tone}>{notice.text}</FormMessage>}
        <ProfileSuggestionsSection viewer={viewer} headingLevel={3} />
      </PageSection>
      <ProfileNow profile={viewer.profile} username={viewer.username} />
      <PageHeading className={styles.listTitle}>
        <Trans>Your stories</Trans>
      </PageHeading>
      {stories.length === 0 ? (
        <EmptyState
          size="sm"
          title={t`No stories yet`}
          description={t`Your first story can be a few sentences: what you love, what you're good at, what you're proud of.`}
        />
      ) : (
        <ul className={page.list} aria-label={t`Stories`}>
          {stories.map((story) => (
            <StoryItem key={story.id} story={story} />
          ))}
        </ul>
      )}
      {list.hasNext && (
        <Button fullWidth className={styles.more} loading={list.isLoadingNext} onClick={() => list.loadNext(PAGE_SIZE)}>
          <Trans>Show more stories</Trans>
        </Button>
      )}
    </Page>
  );
}
