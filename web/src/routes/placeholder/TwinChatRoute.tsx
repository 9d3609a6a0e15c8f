/** /twin/{username}/chat: the public twin chat (content in the next issue). */
import { EmptyState } from '@duet/design-system';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../../layouts/page-title';
import { PublicPage } from '../public/PublicPage';

export function TwinChatRoute() {
  const { username = '' } = useParams();
  usePageTitle('Public Twin', `Twin conversation with @${username}`);
  return (
    <PublicPage>
      <EmptyState title={`@${username}: Twin Chat`} description={`Chat with @${username}'s public twin.`} />
    </PublicPage>
  );
}
