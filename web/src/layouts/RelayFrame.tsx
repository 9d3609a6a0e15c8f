/** Every page but the landing page: the Relay client, the app-start query and the layouts. */
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { environment } from '../relay/environment';
import { appViewerQueryRef } from '../session/AppViewer';
import { AppFrame } from './AppFrame';

export function loader() {
  // App start (docs/product.md §2): who is signed in, requested before the page renders.
  appViewerQueryRef();
  return null;
}

export function RelayFrame() {
  return (
    <RelayEnvironmentProvider environment={environment}>
      <AppFrame />
    </RelayEnvironmentProvider>
  );
}
