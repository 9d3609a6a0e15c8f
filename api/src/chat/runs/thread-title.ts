/**
 * A private chat's first exchange gives the thread a short title (agent/titles.ts), by the model
 * that answered it, off the answer's path; a name the user gave (nameSource 'user') stays. Until
 * then the thread holds its message's first line (turn.ts); an exchange that names nothing (a
 * greeting, "I just signed up") takes that away, so the app shows 'New Chat', and leaves the
 * title to the next few exchanges.
 */
import type { AgentRuntime, AgentTurn } from '../../agent/contract.js';
import type { Db } from '../../db/client.js';
import type { Logger } from '../../logging/logger.js';
import { nameFromMessage } from '../thread-kinds.js';
import type { RunUsage } from './run-usage.js';

/** How many exchanges may still name a thread the first did not. */
const UNNAMED_TRIES = 3;

export interface TitleDeps {
  db: Db;
  runtime: AgentRuntime;
  logger: Logger;
  /** Work a run leaves going after its answer: closing waits for it before the database goes. */
  afterwards?: (work: Promise<unknown>) => void;
}

export function titleAfterExchange(
  deps: TitleDeps,
  usage: RunUsage,
  turn: Omit<AgentTurn, 'signal'>,
  answered: { threadId: string; runId: string; text: string },
) {
  const title = deps.runtime.title;
  if (!title || turn.agentType !== 'private_brain' || turn.summary || turn.history.length > UNNAMED_TRIES * 2) return;
  const thread = { id: answered.threadId, nameSource: 'auto' };
  // After the first exchange, only a thread still named by the message just sent is untitled.
  const provisional = turn.history.length === 0 ? thread : { ...thread, name: nameFromMessage(turn.userMessage) ?? '' };
  const work = (async () => {
    if (turn.history.length > 0 && (await deps.db.thread.count({ where: provisional })) === 0) return;
    const name = await usage.within('title', () =>
      title(turn.userMessage, answered.text, undefined, turn.model, turn.locale),
    );
    await deps.db.thread.updateMany({ where: provisional, data: { name } });
  })().catch((error: unknown) => deps.logger.warn({ err: error, runId: answered.runId }, 'Thread title failed'));
  deps.afterwards?.(work);
}
