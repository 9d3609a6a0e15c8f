/**
 * /twin/profile (protected): My Twin › Public page. Everything the public page, the Discover card,
 * the link preview and the twin show of the owner, edited in one place, with the suggestions the
 * agents made waiting beside it (docs/product.md §3).
 */
import { Button, Page } from '@duet/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { Eye } from 'lucide-react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import type { PublicPageRouteQuery as PublicPageRouteQueryType } from '../../__generated__/PublicPageRouteQuery.graphql';
import { ProfileSuggestionsSection } from '../../features/profile-editor/ProfileSuggestionsSection';
import { PublicPageEditor } from '../../features/profile-editor/PublicPageEditor';
import { usePageTitle } from '../../layouts/page-title';
import { loadRouteQuery } from '../../relay/route-query';
import { requireViewer } from '../../session/AppViewer';
import styles from './PublicPageRoute.module.css';

const Query = graphql`
  query PublicPageRouteQuery {
    viewer {
      profile {
        username
        ...PublicPageEditor_profile
      }
      ...ProfileSuggestionsSection_viewer
    }
  }
`;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireViewer(request);
  return { queryRef: loadRouteQuery<PublicPageRouteQueryType>('public-page', Query, {}) };
}

export function PublicPageRoute() {
  const { t } = useLingui();
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<PublicPageRouteQueryType> };
  const { viewer } = usePreloadedQuery<PublicPageRouteQueryType>(Query, queryRef);
  const navigate = useNavigate();
  usePageTitle(t`Public Page`);
  if (!viewer) return null;
  return (
    <Page
      data-accent="purple"
      intro={
        <Trans>
          What anyone sees on your public page and what your twin knows about you. Fix anything here: changes show on
          your page at once.
        </Trans>
      }
    >
      <div className={styles.stack}>
        <div className={styles.bar}>
          <Link className={styles.back} to="/twin">
            <Trans>‹ My Twin</Trans>
          </Link>
          <Button
            variant="secondary"
            leadingIcon={<Eye />}
            onClick={() => navigate(`/${viewer.profile.username}?preview=visitor`)}
          >
            <Trans>Preview as a visitor</Trans>
          </Button>
        </div>
        <ProfileSuggestionsSection viewer={viewer} />
        <PublicPageEditor profile={viewer.profile} />
      </div>
    </Page>
  );
}
