/**
 * A real model's judgement about memories (the local provider uses memories/memory-judge.ts):
 * whether a new fact is already known, changes a memory or is new, and which memories a request to
 * forget means. Structured output: the answer must fit a zod schema, and the memories are numbered
 * in the prompt so the model never handles ids. The scripted test server recognises these requests
 * by their instructions.
 */
import type { LanguageModelV4 } from '@ai-sdk/provider';
import { generateText, Output } from 'ai';
import { z } from 'zod';
import type { ForgetJudge, KnownFact, MemoryJudge, MemoryJudges } from './ports.js';

export const JUDGE_INSTRUCTIONS =
  'You keep the memory of a personal assistant tidy. Given a new fact about the user and the numbered ' +
  'memories most like it, decide: "same" when a memory already says it (in any words), "update" when ' +
  'the new fact replaces a memory (the same thing, changed: a new city, a new job, a taste turned round), ' +
  'or "add" when it is new. Answer as JSON: {"action": "add" | "same" | "update", "memory": the number ' +
  'of the memory for same or update, else null}.';

export const FORGET_INSTRUCTIONS =
  'The user asked their assistant to forget something. Given what they asked and the numbered memories ' +
  'most like it, list the numbers of the memories that say it (none when no memory does). Answer as JSON: ' +
  '{"memories": [numbers]}.';

const VERDICT = z.object({ action: z.enum(['add', 'same', 'update']), memory: z.number().int().nullable() });
const FORGOTTEN = z.object({ memories: z.array(z.number().int()) });

const numbered = (known: readonly KnownFact[]) => known.map((m, i) => `${i + 1}. ${m.content}`).join('\n');

export function modelJudges(model: LanguageModelV4, maxRetries: number): MemoryJudges {
  const judgeMemory: MemoryJudge = async (fact, known, signal) => {
    const { output } = await generateText({
      model,
      instructions: JUDGE_INSTRUCTIONS,
      prompt: `New fact: ${fact}\n\nMemories:\n${numbered(known)}`,
      output: Output.object({ schema: VERDICT }),
      abortSignal: signal,
      maxRetries,
    });
    const chosen = output.memory === null ? undefined : known[output.memory - 1];
    // A verdict that names no memory it was shown is read as "add".
    return output.action === 'add' || !chosen ? { action: 'add' } : { action: output.action, id: chosen.id };
  };
  const pickForgotten: ForgetJudge = async (about, known, signal) => {
    const { output } = await generateText({
      model,
      instructions: FORGET_INSTRUCTIONS,
      prompt: `Forget: ${about}\n\nMemories:\n${numbered(known)}`,
      output: Output.object({ schema: FORGOTTEN }),
      abortSignal: signal,
      maxRetries,
    });
    return output.memories.flatMap((n) => (known[n - 1] ? [known[n - 1]!.id] : []));
  };
  return { judgeMemory, pickForgotten };
}
