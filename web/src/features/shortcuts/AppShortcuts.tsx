/**
 * The keys of the signed-in pages (app-shortcuts.ts): Ctrl/⌘+K opens Search, Ctrl/⌘+Shift+O starts
 * a new chat, `?` lists every shortcut. Mounted once by web/src/layouts/SidebarLayout.tsx.
 */
import { isApplePlatform } from '@duet/design-system';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useOpenedOnce } from '../../layouts/use-opened-once';
import { shortcutOf } from './app-shortcuts';

// The list of shortcuts (and the dialog library under it) loads when first asked for.
const ShortcutsDialog = lazy(() => import('./HelpDialog').then((m) => ({ default: m.HelpDialog })));

export interface AppShortcutsProps {
  onSearch: () => void;
  onNewChat: () => void;
}

export function AppShortcuts({ onSearch, onNewChat }: AppShortcutsProps) {
  const [helpOpen, setHelpOpen] = useState(false);
  const [mac] = useState(isApplePlatform);
  const latest = useRef({ onSearch, onNewChat });
  latest.current = { onSearch, onNewChat };
  const helpDialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const action = shortcutOf(event);
      if (!action) return;
      if (action !== 'help') event.preventDefault(); // the browser's own Ctrl+K and Ctrl+Shift+O
      // Another dialog (Search, a confirmation) keeps the keyboard; this one gives way to the shortcut.
      const target = event.target instanceof Element ? event.target : null;
      const dialog = target?.closest('[role="dialog"], [role="alertdialog"]');
      if (dialog && dialog !== helpDialog.current) return;
      if (action === 'help') {
        event.preventDefault();
        setHelpOpen(true);
        return;
      }
      if (event.repeat) return;
      setHelpOpen(false);
      if (action === 'search') latest.current.onSearch();
      else latest.current.onNewChat();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const helpOpened = useOpenedOnce(helpOpen);
  if (!helpOpened) return null;
  return (
    <Suspense fallback={null}>
      <ShortcutsDialog ref={helpDialog} open={helpOpen} onOpenChange={setHelpOpen} mac={mac} />
    </Suspense>
  );
}
