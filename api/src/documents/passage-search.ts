/**
 * Finds the passages of a person's documents that answer a question: the same hybrid recall
 * memories use, full text (FTS5 on SQLite, tsvector on PostgreSQL) and meaning (api/src/recall/)
 * fused by reciprocal rank (recall/fusion.ts). The owner and, for the twin, "public only" are
 * conditions of each query itself, on the passages' own columns, so a private passage is never a
 * candidate (by words: db/statements/passages-by-words.ts). Only passages of documents that are
 * read (ready) come back.
 */
import type { Db } from '../db/client.js';
import type { SqlReader } from '../db/sql-reader.js';
import { passageQuery, passagesByWords } from '../db/statements/passages-by-words.js';
import { keywords, stem } from '../words/search-terms.js';
import { publicOnly, visibilityWhere, type ReadScope } from '../privacy/read-scope.js';
import { fuseRankings } from '../recall/fusion.js';
import type { MeaningHit, Recall } from '../recall/recall.js';
import { displayTitle } from './library.js';

export interface PassageSearchDeps {
  db: Db;
  /** The read layer (db/sql-reader.ts): the search by words runs on it. */
  sql: SqlReader;
  recall?: Recall | null;
}

export interface PassageHit {
  chunkId: string;
  documentId: string;
  uploadId: string | null;
  sourceUrl: string | null;
  /** The document's title as a person reads it. */
  title: string;
  kind: string | null;
  page: number | null;
  heading: string | null;
  ordinal: number;
  text: string;
  /** Found by its words (not only by meaning): it shares a word with the question. */
  byWords: boolean;
  similarity: number | null;
}

export interface PassageSearchOptions {
  limit?: number;
  /** Only these documents (a message's attachments). */
  documentIds?: readonly string[];
  /**
   * Only one project's files (api/src/projects/scope.ts), or (null) only the library's, outside
   * every project. Absent: every document.
   */
  projectId?: string | null;
  /**
   * The question's passages by meaning (passagesByMeaning), when a search of the same question over
   * another scope asked for them already (projects/scope.ts): the question is embedded once.
   */
  byMeaning?: Promise<MeaningHit[]>;
  signal?: AbortSignal;
}

/** Candidates each ranking gives the fusion. */
const CANDIDATES = 20;
/** Search words at most (the question's rarest are kept by FTS's own ranking). */
const MAX_TERMS = 12;
/** A passage found only by meaning counts from here (a real embedding model; the local one shares words). */
const STRONG_SIMILARITY = 0.5;

/** The question's search words as stems, each a prefix ("bouldering" finds "boulders"). */
function terms(question: string): string[] {
  const out = new Set<string>();
  for (const word of keywords(question)) {
    const s = stem(word).replace(/[^\p{L}\p{N}]/gu, '');
    if (s.length >= 2) out.add(s);
  }
  return [...out].slice(0, MAX_TERMS);
}

async function byWords(
  deps: PassageSearchDeps,
  readScope: ReadScope,
  question: string,
  projectId: string | null | undefined,
): Promise<string[]> {
  const t = terms(question);
  if (t.length === 0) return [];
  const scope = projectId === undefined ? 'all' : projectId === null ? 'library' : 'project';
  // Only public passages for a public scope (the twin's): a condition of the statement itself.
  const rows = await deps.sql.rows(passagesByWords(`public:${publicOnly(readScope) ? 1 : 0}:${scope}`), {
    query: passageQuery(deps.sql.kind, t),
    userId: readScope.userId,
    projectId: projectId ?? '',
    limit: CANDIDATES,
  });
  return rows.map((r) => r.id);
}

/**
 * The person's passages nearest `question` by meaning, the fusion's second ranking: the question
 * embedded, the index asked. Not narrowed to a project (those candidates are filtered after).
 */
export async function passagesByMeaning(
  deps: PassageSearchDeps,
  readScope: ReadScope,
  question: string,
  { signal }: Pick<PassageSearchOptions, 'signal'> = {},
): Promise<MeaningHit[]> {
  if (!deps.recall || !question.trim()) return [];
  const vector = await deps.recall.embedQuery(question, signal);
  return vector ? deps.recall.chunksByMeaning(readScope, vector, { limit: CANDIDATES }) : [];
}

/**
 * The passages of the scope (a person's own, or only their public ones for their twin) that best
 * answer `question`, best first.
 */
export async function searchPassages(
  deps: PassageSearchDeps,
  readScope: ReadScope,
  question: string,
  { limit = 5, documentIds, projectId, byMeaning, signal }: PassageSearchOptions = {},
): Promise<PassageHit[]> {
  if (!question.trim()) return [];
  const [words, meant] = await Promise.all([
    byWords(deps, readScope, question, projectId),
    byMeaning ?? passagesByMeaning(deps, readScope, question, { signal }),
  ]);
  const similarity = new Map(meant.map((m) => [m.id, m.similarity]));
  const found = new Set(words);
  const fused = fuseRankings([words, meant.map((m) => m.id)]).filter(
    (f) => found.has(f.id) || (similarity.get(f.id) ?? 0) >= STRONG_SIMILARITY,
  );
  if (fused.length === 0) return [];
  const rows = await deps.db.documentChunk.findMany({
    where: {
      id: { in: fused.map((f) => f.id) },
      userId: readScope.userId,
      ...visibilityWhere(readScope),
      document: {
        status: 'ready',
        ...(documentIds ? { id: { in: [...documentIds] } } : {}),
        ...(projectId !== undefined ? { projectId } : {}),
      },
    },
    select: {
      id: true,
      documentId: true,
      ordinal: true,
      page: true,
      heading: true,
      text: true,
      document: { select: { uploadId: true, sourceUrl: true, title: true, name: true, kind: true } },
    },
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return fused
    .flatMap((f) => {
      const r = byId.get(f.id);
      return r
        ? [
            {
              chunkId: r.id,
              documentId: r.documentId,
              uploadId: r.document.uploadId,
              sourceUrl: r.document.sourceUrl,
              title: displayTitle(r.document),
              kind: r.document.kind,
              page: r.page,
              heading: r.heading,
              ordinal: r.ordinal,
              text: r.text,
              byWords: found.has(r.id),
              similarity: similarity.get(r.id) ?? null,
            },
          ]
        : [];
    })
    .slice(0, limit);
}

/** Where a passage is, as a person reads it: "page 12", "section: Pricing", or nothing. */
export function whereIs(hit: Pick<PassageHit, 'page' | 'heading'>): string | null {
  if (hit.page !== null) return `page ${hit.page}`;
  return hit.heading ? `section: ${hit.heading}` : null;
}

/** A passage as the agents' tools show it: which document, where in it, and its words (agent/ports.ts FoundPassage). */
export const foundPassage = (h: PassageHit) => ({
  chunkId: h.chunkId,
  documentId: h.documentId,
  title: h.title,
  where: whereIs(h),
  text: h.text,
});
