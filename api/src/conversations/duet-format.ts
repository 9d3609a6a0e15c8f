/**
 * The Duet conversation format ("duet.conversation", version 1): what a thread export in JSON
 * holds (docs/product.md, "Take it with you"), and what the importer reads back
 * (api/src/conversations/import/). Every step of every branch is kept, ordered by seq; user
 * messages carry their `input`, answers their `output`; tool-call internals are left out.
 * No validation library here: this module only builds the shape.
 */
import type { DuetProject } from '../projects/portable.js';

export const DUET_FORMAT = 'duet.conversation';
export const DUET_FORMAT_VERSION = 1;

export interface DuetAttachment {
  name: string;
  mime_type: string;
  url?: string;
}

export interface DuetMessage {
  id: string;
  /** The message this one follows (null for the thread's first). */
  parent_id: string | null;
  role: 'user' | 'assistant';
  text: string;
  created_at: string;
  /** Its place among the messages that follow the same parent (edits, regenerations). */
  sibling_index: number;
  /** Whether it lies on the branch the thread shows. */
  on_branch: boolean;
  model?: string;
  attachments?: DuetAttachment[];
}

export interface DuetThread {
  id: string;
  name: string | null;
  agent_type: string;
  thread_type: string;
  created_at: string;
  updated_at: string;
  pinned: boolean;
  /** The project it is in, with its instructions (api/src/projects/portable.ts); absent: none. */
  project?: DuetProject;
}

export interface DuetConversation {
  format: typeof DUET_FORMAT;
  version: typeof DUET_FORMAT_VERSION;
  exported_at: string;
  thread: DuetThread;
  messages: DuetMessage[];
}

/** A thread as the exporter reads it. */
export interface ExportThreadRow {
  id: string;
  name: string | null;
  agentType: string;
  threadType: string;
  createdAt: Date;
  updatedAt: Date;
  pinned: boolean;
  projectId: string | null;
}

/** A step as the exporter reads it (every kind; tool-call steps are dropped by the builder). */
export interface ExportStepRow {
  id: string;
  parentId: string | null;
  stepType: string;
  input: string | null;
  output: string | null;
  createdAt: Date;
  siblingIndex: number;
  onBranch: boolean;
  model: string | null;
  attachments: DuetAttachment[];
}

/**
 * A step as a message: its role and text (a user message's `input`, an answer's `output`); null
 * for steps that are not messages (tool calls).
 */
export function messageOfStep(
  step: Pick<ExportStepRow, 'stepType' | 'input' | 'output'>,
): { role: DuetMessage['role']; text: string } | null {
  if (step.stepType === 'USER_MESSAGE') return { role: 'user', text: step.input ?? '' };
  if (step.stepType === 'ASSISTANT_MESSAGE') return { role: 'assistant', text: step.output ?? '' };
  return null;
}

function duetThread(t: ExportThreadRow, project: DuetProject | undefined): DuetThread {
  return {
    id: t.id,
    name: t.name,
    agent_type: t.agentType,
    thread_type: t.threadType,
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(),
    pinned: t.pinned,
    ...(project ? { project } : {}),
  };
}

/**
 * The messages of a thread from its steps in seq order. A message that followed a dropped step
 * (a tool call) points at the nearest message before it, so parent_id always names a message
 * of the export.
 */
function duetMessages(steps: readonly ExportStepRow[]): DuetMessage[] {
  const dropped = new Map<string, string | null>();
  const keptParent = (id: string | null): string | null => {
    let current = id;
    for (let hops = 0; current !== null && dropped.has(current) && hops < 10_000; hops++)
      current = dropped.get(current) ?? null;
    return current;
  };
  const messages: DuetMessage[] = [];
  for (const s of steps) {
    const kept = messageOfStep(s);
    if (!kept) {
      dropped.set(s.id, s.parentId);
      continue;
    }
    const { role, text } = kept;
    const message: DuetMessage = {
      id: s.id,
      parent_id: keptParent(s.parentId),
      role,
      text,
      created_at: s.createdAt.toISOString(),
      sibling_index: s.siblingIndex,
      on_branch: s.onBranch,
    };
    if (role === 'assistant' && s.model) message.model = s.model;
    if (s.attachments.length > 0) message.attachments = s.attachments;
    messages.push(message);
  }
  return messages;
}

export function duetConversation(
  thread: ExportThreadRow,
  steps: readonly ExportStepRow[],
  exportedAt: Date = new Date(),
  project?: DuetProject,
): DuetConversation {
  return {
    format: DUET_FORMAT,
    version: DUET_FORMAT_VERSION,
    exported_at: exportedAt.toISOString(),
    thread: duetThread(thread, project),
    messages: duetMessages(steps),
  };
}
