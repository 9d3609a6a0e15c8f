/**
 * Where the app says it is offline or that a new version is ready (AppStatus.tsx), above the page.
 * Its code loads once the page has painted, so that no page waits for it.
 */
import { lazy, Suspense, useEffect, useState } from 'react';

const AppStatus = lazy(() => import('./AppStatus'));

export function AppStatusSlot() {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setPainted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <AppStatus />
    </Suspense>
  );
}
