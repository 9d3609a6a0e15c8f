/** What the local model does next: call tools, or answer from what the tools returned. */
import type { PromptView, ToolResultSeen } from './prompt-reading.js';

export interface LocalToolCall {
  toolName: string;
  input: Record<string, unknown>;
}

export type LocalDecision = { kind: 'tools'; calls: LocalToolCall[] } | { kind: 'text'; text: string };

export type LocalPolicy = (view: PromptView) => LocalDecision;

export const callTools = (...calls: LocalToolCall[]): LocalDecision => ({ kind: 'tools', calls });
export const answer = (text: string): LocalDecision => ({ kind: 'text', text });

/** The successful output of the first result of a tool, if it ran. */
export function resultOf<T>(results: ToolResultSeen[], toolName: string): T | undefined {
  const hit = results.find((r) => r.toolName === toolName && !r.isError);
  return hit ? (hit.output as T) : undefined;
}

/** The successful outputs of every call of a tool, in order. */
export function resultsOf<T>(results: ToolResultSeen[], toolName: string): T[] {
  return results.filter((r) => r.toolName === toolName && !r.isError).map((r) => r.output as T);
}

/** The error a tool gave back, if it failed. */
export function failureOf(results: ToolResultSeen[], toolName: string): string | undefined {
  const hit = results.find((r) => r.toolName === toolName && r.isError);
  return hit ? String(hit.output) : undefined;
}

export function failedTools(results: ToolResultSeen[]): string[] {
  return results.filter((r) => r.isError).map((r) => r.toolName);
}
