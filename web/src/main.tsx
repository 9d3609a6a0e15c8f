import '@duet/design-system/tokens.css';
import './app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router-dom';
import { environment } from './relay/environment';
import { createRouter } from './router';
import { appViewerQueryRef } from './session/AppViewer';
import { installGlobalHandlers } from './session/global-handlers';

installGlobalHandlers();
// App start (§2): who is signed in, fetched before anything renders.
appViewerQueryRef();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={createRouter()} />
    </RelayEnvironmentProvider>
  </StrictMode>,
);
