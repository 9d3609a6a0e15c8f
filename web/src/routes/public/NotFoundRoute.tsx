/** Any other path: 'Page Not Found' with a 5-second countdown home (sidebar layout when signed in). */
import { NotFound } from '@duet/design-system';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../layouts/page-title';
import { useViewer } from '../../layouts/viewer-context';
import { NOT_FOUND_SECONDS } from '../../public-pages/PublicApp';

export { NOT_FOUND_SECONDS };

export function NotFoundRoute() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const viewer = useViewer();
  usePageTitle(t`Page Not Found`);
  return (
    <NotFound
      seconds={NOT_FOUND_SECONDS}
      signedIn={!!viewer}
      onNavigateHome={() => navigate('/', { replace: true })}
      onGoBack={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}
      onNavigate={(path) => navigate(path)}
    />
  );
}
