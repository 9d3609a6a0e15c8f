/** The server-rendered public pages, by name: the same tree renders on the server and hydrates here. */
import { NotFound } from '@duet/design-system';
import { LandingPage } from './LandingPage';
import type { PublicPageData } from './page-data';
import { ProfilePage } from './ProfilePage';

export const NOT_FOUND_SECONDS = 5;

/** Every page but the shared conversation, which loads on its own (entry-client.tsx). */
export function PublicApp({ data }: { data: Exclude<PublicPageData, { page: 'shared_conversation' }> }) {
  switch (data.page) {
    case 'landing':
      return <LandingPage />;
    case 'profile':
      return <ProfilePage profile={data.profile} />;
    case 'not_found':
      return (
        <NotFound
          seconds={NOT_FOUND_SECONDS}
          signedIn={false}
          onNavigateHome={() => window.location.replace('/')}
          onGoBack={() => (window.history.length > 1 ? window.history.back() : window.location.assign('/'))}
        />
      );
  }
}
