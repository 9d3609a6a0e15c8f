/** /discover: browse and search public profiles (search debounced 200 ms); each card opens /{username}. */
import { Avatar, EmptyState, Page, Spinner } from '@duet/design-system';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, useTransition } from 'react';
import { graphql, usePreloadedQuery, useRefetchableFragment, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { DiscoverRouteQuery as DiscoverRouteQueryType } from '../../__generated__/DiscoverRouteQuery.graphql';
import type { DiscoverRoute_query$key } from '../../__generated__/DiscoverRoute_query.graphql';
import type { DiscoverRouteRefetchQuery } from '../../__generated__/DiscoverRouteRefetchQuery.graphql';
import { requireViewer } from '../../session/AppViewer';
import { loadRouteQuery } from '../../relay/route-query';
import styles from './DiscoverRoute.module.css';

const Query = graphql`
  query DiscoverRouteQuery {
    ...DiscoverRoute_query
  }
`;

const Fragment = graphql`
  fragment DiscoverRoute_query on Query
  @refetchable(queryName: "DiscoverRouteRefetchQuery")
  @argumentDefinitions(query: { type: "String" }) {
    discoverProfiles(query: $query, first: 48) {
      username
      displayName
      title
      avatarUrl
      bio
      interests
    }
  }
`;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireViewer(request);
  return { queryRef: loadRouteQuery<DiscoverRouteQueryType>('discover', Query, {}) };
}

function Profiles({ query }: { query: DiscoverRoute_query$key }) {
  const { t } = useLingui();
  const [data, refetch] = useRefetchableFragment<DiscoverRouteRefetchQuery, DiscoverRoute_query$key>(Fragment, query);
  const [text, setText] = useState('');
  const [searched, setSearched] = useState('');
  const [pending, startTransition] = useTransition();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => {
      const needle = text.trim();
      startTransition(() => {
        setSearched(needle);
        refetch({ query: needle || null }, { fetchPolicy: 'store-or-network' });
      });
    }, 200);
    return () => clearTimeout(timer);
  }, [text, refetch]);

  const profiles = data.discoverProfiles;
  return (
    <>
      <div className={styles.search}>
        <input
          type="search"
          className={styles.input}
          aria-label={t`Search people`}
          placeholder={t`Search by name, username, bio or interest`}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        {pending && <Spinner size="sm" label={t`Searching...`} />}
      </div>
      {profiles.length === 0 ? (
        <EmptyState
          title={searched ? t`No one matches` : t`No public profiles yet`}
          description={
            searched
              ? t`Nobody's public profile mentions “${searched}”. Try another word.`
              : t`When people make their profile public, they appear here. Yours can be the first: turn it on in Settings.`
          }
        />
      ) : (
        <ul className={styles.grid} aria-label={t`Public profiles`} aria-busy={pending || undefined}>
          {profiles.map((profile) => {
            const name = profile.displayName?.trim() || profile.username;
            return (
              <li key={profile.username}>
                <Link to={`/${profile.username}`} className={styles.card}>
                  <div className={styles.top}>
                    <Avatar name={name} src={profile.avatarUrl} size="lg" decorative />
                    <div className={styles.names}>
                      <span className={styles.name}>{name}</span>
                      {profile.title && <span className={styles.title}>{profile.title}</span>}
                      <span className={styles.username}>@{profile.username}</span>
                    </div>
                  </div>
                  {profile.bio && <p className={styles.bio}>{profile.bio}</p>}
                  {profile.interests.length > 0 && (
                    <ul className={styles.interests} aria-label={t`Interests`}>
                      {profile.interests.slice(0, 6).map((interest) => (
                        <li key={interest} className={styles.interest}>
                          {interest}
                        </li>
                      ))}
                    </ul>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

export function DiscoverRoute() {
  const { t } = useLingui();
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<DiscoverRouteQueryType> };
  const data = usePreloadedQuery<DiscoverRouteQueryType>(Query, queryRef);
  return (
    <Page
      className={styles.wide}
      intro={t`People who made their profile public. Open one to read it and chat with their twin.`}
    >
      <Profiles query={data} />
    </Page>
  );
}
