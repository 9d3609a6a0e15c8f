/**
 * A person's usage counter of a period (UsageCounter): a message or tokens added, and what it
 * holds now, in one upsert (usage/counters.ts). Run as a hot write (../hot-writes/), in the turn's
 * transaction (chat/runs/turn.ts): the upsert locks the row until it ends.
 */
import { statement, type Params } from '../typed-sql/statement.js';

export const addToCounter = statement(
  (qb, p: Params<{ userId: string; period: string; messages: number; tokens: number }>) =>
    qb
      .insertInto('UsageCounter')
      .values({ userId: p('userId'), period: p('period'), messages: p('messages'), tokens: p('tokens') })
      .onConflict((oc) =>
        oc.columns(['userId', 'period']).doUpdateSet((eb) => ({
          messages: eb('UsageCounter.messages', '+', eb.ref('excluded.messages')),
          tokens: eb('UsageCounter.tokens', '+', eb.ref('excluded.tokens')),
        })),
      )
      .returning(['messages', 'tokens']),
);
