/** What an agent loop needs for one turn (agent/runtime.ts prepares it). */
import type { LanguageModelV4 } from '@ai-sdk/provider';
import type { ModelMessage, ToolSet } from 'ai';

export interface RunnerInput {
  model: LanguageModelV4;
  system: string;
  messages: ModelMessage[];
  tools: ToolSet;
  signal: AbortSignal;
  maxSteps: number;
  maxRetries: number;
}
