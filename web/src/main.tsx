import '@duet/design-system/fonts.css';
import '@duet/design-system/tokens.css';
import '@duet/design-system/base.css';
import './app.css';
import { LanguageProvider } from '@duet/design-system';
import { setNonce } from 'get-nonce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { themeFromCookie } from './features/theme/apply-theme';
import { deviceLocale, markPage, switchLanguage } from './i18n/language';
import { createRouter } from './router';
import { installGlobalHandlers } from './session/global-handlers';

installGlobalHandlers();
// The device's theme, before anything renders: the page the service worker keeps carries the
// theme of the day it was kept (docs/decisions/installable-app.md).
themeFromCookie();

// The scroll lock of dialogs and menus adds a <style> element: it carries the page's CSP nonce
// (the server writes a fresh one into the page, api/src/http/security-headers.ts).
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (nonce) setNonce(nonce);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <LanguageProvider>
        <RouterProvider router={createRouter()} />
      </LanguageProvider>
    </StrictMode>,
  );
// The device's language before the first render: English is in the code; another language's
// catalogs come first (web/src/i18n/language.ts).
// The page the service worker keeps carries the lang and dir of the day it was kept: set again here.
const locale = deviceLocale();
if (locale === 'en') {
  markPage(locale);
  render();
} else void switchLanguage(locale).then(render, render);

// The service worker that lets the app open offline (web/src/pwa/register.ts), registered once the
// page has loaded, so that nothing the page needs waits for it; not in a frame on another site.
if (import.meta.env.PROD && 'serviceWorker' in navigator && window.self === window.top) {
  window.addEventListener(
    'load',
    () => setTimeout(() => void import('./pwa/register').then((m) => m.registerAppWorker())),
    { once: true },
  );
}
