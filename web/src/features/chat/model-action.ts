/**
 * What the offline brain's notice offers the person reading it (issue 57): choose a connected model
 * when one is in their menu, else connect one (an admin), else ask their admin. The API says who
 * is an admin and whether a connected model is offered (User.isAdmin, User.hasConnectedModel).
 */
import type { OfflineBrainAction } from '@duet/design-system';

export const AI_MODELS_PAGE = '/admin/ai';

export function modelAction(reader: { isAdmin: boolean; hasConnectedModel: boolean }): OfflineBrainAction {
  if (reader.hasConnectedModel) return { kind: 'choose' };
  return reader.isAdmin ? { kind: 'connect', href: AI_MODELS_PAGE } : { kind: 'ask-admin' };
}
