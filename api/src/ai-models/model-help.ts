/**
 * What a person can do to get a model that writes, said where the offline brain answers (its
 * answers, the app's notices): choose a connected model in their menu when one is offered, else
 * connect one if they are an admin, else ask their admin. So an admin is never told to ask an
 * admin, and nobody is told to ask for a model already in their menu.
 */
import type { ModelHelp } from '../agent/contract.js';
import { isAdmin } from '../auth/roles.js';
import type { Db } from '../db/client.js';
import type { ModelCatalog } from './catalog.js';

/** Whether people are offered a model other than the offline brain. */
export async function hasConnectedModel(catalog: Pick<ModelCatalog, 'choices'>): Promise<boolean> {
  return (await catalog.choices()).some((m) => !m.offline);
}

export async function modelHelpFor(
  { db, catalog }: { db: Db; catalog: Pick<ModelCatalog, 'choices'> },
  userId: string,
): Promise<ModelHelp> {
  if (await hasConnectedModel(catalog)) return 'choose';
  const user = await db.user.findUnique({ where: { id: userId }, select: { role: true } });
  return isAdmin(user) ? 'connect' : 'ask-admin';
}
