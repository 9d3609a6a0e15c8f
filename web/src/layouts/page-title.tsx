/**
 * The title of the current page: set by pages that know it (a chat's thread name), else by path.
 * The header shows it, and the browser tab says "Title · Duet".
 */
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

const BY_PATH: Record<string, string> = {
  '/dashboard': 'Dashboard',
  '/history': 'History',
  '/twin': 'My Twin',
  '/twin/profile': 'Public Page',
  '/settings': 'Settings',
  '/onboarding': 'Onboarding',
  '/pricing': 'Pricing',
  '/knowledge': 'Knowledge',
  '/knowledge/documents': 'Knowledge',
  '/projects/new': 'New project',
  '/story': 'My Story',
  '/discover': 'Discover',
  '/monitoring': 'Monitoring',
  '/roadmap': 'Roadmap',
  '/admin': 'Admin',
  '/admin/ai': 'AI models',
  '/admin/usage': 'Usage',
  '/terms': 'Terms of Service',
  '/privacy': 'Privacy Policy',
  '/testing': 'Testing Agent Chat',
  '/accounts/login': 'Log in',
  '/accounts/signup': 'Sign up',
  '/forgot-password': 'Forgot password',
  '/reset-password': 'Reset password',
};

/** The title for a path when the page sets none. */
export function titleForPath(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (BY_PATH[path]) return BY_PATH[path];
  if (/^\/twin\/[^/]+\/chat$/.test(path)) return 'Public Twin';
  if (/^\/knowledge\/documents\/[^/]+$/.test(path)) return 'Knowledge';
  if (/^\/projects\/[^/]+$/.test(path)) return 'Project';
  if (/^\/[^/]+\/documents\/[^/]+$/.test(path)) return 'Public Document';
  if (path === '/chat' || path.startsWith('/chat/') || path === '/profile-pal') return 'Loading...';
  if (/^\/[^/]+$/.test(path)) return 'Public Profile';
  return '';
}

/** The browser tab's title: "Knowledge · Duet", "Trip to Lisbon · Duet"; just "Duet" while unknown. */
export function documentTitle(title: string | null | undefined): string {
  const text = title?.trim();
  return text && text !== 'Loading...' ? `${text} · Duet` : 'Duet';
}

/** Keeps the browser tab's title on the current page's (inside PageTitleProvider). */
export function DocumentTitle() {
  const page = useCurrentPageTitle();
  const { pathname } = useLocation();
  const title = documentTitle(page?.title || titleForPath(pathname));
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
