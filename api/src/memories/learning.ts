/**
 * What the brain does with a fact it is told, and with a request to forget one. A fact already known
 * is not saved twice; a newer fact about the same thing replaces the older words, which stay in the
 * memory's history; forgetting deletes the memory and records only that it happened, and where. The
 * judges decide (memory-judge.ts: the local rules, or the model).
 */
import type { Db } from '../db/client.js';
import { ruleForget, ruleJudge } from './memory-judge.js';
import type { ForgetJudge, KnownFact, MemoryJudge } from '../agent/ports.js';
import { subjectOf } from '../words/fact-subject.js';
import {
  cleanContent,
  rankByKeywords,
  remember,
  SEARCH_SCAN_LIMIT,
  toRecord,
  type MemoryRecord,
  type RememberInput,
} from './memories.js';
import { ownerScope } from '../privacy/read-scope.js';
import { recallableMemories } from '../projects/scope.js';
import type { Recall } from '../recall/recall.js';
import { searchStems } from '../words/search-terms.js';

/** How many memories like the new fact a judge sees. */
const CANDIDATES = 5;

export type LearnOutcome = 'added' | 'known' | 'updated';

export interface Learned {
  memory: MemoryRecord;
  outcome: LearnOutcome;
  /** updated: what the memory said before. */
  previous: string | null;
}

/**
 * The user's memories most like a text: the best keyword matches, and those about the same subject
 * (a new home replaces the old one though they share no word). Only those the conversation may
 * recall (projects/scope.ts): a project that keeps its memories to itself is not changed from outside.
 */
async function candidates(
  db: Db,
  userId: string,
  text: string,
  inProject: string | null,
  recall?: Recall,
  signal?: AbortSignal,
): Promise<KnownFact[]> {
  const vector = recall ? recall.embedQuery(text, signal) : Promise.resolve(null);
  const rows = await db.memory.findMany({
    where: { userId, ...recallableMemories(inProject) },
    select: { id: true, content: true },
    orderBy: [{ updatedAt: 'desc' }, { id: 'asc' }],
    take: SEARCH_SCAN_LIMIT,
  });
  const subject = subjectOf(text);
  const alike = rankByKeywords(rows, searchStems(text), CANDIDATES).map((hit) => hit.row);
  const same = subject
    ? rows.filter((row) => subjectOf(row.content) === subject && !alike.includes(row)).slice(0, 2)
    : [];
  // And those most alike in meaning ("I really enjoy bouldering" for "I adore bouldering").
  const queryVector = await vector;
  const meaning =
    queryVector && recall ? await recall.memoriesByMeaning(ownerScope(userId), queryVector, { limit: CANDIDATES }) : [];
  const shown = new Set([...alike, ...same].map((row) => row.id));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const near = meaning
    .flatMap((hit) => (shown.has(hit.id) || !byId.has(hit.id) ? [] : [byId.get(hit.id)!]))
    .slice(0, 3);
  return [...alike, ...same, ...near];
}

/** Saves a fact the brain was told, unless it already knows it; a changed fact replaces the one it changes. */
export async function learn(
  db: Db,
  input: RememberInput,
  { judge = ruleJudge, recall, signal }: { judge?: MemoryJudge; recall?: Recall; signal?: AbortSignal } = {},
): Promise<Learned> {
  const content = cleanContent(input.content);
  const known = await candidates(db, input.userId, content, input.projectId ?? null, recall, signal);
  const verdict = known.length
    ? await judge(content, known, signal).catch(() => ruleJudge(content, known))
    : { action: 'add' as const };
  const judged = verdict.action === 'add' ? undefined : known.find((m) => m.id === verdict.id);
  const target = judged ? await db.memory.findFirst({ where: { id: judged.id, userId: input.userId } }) : null;
  if (!target || verdict.action === 'add') {
    return { memory: await remember(db, { ...input, content }), outcome: 'added', previous: null };
  }
  if (verdict.action === 'same') {
    const row = await db.memory.update({ where: { id: target.id }, data: { updatedAt: new Date() } });
    return { memory: toRecord(row), outcome: 'known', previous: null };
  }
  // The new words come from where they were said: a private chat makes the memory private again.
  const [row] = await db.$transaction([
    db.memory.update({
      where: { id: target.id },
      data: {
        content,
        visibility: input.visibility ?? 'private',
        source: input.source,
        sourceThreadId: input.threadId ?? null,
        sourceStepId: input.stepId ?? null,
        // And from the project it was said in (or none).
        projectId: input.projectId ?? null,
      },
    }),
    db.memoryChange.create({
      data: {
        userId: input.userId,
        memoryId: target.id,
        kind: 'updated',
        previous: target.content,
        sourceThreadId: input.threadId ?? null,
      },
    }),
  ]);
  return { memory: toRecord(row), outcome: 'updated', previous: target.content };
}

/** Forgets the memory a request is about ("that I live in Munich"). Returns what was forgotten (nothing: no memory matched). */
export async function forget(
  db: Db,
  userId: string,
  about: string,
  {
    threadId,
    projectId = null,
    judge = ruleForget,
    recall,
    signal,
  }: {
    threadId?: string | null;
    /** The project the conversation is in (what it may recall, it may forget). */
    projectId?: string | null;
    judge?: ForgetJudge;
    recall?: Recall;
    signal?: AbortSignal;
  },
): Promise<MemoryRecord[]> {
  const known = await candidates(db, userId, about, projectId, recall, signal);
  if (known.length === 0) return [];
  const ids = await judge(about, known, signal).catch(() => ruleForget(about, known));
  const chosen = known.filter((m) => ids.includes(m.id)).map((m) => m.id);
  if (chosen.length === 0) return [];
  const rows = await db.memory.findMany({ where: { id: { in: chosen }, userId } });
  await db.$transaction([
    db.memory.deleteMany({ where: { id: { in: rows.map((r) => r.id) }, userId } }),
    db.memoryChange.createMany({
      data: rows.map(() => ({ userId, kind: 'forgotten', sourceThreadId: threadId ?? null })),
    }),
  ]);
  return rows.map(toRecord);
}

export interface MemoryVersion {
  memoryId: string;
  /** What the memory said before this change. */
  content: string;
  replacedAt: Date;
  sourceThreadId: string | null;
  sourceThreadName: string | null;
}

/** The earlier words of these memories (the user's own only), newest first. */
export async function memoryVersions(db: Db, userId: string, memoryIds: readonly string[]): Promise<MemoryVersion[]> {
  const rows = await db.memoryChange.findMany({
    where: { userId, memoryId: { in: [...memoryIds] }, kind: 'updated' },
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    include: { sourceThread: { select: { name: true } } },
  });
  return rows.map((r) => ({
    memoryId: r.memoryId!,
    content: r.previous ?? '',
    replacedAt: r.createdAt,
    sourceThreadId: r.sourceThreadId,
    sourceThreadName: r.sourceThread?.name ?? null,
  }));
}

export interface MemoryChangeRecord {
  id: string;
  kind: 'updated' | 'forgotten';
  memoryId: string | null;
  previous: string | null;
  sourceThreadId: string | null;
  sourceThreadName: string | null;
  createdAt: Date;
}

/** What the brain changed lately, newest first, with the conversation it happened in. */
export async function recentChanges(db: Db, userId: string, limit: number): Promise<MemoryChangeRecord[]> {
  const rows = await db.memoryChange.findMany({
    where: { userId },
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    take: Math.max(1, Math.min(limit, 100)),
    include: { sourceThread: { select: { name: true } } },
  });
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind === 'forgotten' ? 'forgotten' : 'updated',
    memoryId: r.memoryId,
    previous: r.previous,
    sourceThreadId: r.sourceThreadId,
    sourceThreadName: r.sourceThread?.name ?? null,
    createdAt: r.createdAt,
  }));
}
