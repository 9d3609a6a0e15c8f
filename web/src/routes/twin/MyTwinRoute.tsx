/**
 * /twin (protected): the owner's twin. Preview the public page as a visitor sees it, insights,
 * edit the public page (/twin/profile), answer the questions it could not, read its conversations, choose who may talk to it, switch
 * the profile public, share /{username}, Profile Settings.
 * Purple: the owner's accent.
 */
import { Button, ProfileHeader } from '@duet/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { Eye, Pencil } from 'lucide-react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import type { MyTwinRouteQuery as MyTwinRouteQueryType } from '../../__generated__/MyTwinRouteQuery.graphql';
import { TwinAccessCard } from '../../features/twin/TwinAccessCard';
import { TwinConversationList } from '../../features/twin/TwinConversationList';
import { TwinInsightsPanel } from '../../features/twin/TwinInsightsPanel';
import { TwinReviewQueue } from '../../features/twin/TwinReviewQueue';
import { TwinSettings } from '../../features/twin/TwinSettings';
import { usePageTitle } from '../../layouts/page-title';
import { requireViewer } from '../../session/AppViewer';
import { loadRouteQuery } from '../../relay/route-query';
import styles from './MyTwinRoute.module.css';

const Query = graphql`
  query MyTwinRouteQuery {
    viewer {
      profile {
        username
        displayName
        title
        avatarUrl
        bio
        interests
        location
        ...TwinSettings_profile
      }
      ...TwinReviewQueue_viewer
      ...TwinInsightsPanel_viewer
      ...TwinConversationList_viewer
      ...TwinAccessCard_viewer
      ...TwinSettings_viewer
    }
    ...TwinAccessCard_models
  }
`;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireViewer(request);
  return { queryRef: loadRouteQuery<MyTwinRouteQueryType>('my-twin', Query, {}) };
}

export function MyTwinRoute() {
  const { t } = useLingui();
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<MyTwinRouteQueryType> };
  const data = usePreloadedQuery<MyTwinRouteQueryType>(Query, queryRef);
  const { viewer } = data;
  const navigate = useNavigate();
  const [search] = useSearchParams();
  usePageTitle(t`My Twin`);
  if (!viewer) return null;
  const { profile } = viewer;
  return (
    <div className={styles.page} data-accent="purple">
      <ProfileHeader
        username={profile.username}
        displayName={profile.displayName}
        title={profile.title}
        avatarUrl={profile.avatarUrl}
        bio={profile.bio}
        interests={profile.interests}
        location={profile.location}
        accent="purple"
        headingLevel={2}
        actions={
          <>
            <Button variant="secondary" leadingIcon={<Pencil />} onClick={() => navigate('/twin/profile')}>
              <Trans>Edit public page</Trans>
            </Button>
            <Button
              variant="primary"
              leadingIcon={<Eye />}
              onClick={() => navigate(`/${profile.username}?preview=visitor`)}
            >
              <Trans>Preview as a visitor</Trans>
            </Button>
          </>
        }
      />
      <div className={styles.card}>
        <TwinInsightsPanel viewer={viewer} />
      </div>
      <div className={styles.columns}>
        <div className={styles.stack}>
          <div className={styles.card}>
            <TwinReviewQueue viewer={viewer} highlightId={search.get('question')} />
          </div>
          <div className={styles.card}>
            <TwinConversationList viewer={viewer} />
          </div>
        </div>
        <aside className={styles.stack}>
          <div className={styles.card}>
            <TwinAccessCard viewer={viewer} query={data} />
          </div>
          <div className={styles.card}>
            <TwinSettings profile={profile} viewer={viewer} />
          </div>
        </aside>
      </div>
    </div>
  );
}
