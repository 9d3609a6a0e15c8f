/**
 * The composer's model menu (private conversations) and the offline brain's notice: both follow the
 * model that will answer. Each loads on its own, code and data (model-menu.tsx), so neither the
 * composer nor the conversation waits for it.
 */
import { Suspense } from 'react';
import { laterComponent } from '../../after-paint/load-later';
import type { ChatModelMenuProps } from './model-menu';

export type { ChatModelMenuProps } from './model-menu';

const Menu = laterComponent(() => import('./model-menu').then((m) => m.ModelMenu));
const Notice = laterComponent(() => import('./model-menu').then((m) => m.ModelNotice));

export function ChatModelMenu(props: ChatModelMenuProps) {
  return (
    <Suspense fallback={null}>
      <Menu {...props} />
    </Suspense>
  );
}

/** "Duet's offline brain…" when the model that will answer is the offline one (model-menu.tsx). */
export function OfflineNotice(props: { value: string | null; compact?: boolean }) {
  return (
    <Suspense fallback={null}>
      <Notice {...props} />
    </Suspense>
  );
}
