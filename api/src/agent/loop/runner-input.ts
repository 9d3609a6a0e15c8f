/** What an agent loop needs for one turn (agent/runtime.ts prepares it). */
import type { LanguageModelV4 } from '@ai-sdk/provider';
import type { ModelMessage, ToolSet } from 'ai';
import type { ResumePoint, TurnHints } from '../contract.js';

export interface RunnerInput {
  model: LanguageModelV4;
  system: string;
  messages: ModelMessage[];
  tools: ToolSet;
  signal: AbortSignal;
  maxSteps: number;
  maxRetries: number;
  /** Labels of tools the fixed list of tools/tool-context.ts does not name (the person's own). */
  labels?: Record<string, string>;
  /** The turn's agent and settings, as data for the model (contract.ts TurnHints). */
  hints?: TurnHints;
  /** The turn so far of an answer that stopped for a tool call's approval, with its decided result. */
  resume?: ResumePoint;
  /** The ids the model calls' spans carry (logging/spans.ts). */
  ids?: { runId?: string; threadId: string };
}
