import { LoadingState } from '@duet/design-system';

/** 'Loading...' filling the page: app start, the route guard, a screen's code or data on its way. */
export function PageLoading() {
  return <LoadingState variant="page" className="duet-page-loading" />;
}
