/**
 * "Based on": the public facts a twin's answer was written from, read off the tool calls the
 * answer made (agent/tools/twin-tools.ts records what each returned). Visitors see these under
 * the answer instead of the tool calls themselves. An answer that passed the question on to the
 * owner was not based on anything it found, so it lists nothing; nor does a reply the owner
 * revised (their words replaced the twin's, and the facts were the twin's sources, not theirs).
 */
import type { ToolCallSessionRecord } from './records.js';

/** What a visitor reads for the owner's public profile when the twin read it. */
const PUBLIC_PROFILE_SOURCE = 'Public profile';

/** A JSON object as a record, or null for anything else. */
export const record = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

export function basedOn(session: ToolCallSessionRecord | null, metadata?: unknown): string[] {
  if (record(metadata)?.revised_by === 'owner') return [];
  const calls = (session?.toolCalls ?? []).filter((c) => c.status === 'completed' && !c.isError);
  if (calls.some((c) => c.name === 'ask_owner')) return [];
  const facts: string[] = [];
  let profile = false;
  for (const call of calls) {
    const output = record(call.outputResult);
    if (call.name === 'search_public_memories' && Array.isArray(output?.facts)) {
      for (const fact of output.facts) {
        const content = record(fact)?.content;
        if (typeof content === 'string' && content.trim() && !facts.includes(content.trim()))
          facts.push(content.trim());
      }
    }
    if (call.name === 'get_public_profile' && output?.available === true) profile = true;
  }
  return profile ? [...facts, PUBLIC_PROFILE_SOURCE] : facts;
}
