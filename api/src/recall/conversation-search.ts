/**
 * Finding a person's past conversations for the brain (its search_conversations tool): full-text
 * search over names and messages, and the messages most alike in meaning, fused by reciprocal rank
 * fusion, one hit per conversation with the passage that matched.
 */
import type { ChatReads } from '../chat/read/chat-reads.js';
import type { Db } from '../db/client.js';
import { ownerScope } from '../privacy/read-scope.js';
import { fuseRankings } from './fusion.js';
import type { Recall } from './recall.js';

export interface ConversationHit {
  threadId: string;
  name: string | null;
  updatedAt: Date;
  /** The passage that matched (null: only the name did). */
  excerpt: string | null;
  ranks: { text: number | null; meaning: number | null; fused: number };
}

export interface ConversationSearchDeps {
  db: Db;
  reads: ChatReads;
  recall?: Recall;
}

const RANKED = 20;
const EXCERPT_MAX = 200;

const excerptOf = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_MAX ? `${flat.slice(0, EXCERPT_MAX - 1)}…` : flat;
};

export async function searchConversations(
  deps: ConversationSearchDeps,
  userId: string,
  query: string,
  limit: number,
  signal?: AbortSignal,
): Promise<ConversationHit[]> {
  const vector = deps.recall && query.trim() ? deps.recall.embedQuery(query, signal) : Promise.resolve(null);
  const byText = await deps.reads.searchThreads(userId, query, RANKED);
  const queryVector = await vector;
  const messages =
    queryVector && deps.recall ? await deps.recall.messagesByMeaning(ownerScope(userId), queryVector, RANKED * 3) : [];
  // The best message of each conversation stands for it.
  const bestMessage = new Map<string, string>();
  for (const hit of messages) if (!bestMessage.has(hit.threadId)) bestMessage.set(hit.threadId, hit.stepId);

  const fused = fuseRankings([byText.map((h) => h.id), [...bestMessage.keys()]]).slice(0, limit);
  const textHits = new Map(byText.map((h) => [h.id, h]));
  const others = fused.filter((f) => !textHits.has(f.id)).map((f) => f.id);
  const [threads, steps] = await Promise.all([
    deps.reads.threadsByIds(others),
    deps.db.step.findMany({
      where: { id: { in: others.map((id) => bestMessage.get(id)!) } },
      select: { id: true, input: true, output: true },
    }),
  ]);
  const stepText = new Map(steps.map((s) => [s.id, s.input ?? s.output ?? '']));
  return fused.flatMap((f, index) => {
    const ranks = { text: f.ranks[0]!, meaning: f.ranks[1]!, fused: index + 1 };
    const text = textHits.get(f.id);
    if (text)
      return [
        { threadId: f.id, name: text.name, updatedAt: text.updatedAt, excerpt: text.snippet?.text ?? null, ranks },
      ];
    const thread = threads.get(f.id);
    // A conversation deleted since its messages were embedded is not found.
    if (!thread || thread.userId !== userId) return [];
    return [
      {
        threadId: f.id,
        name: thread.name,
        updatedAt: thread.updatedAt,
        excerpt: excerptOf(stepText.get(bestMessage.get(f.id)!) ?? ''),
        ranks,
      },
    ];
  });
}
