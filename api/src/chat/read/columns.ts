/**
 * Which columns each chat record reads: every column of its table but those named here, so a
 * column added to the data model is read without a change here. The records' types
 * (chat/records.ts) and the rows' conversion (rows.ts) both build on these.
 */
import { columnsExcept } from '../../db/typed-sql/columns.js';

/** A thread's bookkeeping for runs, compaction and imports: not part of the record. */
export const THREAD_COLUMNS = columnsExcept('Thread', [
  'lastSeq',
  'summary',
  'summaryUptoSeq',
  'activeRunAt',
  'importKey',
]);
/** Where a step sits on the branches: history reads filter on them (chat/branches.ts). */
export const STEP_COLUMNS = columnsExcept('Step', ['chosen', 'onBranch']);
export const ELEMENT_COLUMNS = columnsExcept('Element', ['createdAt']);
export const SESSION_COLUMNS = columnsExcept('ToolCallSession');
export const TOOL_CALL_COLUMNS = columnsExcept('ToolCall', ['position']);

export type ThreadColumn = (typeof THREAD_COLUMNS)[number];
export type StepColumn = (typeof STEP_COLUMNS)[number];
export type ElementColumn = (typeof ELEMENT_COLUMNS)[number];
export type SessionColumn = (typeof SESSION_COLUMNS)[number];
export type ToolCallColumn = (typeof TOOL_CALL_COLUMNS)[number];
