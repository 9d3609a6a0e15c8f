/** /{username}: the public profile (content in the next issue); other paths are not found. */
import { EmptyState } from '@duet/design-system';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../../layouts/page-title';
import { NotFoundRoute } from '../public/NotFoundRoute';
import { PublicPage } from '../public/PublicPage';

const USERNAME = /^[a-z0-9](?:[a-z0-9-]{1,18}[a-z0-9])$/;

export function PublicProfileRoute() {
  const { username = '' } = useParams();
  if (!USERNAME.test(username)) return <NotFoundRoute />;
  return <Profile username={username} />;
}

function Profile({ username }: { username: string }) {
  usePageTitle('Public Profile');
  return (
    <PublicPage>
      <EmptyState title={`@${username}`} description="Public profile" />
    </PublicPage>
  );
}
