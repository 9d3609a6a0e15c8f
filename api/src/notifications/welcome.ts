/** The first notification a new account gets: where to begin (docs/product.md §2). */
import type { User } from '../db/generated/sqlite/client.js';
import { notify, type NotificationDeps } from './notifications.js';
import { said } from '../words/said.js';

export async function welcome(
  deps: NotificationDeps,
  user: Pick<User, 'id' | 'displayName' | 'username'>,
): Promise<void> {
  await notify(deps, user.id, {
    type: 'success',
    channel: 'system',
    title: said(
      /*i18n*/ { id: 'notice.welcome.title', message: 'Welcome to Duet, {name}!' },
      {
        name: user.displayName ?? user.username,
      },
    ),
    summary: said(
      /*i18n*/ {
        id: 'notice.welcome.summary',
        message: 'Profile Pal will help you set up your profile, then your twin can start answering for you.',
      },
    ),
    actionUrl: '/onboarding',
  });
}
