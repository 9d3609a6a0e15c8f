import '@duet/design-system/fonts.css';
import '@duet/design-system/tokens.css';
import '@duet/design-system/base.css';
import './app.css';
import { setNonce } from 'get-nonce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createRouter } from './router';
import { installGlobalHandlers } from './session/global-handlers';

installGlobalHandlers();

// The scroll lock of dialogs and menus adds a <style> element: it carries the page's CSP nonce
// (the server writes a fresh one into the page, api/src/http/security-headers.ts).
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (nonce) setNonce(nonce);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={createRouter()} />
  </StrictMode>,
);
