/** The chat engine's records (the shapes the read layer returns and GraphQL/REST expose). */
import type { Selectable, Simplify } from 'kysely';
import type { DB } from '../db/typed-sql/statement.js';
import type { ElementColumn, SessionColumn, StepColumn, ThreadColumn, ToolCallColumn } from './read/columns.js';
import type { Snippet } from './read/search-snippet.js';

/**
 * Records are the tables' rows as the generated table types have them (prisma/schema.prisma →
 * db/generated/kysely), less the columns the hot reads leave out (read/columns.ts), with JSON columns
 * typed and a few fields composed. A column added to the data model is in its record at once.
 */
type Row<T extends keyof DB> = Selectable<DB[T]>;
type JsonObject = Record<string, unknown>;

export type ThreadRecord = Simplify<
  Omit<Pick<Row<'Thread'>, ThreadColumn>, 'metadata' | 'nameSource'> & {
    metadata: JsonObject;
    /** 'user' once renamed: automatic titles leave the name alone. */
    nameSource: 'auto' | 'user';
  }
>;

export type ElementRecord = Simplify<
  Omit<Pick<Row<'Element'>, ElementColumn>, 'properties' | 'metadata'> & {
    properties: JsonObject;
    metadata: JsonObject;
  }
>;

export type ToolCallRecord = Simplify<Pick<Row<'ToolCall'>, ToolCallColumn>>;

export type ToolCallSessionRecord = Simplify<
  Omit<Pick<Row<'ToolCallSession'>, SessionColumn>, 'agentHandoffs'> & {
    agentHandoffs: unknown[];
    toolCalls: ToolCallRecord[];
  }
>;

export type StepRecord = Simplify<
  Omit<
    Pick<Row<'Step'>, StepColumn>,
    'errors' | 'metadata' | 'tags' | 'feedbackRating' | 'feedbackComment' | 'feedbackAt'
  > & {
    errors: unknown[];
    metadata: JsonObject;
    tags: unknown[];
    /** Thumbs up/down on an assistant answer, from whoever asked. */
    feedback: StepFeedback | null;
    /** The ids of the message's siblings (this one included), in order (chat/branches.ts). */
    siblingIds: string[];
    elements: ElementRecord[];
    toolCallSession: ToolCallSessionRecord | null;
  }
>;

export interface StepFeedback {
  rating: 'up' | 'down';
  comment: string | null;
  updatedAt: Date | null;
}

export interface SearchHit {
  id: string;
  name: string | null;
  updatedAt: Date;
  /** The best-matching message (null when only the name matched), and the passage to show. */
  stepId: string | null;
  snippet: Snippet | null;
}
