/**
 * Memory suggestions (docs/product.md §10, "Memories from imported conversations"): after an
 * import, the brain looks through what the person wrote for lasting facts and offers them. Nothing
 * becomes a memory until the person accepts it; a dismissed suggestion is not offered again, and
 * deleting the conversation it came from deletes it. An owner who switched suggestions off
 * (profile/profile-suggestions.ts, autoCuration) is offered none.
 */
import type { PickedFact } from '../agent/contract.js';
import type { Db } from '../db/client.js';
import { NotFoundError, ValidationError } from '../errors/domain-errors.js';
import type { Logger } from '../logging/logger.js';
import { curationOn } from '../profile/profile-suggestions.js';
import { findFacts, type FoundFact, type Statement } from './fact-finder.js';
import { normalise } from '../words/fact-subject.js';
import { said } from '../words/said.js';
import { SUGGESTION_NOT_FOUND } from '../errors/shared-sentences.js';
import { MEMORY_MAX_CHARS, remember, SEARCH_SCAN_LIMIT, type MemoryRecord, type MemoryVisibility } from './memories.js';

/** Statements the rules pass on to be judged, per import. */
export const CANDIDATES_MAX = 60;
/** New suggestions per import, and waiting suggestions per person (the quota on what an import can add). */
export const SUGGESTIONS_PER_IMPORT = 20;
export const SUGGESTIONS_PENDING_MAX = 100;
/** Suggestions decided in one call. */
export const SUGGESTIONS_DECIDE_MAX = 100;

export interface SuggestionRecord {
  id: string;
  content: string;
  sourceThreadId: string;
  /** The conversation's name, to say where the fact was found. */
  sourceThreadName: string | null;
  sourceStepId: string | null;
  createdAt: Date;
}

export interface SuggestDeps {
  db: Db;
  logger: Logger;
  /** The provider's judgement (agent/providers.ts Provider.pickFacts); without one, the rules' picks stand. */
  pickFacts?(statements: readonly string[], signal?: AbortSignal): Promise<PickedFact[]>;
}

/** Normalised contents of this person's memories and of every suggestion they have had. */
async function knownFacts(db: Db, userId: string): Promise<Set<string>> {
  const [memories, suggestions] = await Promise.all([
    db.memory.findMany({
      where: { userId },
      select: { content: true },
      orderBy: { updatedAt: 'desc' },
      take: SEARCH_SCAN_LIMIT,
    }),
    db.memorySuggestion.findMany({ where: { userId }, select: { normalized: true } }),
  ]);
  return new Set([...memories.map((m) => normalise(m.content)), ...suggestions.map((s) => s.normalized)]);
}

/** The judged facts, worded by the provider; when it fails, the rules' own picks (logged, never an error). */
async function judge(deps: SuggestDeps, facts: FoundFact[]): Promise<Array<{ content: string; source: FoundFact }>> {
  const rulesPicks = () => facts.map((f) => ({ content: f.text, source: f }));
  if (!deps.pickFacts) return rulesPicks();
  try {
    const picked = await deps.pickFacts(facts.map((f) => f.text));
    return picked.map((p) => ({ content: p.content, source: facts[p.index]! }));
  } catch (error) {
    deps.logger.warn({ err: error }, 'memory suggestions: the model could not judge; using the local rules');
    return rulesPicks();
  }
}

/**
 * Looks for facts in what the person wrote and stores new ones as suggestions. Returns how many
 * were added (at most SUGGESTIONS_PER_IMPORT, and never beyond SUGGESTIONS_PENDING_MAX waiting).
 */
export async function suggestFromMessages(
  deps: SuggestDeps,
  userId: string,
  messages: readonly Statement[],
): Promise<number> {
  return messages.length === 0 ? 0 : suggestFacts(deps, userId, findFacts(messages, CANDIDATES_MAX));
}

/** The same, from facts already found (FactCollector.top(CANDIDATES_MAX), as an import reads its file). */
export async function suggestFacts(deps: SuggestDeps, userId: string, found: readonly FoundFact[]): Promise<number> {
  if (found.length === 0 || !(await curationOn(deps.db, userId))) return 0;
  const waiting = await deps.db.memorySuggestion.count({ where: { userId, status: 'pending' } });
  const room = Math.min(SUGGESTIONS_PER_IMPORT, SUGGESTIONS_PENDING_MAX - waiting);
  if (room <= 0 || found.length === 0) return 0;
  const known = await knownFacts(deps.db, userId);
  const facts = found.filter((f) => !known.has(normalise(f.text)));
  if (facts.length === 0) return 0;
  const rows: Array<{
    userId: string;
    content: string;
    normalized: string;
    sourceThreadId: string;
    sourceStepId: string | null;
  }> = [];
  for (const { content, source } of await judge(deps, facts)) {
    const text = content.replace(/\s+/g, ' ').trim().slice(0, MEMORY_MAX_CHARS);
    const normalized = normalise(text);
    if (!normalized || known.has(normalized)) continue;
    known.add(normalized);
    rows.push({ userId, content: text, normalized, sourceThreadId: source.threadId, sourceStepId: source.stepId });
    if (rows.length >= room) break;
  }
  if (rows.length > 0) await deps.db.memorySuggestion.createMany({ data: rows });
  return rows.length;
}

/** The suggestions waiting for the person, oldest first (the order they were found in). */
export async function listSuggestions(db: Db, userId: string): Promise<SuggestionRecord[]> {
  const rows = await db.memorySuggestion.findMany({
    where: { userId, status: 'pending' },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    take: SUGGESTIONS_PENDING_MAX,
    select: {
      id: true,
      content: true,
      sourceThreadId: true,
      sourceStepId: true,
      createdAt: true,
      sourceThread: { select: { name: true } },
    },
  });
  return rows.map(({ sourceThread, ...row }) => ({ ...row, sourceThreadName: sourceThread.name }));
}

async function waitingOnes(db: Pick<Db, 'memorySuggestion'>, userId: string, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0)
    throw ValidationError.of(
      'ids',
      said(/*i18n*/ { id: 'error.memories.choose-a-suggestion', message: 'Choose at least one suggestion' }),
    );
  if (unique.length > SUGGESTIONS_DECIDE_MAX) {
    throw ValidationError.of(
      'ids',
      said(
        /*i18n*/ { id: 'error.memories.too-many-suggestions', message: 'At most {max} suggestions at a time' },
        {
          max: SUGGESTIONS_DECIDE_MAX,
        },
      ),
    );
  }
  const rows = await db.memorySuggestion.findMany({ where: { id: { in: unique }, userId, status: 'pending' } });
  // Another person's suggestion, a decided one and an unknown id all read the same.
  if (rows.length !== unique.length) throw new NotFoundError(SUGGESTION_NOT_FOUND);
  const order = new Map(unique.map((id, i) => [id, i]));
  return rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
}

/** Accepting: each suggestion becomes a memory (source "import", with its conversation), in one transaction. */
export async function acceptSuggestions(
  db: Db,
  userId: string,
  ids: readonly string[],
  visibility: MemoryVisibility = 'private',
): Promise<MemoryRecord[]> {
  return db.$transaction(async (tx) => {
    const rows = await waitingOnes(tx, userId, ids);
    const saved: MemoryRecord[] = [];
    for (const row of rows) {
      saved.push(
        await remember(tx, {
          userId,
          content: row.content,
          visibility,
          source: 'import',
          threadId: row.sourceThreadId,
          stepId: row.sourceStepId,
        }),
      );
    }
    await tx.memorySuggestion.deleteMany({ where: { id: { in: rows.map((r) => r.id) }, userId } });
    return saved;
  });
}

/** Dismissing: the suggestions are not offered again. Returns their ids. */
export async function dismissSuggestions(db: Db, userId: string, ids: readonly string[]): Promise<string[]> {
  const rows = await waitingOnes(db, userId, ids);
  await db.memorySuggestion.updateMany({
    where: { id: { in: rows.map((r) => r.id) }, userId },
    data: { status: 'dismissed' },
  });
  return rows.map((r) => r.id);
}
