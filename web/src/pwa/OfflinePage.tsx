/**
 * A page of the app opened (or moved to) without a connection: its data cannot be loaded, so
 * instead of an error it says the device is offline, and on a chat page it keeps the composer:
 * what is typed is the conversation's draft (drafts.ts), sent once the connection is back.
 * RouteError shows it while offline and reloads the page when the connection comes back.
 */
import { Brand, Button, EmptyState, MessageComposer } from '@duet/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { WifiOff } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { documentTitle } from '../layouts/page-title';
import { keepUnsent, NEW_CHAT_DRAFT, readDraft, writeDraft } from '../features/chat/drafts';
import AppStatus from './AppStatus';
import styles from './OfflinePage.module.css';

/** The conversation whose draft a chat address holds (null: not a chat page, or a temporary one). */
export function draftOfPath(pathname: string, search: string): string | null {
  if (new URLSearchParams(search).get('temporary') === '1') return null;
  const path = pathname.replace(/\/+$/, '');
  if (path === '/chat') return NEW_CHAT_DRAFT;
  return /^\/chat\/([^/]+)$/.exec(path)?.[1] ?? null;
}

export default function OfflinePage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const chat = pathname.replace(/\/+$/, '') === '/chat' || pathname.startsWith('/chat/');
  const draft = draftOfPath(pathname, search);
  const title = documentTitle(t`Offline`);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className={styles.root}>
      <AppStatus />
      <header className={styles.header}>
        <Brand href="/chat" onNavigate={(path) => navigate(path)} />
      </header>
      <main className={styles.main}>
        {chat ? (
          <EmptyState
            icon={<WifiOff />}
            title={t`Your conversations load when you’re back online`}
            description={t`Write your message now: it’s kept on this device, and you can send it once the connection is back.`}
          />
        ) : (
          <EmptyState
            icon={<WifiOff />}
            title={t`This page loads when you’re back online`}
            description={t`Duet needs a connection to open it. Meanwhile you can write a message in Chat: it’s kept until you’re back online.`}
            action={
              <Button onClick={() => navigate('/chat')}>
                <Trans>Write a message</Trans>
              </Button>
            }
          />
        )}
      </main>
      {chat && (
        <div className={styles.composer}>
          <MessageComposer
            autoFocus
            defaultValue={draft ? readDraft(draft) : ''}
            allowAttachments={false}
            onTextChange={(text) => {
              if (draft) writeDraft(draft, text);
            }}
            onSend={({ text }) => {
              keepUnsent(draft, text);
              return false;
            }}
          />
        </div>
      )}
    </div>
  );
}
