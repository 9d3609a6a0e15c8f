/** Every page but the landing page: the Relay client, the app-start query and the layouts. */
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { environment } from '../relay/environment';
import { appViewerQueryRef } from '../session/AppViewer';
import { AppFrame, layoutFor, loadSidebarLayout } from './AppFrame';

export async function loader({ request }: LoaderFunctionArgs) {
  // App start (docs/product.md §2): who is signed in, requested before the page renders.
  appViewerQueryRef();
  // A page in the sidebar layout gets the layout's code while its queries run, not after.
  if (layoutFor(new URL(request.url).pathname, true) === 'sidebar') await loadSidebarLayout().catch(() => undefined);
  return null;
}

export function RelayFrame() {
  return (
    <RelayEnvironmentProvider environment={environment}>
      <AppFrame />
    </RelayEnvironmentProvider>
  );
}
