/**
 * The Memory domain: facts the brain knows about its user. Every function is
 * owner-scoped: a user can only read or change their own memories; another
 * user's memory id is reported as not found.
 */
import type { Db } from '../db/client.js';
import { NotFoundError, ValidationError } from '../errors/domain-errors.js';
import { visibilityWhere, type OwnerScope, type ReadScope } from '../privacy/read-scope.js';
import { recallableMemories } from '../projects/scope.js';
import { fuseRankings } from '../recall/fusion.js';
import type { Recall } from '../recall/recall.js';
import { overlap, searchStems } from '../words/search-terms.js';
import { said } from '../words/said.js';
import { rewriteProse } from '../words/verbatim.js';

export type MemoryVisibility = 'private' | 'public';
export type MemorySource = 'chat' | 'owner' | 'review' | 'revision' | 'story' | 'profile_pal' | 'import';

export interface MemoryRecord {
  id: string;
  userId: string;
  content: string;
  visibility: MemoryVisibility;
  source: MemorySource;
  sourceThreadId: string | null;
  sourceStepId: string | null;
  /** The project it was learned in (api/src/projects/scope.ts), or null. */
  projectId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface RememberInput {
  userId: string;
  content: string;
  visibility?: MemoryVisibility;
  source: MemorySource;
  threadId?: string | null;
  stepId?: string | null;
  /** Learned in a conversation of this project: marked with it. */
  projectId?: string | null;
}

export const MEMORY_MAX_CHARS = 2000;
const MEMORY_NOT_FOUND = said(/*i18n*/ { id: 'error.memories.not-found', message: 'Memory not found' });
/** How many of a user's newest memories a search ranks (the scan is bounded). */
export const SEARCH_SCAN_LIMIT = 5000;

/** A memory's words: trimmed, one space between words (code and quotations kept as written). */
export function cleanContent(content: string): string {
  const text = rewriteProse(content.trim(), (prose) => prose.replace(/\s+/g, ' '));
  if (!text)
    throw ValidationError.of(
      'content',
      said(/*i18n*/ { id: 'error.memories.content-required', message: 'A memory needs some content' }),
    );
  if (text.length > MEMORY_MAX_CHARS) {
    throw ValidationError.of(
      'content',
      said(
        /*i18n*/ { id: 'error.memories.too-long', message: 'A memory can be at most {max} characters' },
        {
          max: MEMORY_MAX_CHARS,
        },
      ),
    );
  }
  return text;
}

function checkVisibility(visibility: string): MemoryVisibility {
  if (visibility !== 'private' && visibility !== 'public') {
    throw ValidationError.of('visibility', 'Visibility must be private or public');
  }
  return visibility;
}

export function toRecord(row: {
  id: string;
  userId: string;
  content: string;
  visibility: string;
  source: string;
  sourceThreadId: string | null;
  sourceStepId: string | null;
  projectId: string | null;
  createdAt: Date;
  updatedAt: Date;
}): MemoryRecord {
  return {
    ...row,
    visibility: row.visibility as MemoryVisibility,
    source: row.source as MemorySource,
  };
}

/** Saves a fact about the user, with where it came from. */
export async function remember(db: Pick<Db, 'memory'>, input: RememberInput): Promise<MemoryRecord> {
  const row = await db.memory.create({
    data: {
      userId: input.userId,
      content: cleanContent(input.content),
      visibility: checkVisibility(input.visibility ?? 'private'),
      source: input.source,
      sourceThreadId: input.threadId ?? null,
      sourceStepId: input.stepId ?? null,
      projectId: input.projectId ?? null,
    },
  });
  return toRecord(row);
}

export interface SearchOptions {
  limit?: number;
  /** Recall by meaning (api/src/recall/): without it, or without a model, full text only. */
  recall?: Recall;
  signal?: AbortSignal;
  /**
   * Only what a conversation in this project (null: in none) may recall (projects/scope.ts).
   * Absent: every memory (the person's own Knowledge page).
   */
  inProject?: string | null;
}

/**
 * The where of a memory read: whose and which (the read's scope), the visibility an owner filters
 * their own list by, the project's scope.
 */
const memoryWhere = (scope: ReadScope, o: { visibility?: MemoryVisibility; inProject?: string | null }) => ({
  userId: scope.userId,
  ...(o.visibility ? { visibility: o.visibility } : {}),
  ...visibilityWhere(scope),
  ...(o.inProject !== undefined ? recallableMemories(o.inProject) : {}),
});

export interface MemoryHit extends MemoryRecord {
  /** How many of the query's keywords the memory contains. */
  score: number;
  /** Its place in each ranking (1 = first; null: not found that way) and in the fused one. */
  ranks: { text: number | null; meaning: number | null; fused: number };
  /** How alike its meaning is to the query's (cosine), when found by meaning. */
  similarity: number | null;
}

/** How many of each ranking's best go into the fusion. */
const RANKED = 50;

/** Rows (newest first) ranked by how many of the stems they hold, newest first among equals; none that hold none. */
export function rankByKeywords<Row extends { content: string }>(
  rows: readonly Row[],
  stems: Set<string>,
  limit: number,
): Array<{ row: Row; score: number }> {
  return rows
    .map((row, order) => ({ row, order, score: overlap(stems, row.content) }))
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map(({ row, score }) => ({ row, score }));
}

/**
 * Hybrid search over the scope's memories (a person's own, or only their public ones for their
 * twin). Full text ranks them by how many of the query's keywords (stopwords
 * removed, case-insensitive, lightly stemmed) they contain, newest first among equals; recall ranks
 * them by meaning; reciprocal rank fusion makes one list of the two. Runs the same on SQLite and
 * PostgreSQL.
 */
export async function searchMemories(
  db: Db,
  scope: ReadScope,
  query: string,
  options: SearchOptions = {},
): Promise<MemoryHit[]> {
  const stems = searchStems(query);
  const limit = Math.max(1, Math.min(options.limit ?? 5, 50));
  const vector =
    options.recall && query.trim() ? options.recall.embedQuery(query, options.signal) : Promise.resolve(null);
  const rows = await db.memory.findMany({
    where: memoryWhere(scope, options),
    orderBy: [{ updatedAt: 'desc' }, { id: 'asc' }],
    take: SEARCH_SCAN_LIMIT,
  });
  const byText = rankByKeywords(rows, stems, RANKED);
  const queryVector = await vector;
  const byMeaning =
    queryVector && options.recall ? await options.recall.memoriesByMeaning(scope, queryVector, { limit: RANKED }) : [];
  const found = new Map(rows.map((row) => [row.id, row]));
  // The index finds older memories than the newest SEARCH_SCAN_LIMIT too: read those by id, with
  // the same owner and visibility (the index's copy of a visibility may be a round behind).
  const older = byMeaning.map((hit) => hit.id).filter((id) => !found.has(id));
  if (older.length > 0) {
    const more = await db.memory.findMany({ where: { id: { in: older }, ...memoryWhere(scope, options) } });
    for (const row of more) found.set(row.id, row);
  }
  const similarity = new Map(byMeaning.map((hit) => [hit.id, hit.similarity]));
  const scores = new Map(byText.map((hit) => [hit.row.id, hit.score]));
  return fuseRankings([byText.map((hit) => hit.row.id), byMeaning.map((hit) => hit.id).filter((id) => found.has(id))])
    .slice(0, limit)
    .map((hit, index) => {
      const row = found.get(hit.id)!;
      return {
        ...toRecord(row),
        score: scores.get(hit.id) ?? 0,
        ranks: { text: hit.ranks[0]!, meaning: hit.ranks[1]!, fused: index + 1 },
        similarity: similarity.get(hit.id) ?? null,
      };
    });
}

export interface ListOptions {
  /** Only the owner's private or public memories (the two lists of their Knowledge page). */
  visibility?: MemoryVisibility;
  limit?: number;
  offset?: number;
  /** As SearchOptions.inProject. */
  inProject?: string | null;
}

/** The most memories one page of the list holds. */
export const MEMORIES_PAGE_MAX = 500;

/** A person's memories, newest change first. */
const MEMORY_LIST_ORDER = [{ updatedAt: 'desc' as const }, { id: 'asc' as const }];

/**
 * How a list of a person's memories is read, beside whose they are: newest change first, of one
 * visibility when asked. listMemories reads it; so does the GraphQL connection, which reaches the
 * memories through their owner (schema/memory.ts).
 */
export const ownMemoriesQuery = (options: { visibility?: MemoryVisibility } = {}) => ({
  where: options.visibility ? { visibility: checkVisibility(options.visibility) } : {},
  orderBy: MEMORY_LIST_ORDER,
});

/** The user's memories, newest first (a page and one more: a connection asks one more to see if another page follows). */
export async function listMemories(db: Db, scope: OwnerScope, options: ListOptions = {}): Promise<MemoryRecord[]> {
  if (options.visibility) checkVisibility(options.visibility);
  const rows = await db.memory.findMany({
    where: memoryWhere(scope, options),
    orderBy: MEMORY_LIST_ORDER,
    take: Math.max(1, Math.min(options.limit ?? 100, MEMORIES_PAGE_MAX + 1)),
    skip: Math.max(0, options.offset ?? 0),
  });
  return rows.map(toRecord);
}

async function owned(db: Db, userId: string, id: string) {
  const row = await db.memory.findFirst({ where: { id, userId } });
  if (!row) throw new NotFoundError(MEMORY_NOT_FOUND);
  return row;
}

/** Changes what a memory says (and optionally its visibility). */
export async function updateMemory(
  db: Db,
  userId: string,
  id: string,
  patch: { content?: string; visibility?: MemoryVisibility },
): Promise<MemoryRecord> {
  await owned(db, userId, id);
  const row = await db.memory.update({
    where: { id },
    data: {
      ...(patch.content !== undefined ? { content: cleanContent(patch.content) } : {}),
      ...(patch.visibility !== undefined ? { visibility: checkVisibility(patch.visibility) } : {}),
    },
  });
  return toRecord(row);
}

/** Makes a memory private or public (public memories are what a twin may use). */
export function setMemoryVisibility(
  db: Db,
  userId: string,
  id: string,
  visibility: MemoryVisibility,
): Promise<MemoryRecord> {
  return updateMemory(db, userId, id, { visibility });
}

/** Forgets a memory. */
export async function deleteMemory(db: Db, userId: string, id: string): Promise<void> {
  const { count } = await db.memory.deleteMany({ where: { id, userId } });
  if (count === 0) throw new NotFoundError(MEMORY_NOT_FOUND);
}
