/**
 * What the app says of itself across the top of the page: a new version is ready (the update
 * prompt) and the device is offline (the offline banner, which also says when a message was kept
 * unsent). Loaded after the page's first paint (AppStatusSlot.tsx).
 */
import { OfflineBanner, UpdatePrompt } from '@duet/design-system';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { forgetKept, messageKept, onKeptChange } from '../features/chat/drafts';
import { useOnline } from './connection';
import { useWaitingUpdate } from './update-state';

/** If the new version has not taken the page by then, the page reloads anyway. */
const RELOAD_FALLBACK_MS = 5000;

export default function AppStatus() {
  const online = useOnline();
  const kept = useSyncExternalStore(onKeptChange, messageKept, () => false);
  const update = useWaitingUpdate();
  const [dismissed, setDismissed] = useState<typeof update>(null);
  const [reloading, setReloading] = useState(false);
  // Back online, a kept message is the person's to send: the banner is gone with the reason.
  useEffect(() => {
    if (online) forgetKept();
  }, [online]);
  return (
    <>
      {update && dismissed !== update && (
        <UpdatePrompt
          reloading={reloading}
          onReload={() => {
            setReloading(true);
            void update();
            setTimeout(() => window.location.reload(), RELOAD_FALLBACK_MS);
          }}
          onDismiss={() => setDismissed(() => update)}
        />
      )}
      {!online && <OfflineBanner kept={kept} />}
    </>
  );
}
