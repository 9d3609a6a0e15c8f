/**
 * The title of the current page: set by pages that know it (a chat's thread name), else by path.
 * The header shows it, and the browser tab says "Title · Duet".
 */
import { i18n } from '@duet/design-system';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

export interface PageTitle {
  title: string;
  subtitle?: string | null;
  /** The conversation the header offers to share (its database id): one with messages, else none. */
  shareThreadId?: string | null;
}

const Setter = createContext<(title: PageTitle | null) => void>(() => {});
const Current = createContext<PageTitle | null>(null);

export function PageTitleProvider({ children }: { children: ReactNode }) {
  const [title, setTitle] = useState<PageTitle | null>(null);
  return (
    <Setter.Provider value={setTitle}>
      <Current.Provider value={title}>{children}</Current.Provider>
    </Setter.Provider>
  );
}

/** A page announces its own title while mounted (and a chat, the conversation there is to share). */
export function usePageTitle(title: string, subtitle?: string | null, shareThreadId?: string | null): void {
  const set = useContext(Setter);
  useEffect(() => {
    set({ title, subtitle, shareThreadId });
    return () => set(null);
  }, [set, title, subtitle, shareThreadId]);
}

export function useCurrentPageTitle(): PageTitle | null {
  return useContext(Current);
}

const BY_PATH: Record<string, MessageDescriptor> = {
  '/dashboard': msg`Dashboard`,
  '/history': msg`History`,
  '/twin': msg`My Twin`,
  '/twin/profile': msg`Public Page`,
  '/settings': msg`Settings`,
  '/onboarding': msg`Onboarding`,
  '/pricing': msg`Pricing`,
  '/knowledge': msg`Knowledge`,
  '/knowledge/documents': msg`Knowledge`,
  '/projects/new': msg`New project`,
  '/story': msg`My Story`,
  '/discover': msg`Discover`,
  '/monitoring': msg`Monitoring`,
  '/roadmap': msg`Roadmap`,
  '/admin': msg`Admin`,
  '/admin/ai': msg`AI models`,
  '/admin/usage': msg`Usage`,
  '/terms': msg`Terms of Service`,
  '/privacy': msg`Privacy Policy`,
  '/testing': msg`Testing Agent Chat`,
  '/accounts/login': msg`Log in`,
  '/accounts/signup': msg`Sign up`,
  '/forgot-password': msg`Forgot password`,
  '/reset-password': msg`Reset password`,
};

/** The title for a path when the page sets none, in the language in use. */
export function titleForPath(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  const known = BY_PATH[path];
  if (known) return i18n._(known);
  if (/^\/twin\/[^/]+\/chat$/.test(path)) return t`Public Twin`;
  if (/^\/knowledge\/documents\/[^/]+$/.test(path)) return t`Knowledge`;
  if (/^\/projects\/[^/]+$/.test(path)) return t`Project`;
  if (/^\/[^/]+\/documents\/[^/]+$/.test(path)) return t`Public Document`;
  if (path === '/chat' || path.startsWith('/chat/') || path === '/profile-pal') return t`Loading...`;
  if (/^\/[^/]+$/.test(path)) return t`Public Profile`;
  return '';
}

/** The product's name, in every language. */
const brandName = 'Duet';

/** The browser tab's title: "Knowledge · Duet", "Trip to Lisbon · Duet"; just "Duet" while unknown. */
export function documentTitle(title: string | null | undefined): string {
  const text = title?.trim();
  return text && text !== t`Loading...` ? `${text} · ${brandName}` : brandName;
}

/** Keeps the browser tab's title on the current page's (inside PageTitleProvider). */
export function DocumentTitle() {
  // Follows a change of language too.
  useLingui();
  const page = useCurrentPageTitle();
  const { pathname } = useLocation();
  const title = documentTitle(page?.title || titleForPath(pathname));
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
