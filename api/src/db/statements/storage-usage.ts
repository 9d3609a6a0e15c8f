/**
 * An owner's StorageUsage row (uploads/reservations.ts), made the first time it is needed from
 * what their uploads hold, in one statement: two uploads that start together make it once (the
 * second insert does nothing). Run as a hot write (../hot-writes/).
 */
import { statements, type Params } from '../typed-sql/statement.js';

/** Whose files: a person's (by userId), or an anonymous visitor's (by anonId, with no person). */
export type StorageOwner = 'user' | 'anonymous';

export const openStorageUsage = statements(
  (qb, p: Params<{ owner: string; userId: string | null; anonId: string | null }>, of: StorageOwner) =>
    qb
      .insertInto('StorageUsage')
      .columns(['owner', 'bytes'])
      .expression((eb) => {
        const held = eb
          .selectFrom('Upload')
          .select((eb) => [
            eb.val(p('owner')).as('owner'),
            eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('bytes'),
          ]);
        return of === 'user'
          ? held.where('userId', '=', p('userId'))
          : held.where('anonId', '=', p('anonId')).where('userId', 'is', null);
      })
      .onConflict((oc) => oc.column('owner').doNothing()),
);
