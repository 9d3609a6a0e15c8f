/**
 * /twin (protected): the owner's twin. Preview it as a visitor (a self twin chat), answer the
 * questions it could not, switch the profile public, share /{username}, Profile Settings.
 * Purple: the owner's accent.
 */
import { Button, ProfileHeader } from '@duet/design-system';
import { Eye } from 'lucide-react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import type { MyTwinRouteQuery as MyTwinRouteQueryType } from '../../__generated__/MyTwinRouteQuery.graphql';
import { TwinReviewQueue } from '../../features/twin/TwinReviewQueue';
import { TwinSettings } from '../../features/twin/TwinSettings';
import { usePageTitle } from '../../layouts/page-title';
import { requireViewer } from '../../session/AppViewer';
import { loadRouteQuery } from '../chat/route-query';
import styles from './MyTwinRoute.module.css';

const Query = graphql`
  query MyTwinRouteQuery {
    viewer {
      profile {
        username
        displayName
        avatarUrl
        bio
        interests
        location
        ...TwinSettings_profile
      }
      ...TwinReviewQueue_viewer
    }
  }
`;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireViewer(request);
  return { queryRef: loadRouteQuery<MyTwinRouteQueryType>('my-twin', Query, {}) };
}

export function MyTwinRoute() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<MyTwinRouteQueryType> };
  const { viewer } = usePreloadedQuery<MyTwinRouteQueryType>(Query, queryRef);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  usePageTitle('My Twin');
  if (!viewer) return null;
  const { profile } = viewer;
  return (
    <div className={styles.page} data-accent="purple">
      <ProfileHeader
        username={profile.username}
        displayName={profile.displayName}
        avatarUrl={profile.avatarUrl}
        bio={profile.bio}
        interests={profile.interests}
        location={profile.location}
        accent="purple"
        actions={
          <Button variant="primary" leadingIcon={<Eye />} onClick={() => navigate(`/twin/${profile.username}/chat`)}>
            Preview as a visitor
          </Button>
        }
      />
      <div className={styles.columns}>
        <div className={styles.card}>
          <TwinReviewQueue viewer={viewer} highlightId={search.get('question')} />
        </div>
        <aside className={styles.card}>
          <TwinSettings profile={profile} />
        </aside>
      </div>
    </div>
  );
}
