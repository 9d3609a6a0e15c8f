/**
 * Memory suggestions with a real model (docs/product.md §10): the rules of
 * memories/fact-finder.ts gather a person's first-person statements; the model keeps the lasting
 * facts among them and words each as a memory. Structured output: the answer must fit a zod
 * schema, and the statements are numbered in the prompt. The scripted test server recognises these
 * requests by their instructions.
 */
import type { LanguageModelV4 } from '@ai-sdk/provider';
import { generateText, Output } from 'ai';
import { z } from 'zod';
import type { PickedFact } from './contract.js';

export const FACT_INSTRUCTIONS =
  'You help a person decide what their assistant should remember about them. Below are numbered ' +
  'statements they wrote in past conversations. Keep only lasting facts about the person (who they are, ' +
  'where they live, their work, their people, their tastes and habits); leave out passing moods, plans ' +
  'and anything about other topics. Word each fact kept in the first person ("I live in Lisbon."). ' +
  'Answer as JSON: {"facts": [{"statement": N, "fact": "…"}]}, with an empty list when nothing is worth keeping.';

/** At most this much of the statements goes to the model. */
const PROMPT_MAX_CHARS = 12_000;
const FACT_MAX_CHARS = 300;

const PICKED = z.object({
  facts: z.array(z.object({ statement: z.number().int(), fact: z.string() })).max(200),
});

export function factPrompt(statements: readonly string[]): { prompt: string; count: number } {
  const lines: string[] = [];
  let size = 0;
  for (const [i, text] of statements.entries()) {
    const line = `${i + 1}: ${text}`;
    if (size + line.length > PROMPT_MAX_CHARS) break;
    lines.push(line);
    size += line.length + 1;
  }
  return { prompt: lines.join('\n'), count: lines.length };
}

/** The model's picks; numbers outside 1..count and empty facts are dropped, each number once. */
export function keptFacts(facts: z.infer<typeof PICKED>['facts'], count: number): PickedFact[] {
  const picked = new Map<number, string>();
  for (const { statement, fact } of facts) {
    const index = statement - 1;
    const content = fact
      .replace(/^["“]|["”]$/g, '')
      .trim()
      .slice(0, FACT_MAX_CHARS);
    if (index < 0 || index >= count || !content || picked.has(index)) continue;
    picked.set(index, content);
  }
  return [...picked].map(([index, content]) => ({ index, content }));
}

export async function pickFactsWithModel(
  model: LanguageModelV4,
  statements: readonly string[],
  options: { maxRetries: number; signal?: AbortSignal },
): Promise<PickedFact[]> {
  const { prompt, count } = factPrompt(statements);
  if (count === 0) return [];
  const { output } = await generateText({
    model,
    instructions: FACT_INSTRUCTIONS,
    prompt,
    output: Output.object({ schema: PICKED }),
    abortSignal: options.signal,
    maxOutputTokens: 3000,
    maxRetries: options.maxRetries,
  });
  return keptFacts(output.facts, count);
}
