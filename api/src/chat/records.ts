/** The chat engine's records (the shapes the read layer returns and GraphQL/REST expose). */
import type { Snippet } from './read/search-snippet.js';

export interface ThreadRecord {
  id: string;
  userId: string | null;
  anonId: string | null;
  twinOwnerId: string | null;
  name: string | null;
  agentType: string;
  threadType: string;
  metadata: Record<string, unknown>;
  stepCount: number;
  firstMessagePreview: string | null;
  lastMessagePreview: string | null;
  activeRunId: string | null;
  /** Listed first in the sidebar and /history. */
  pinned: boolean;
  /** 'user' once renamed: automatic titles leave the name alone. */
  nameSource: 'auto' | 'user';
  createdAt: Date;
  updatedAt: Date;
}

export interface ElementRecord {
  id: string;
  stepId: string;
  position: number;
  elementType: string;
  name: string | null;
  content: string | null;
  filePath: string | null;
  url: string | null;
  fileSize: number | null;
  mimeType: string | null;
  properties: Record<string, unknown>;
  metadata: Record<string, unknown>;
}

export interface ToolCallRecord {
  id: string;
  name: string;
  displayName: string | null;
  type: string;
  status: string;
  inputParams: unknown;
  outputResult: unknown;
  isError: boolean;
  startTime: Date;
  endTime: Date | null;
  durationMs: number | null;
}

export interface ToolCallSessionRecord {
  id: string;
  stepId: string;
  totalToolsCalled: number;
  completedCalls: number;
  agentHandoffs: unknown[];
  completionStatus: string;
  sessionStart: Date;
  createdAt: Date;
  toolCalls: ToolCallRecord[];
}

export interface StepRecord {
  id: string;
  threadId: string;
  userId: string | null;
  seq: number;
  stepType: string;
  input: string | null;
  output: string | null;
  status: string;
  streaming: boolean;
  waitForAnswer: boolean;
  isError: boolean;
  showInput: boolean;
  errors: unknown[];
  metadata: Record<string, unknown>;
  tags: unknown[];
  indentLevel: number;
  agentProcessingTimeMs: number | null;
  stepCreationTimeMs: number | null;
  totalTimeMs: number | null;
  runId: string | null;
  lastEventSeq: number;
  viewedAt: Date | null;
  startTime: Date | null;
  endTime: Date | null;
  createdAt: Date;
  /** Thumbs up/down on an assistant answer, from whoever asked. */
  feedback: StepFeedback | null;
  /** Branches (chat/branches.ts): the message before this one, and its place among its siblings. */
  parentId: string | null;
  siblingIndex: number;
  siblingCount: number;
  /** The ids of those siblings (this one included), in order. */
  siblingIds: string[];
  elements: ElementRecord[];
  toolCallSession: ToolCallSessionRecord | null;
}

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
