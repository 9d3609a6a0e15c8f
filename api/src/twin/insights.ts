/**
 * Insights on the owner's twin (docs/product.md §11) over the last 7 or 30 days (UTC days, today
 * included): visitors, conversations, messages, questions passed on and answered, thumbs up and
 * down, messages and conversations per day, and what visitors asked about most (the words of their
 * messages, counted once per message). Reads at most the newest 10,000 visitor messages of the range.
 */
import type { Db } from '../db/client.js';
import { ValidationError } from '../errors/domain-errors.js';
import { keywords, stem } from '../words/search-terms.js';

export const INSIGHT_RANGES = [7, 30] as const;
const MESSAGES_READ = 10_000;
const TOPICS = 8;
const DAY_MS = 24 * 3600 * 1000;

/** Words of a chat that say nothing about what was asked. */
const NOT_TOPICS = new Set(
  'hi hello hey hiya thanks thank ok okay yes yeah no nope sure cool great nice good twin like love favourite favorite think want get go much many one well say said tell know would could really lot'
    .split(' ')
    .map(stem),
);

export interface TwinInsights {
  days: number;
  since: Date;
  visitors: number;
  conversations: number;
  messages: number;
  questionsPassedOn: number;
  questionsAnswered: number;
  thumbsUp: number;
  thumbsDown: number;
  /** One entry per day of the range, oldest first (date: YYYY-MM-DD). */
  daily: Array<{ date: string; conversations: number; messages: number }>;
  /** The most asked-about words, most asked first. */
  topics: Array<{ topic: string; count: number }>;
}

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

export async function twinInsights(db: Db, ownerId: string, days: number, now = new Date()): Promise<TwinInsights> {
  if (!(INSIGHT_RANGES as readonly number[]).includes(days))
    throw ValidationError.of('days', 'Insights cover 7 or 30 days');
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (days - 1) * DAY_MS);
  const twinThreads = { twinOwnerId: ownerId, threadType: 'public_twin_chat' };
  const [messages, passedOn, answered, ratings, owner] = await Promise.all([
    db.step.findMany({
      where: { stepType: 'USER_MESSAGE', createdAt: { gte: since }, thread: twinThreads },
      orderBy: { createdAt: 'desc' },
      take: MESSAGES_READ,
      select: { threadId: true, createdAt: true, input: true, thread: { select: { userId: true, anonId: true } } },
    }),
    db.twinQuestion.count({ where: { ownerId, kind: 'passed_on', createdAt: { gte: since } } }),
    db.twinQuestion.count({ where: { ownerId, kind: 'passed_on', status: 'answered', answeredAt: { gte: since } } }),
    db.step.groupBy({
      by: ['feedbackRating'],
      where: { feedbackRating: { not: null }, feedbackAt: { gte: since }, thread: twinThreads },
      _count: { _all: true },
    }),
    db.user.findUnique({ where: { id: ownerId }, select: { username: true, displayName: true } }),
  ]);

  const daily = Array.from({ length: days }, (_, i) => ({
    date: dayOf(new Date(since.getTime() + i * DAY_MS)),
    threads: new Set<string>(),
    messages: 0,
  }));
  const byDate = new Map(daily.map((d) => [d.date, d]));
  const visitors = new Set<string>();
  const threads = new Set<string>();
  // Each stem with how often it was asked, and the word visitors used most for it.
  const asked = new Map<string, { count: number; words: Map<string, number> }>();
  const ownNames = new Set(keywords(`${owner?.username ?? ''} ${owner?.displayName ?? ''}`).map(stem));
  for (const m of messages) {
    visitors.add(m.thread.userId ? `u:${m.thread.userId}` : `a:${m.thread.anonId}`);
    threads.add(m.threadId);
    const day = byDate.get(dayOf(m.createdAt));
    if (day) {
      day.messages += 1;
      day.threads.add(m.threadId);
    }
    const seen = new Set<string>();
    for (const word of keywords(m.input ?? '')) {
      const s = stem(word);
      if (seen.has(s) || NOT_TOPICS.has(s) || ownNames.has(s) || /^\d+$/.test(word)) continue;
      seen.add(s);
      const entry = asked.get(s) ?? { count: 0, words: new Map<string, number>() };
      entry.count += 1;
      entry.words.set(word, (entry.words.get(word) ?? 0) + 1);
      asked.set(s, entry);
    }
  }
  const topics = [...asked.values()]
    .sort((a, b) => b.count - a.count)
    .slice(0, TOPICS)
    .map((t) => ({ topic: [...t.words.entries()].sort((a, b) => b[1] - a[1])[0]![0], count: t.count }));
  const rated = (rating: string) => ratings.find((r) => r.feedbackRating === rating)?._count._all ?? 0;
  return {
    days,
    since,
    visitors: visitors.size,
    conversations: threads.size,
    messages: messages.length,
    questionsPassedOn: passedOn,
    questionsAnswered: answered,
    thumbsUp: rated('up'),
    thumbsDown: rated('down'),
    daily: daily.map((d) => ({ date: d.date, conversations: d.threads.size, messages: d.messages })),
    topics,
  };
}
