/**
 * The sources under an answer: the passages of documents it was written from, read off what the
 * answer was given (metadata.sources: its attached documents' passages nearest the question, written
 * by chat/runs/run-executor.ts) and what its searches found (the search_documents and
 * search_public_documents tool calls). An answer that passed the question on to the owner, or that
 * the owner revised, lists none (as chat/based-on.ts). Whether a viewer may see each one, and where
 * it opens, is decided when it is shown (documents/cited-sources.ts).
 */
import { record } from './based-on.js';
import type { ToolCallSessionRecord } from './records.js';

export interface AnswerSourceRef {
  documentId: string;
  passageId: string | null;
  title: string;
  where: string | null;
}

const SEARCHES = new Set(['search_documents', 'search_public_documents']);
/** Sources shown under one answer at most. */
const MAX_SOURCES = 5;

function sourceOf(value: unknown): AnswerSourceRef | null {
  const v = record(value);
  if (!v || typeof v.document_id !== 'string' || typeof v.title !== 'string') return null;
  return {
    documentId: v.document_id,
    passageId: typeof v.passage_id === 'string' ? v.passage_id : null,
    title: v.title,
    where: typeof v.where === 'string' ? v.where : null,
  };
}

export function answerSources(session: ToolCallSessionRecord | null, metadata?: unknown): AnswerSourceRef[] {
  const meta = record(metadata);
  if (meta?.revised_by === 'owner') return [];
  const calls = (session?.toolCalls ?? []).filter((c) => c.status === 'completed' && !c.isError);
  if (calls.some((c) => c.name === 'ask_owner')) return [];
  const found: unknown[] = Array.isArray(meta?.sources) ? [...meta.sources] : [];
  for (const call of calls) {
    const passages = record(call.outputResult)?.passages;
    if (SEARCHES.has(call.name) && Array.isArray(passages)) found.push(...passages);
  }
  const out: AnswerSourceRef[] = [];
  for (const value of found) {
    const source = sourceOf(value);
    if (!source) continue;
    if (out.some((s) => s.documentId === source.documentId && s.where === source.where)) continue;
    out.push(source);
    if (out.length === MAX_SOURCES) break;
  }
  return out;
}
