/**
 * Memory suggestions with a real model (docs/product.md §10): the rules of
 * memories/fact-finder.ts gather a person's first-person statements; the model keeps the lasting
 * facts among them and words each as a memory. The scripted test server recognises these requests
 * by their instructions.
 */
export const FACT_INSTRUCTIONS =
  'You help a person decide what their assistant should remember about them. Below are numbered ' +
  'statements they wrote in past conversations. Keep only lasting facts about the person (who they are, ' +
  'where they live, their work, their people, their tastes and habits); leave out passing moods, plans ' +
  'and anything about other topics. Answer with one line per fact kept, as "N: the fact in the first ' +
  'person", for example "3: I live in Lisbon." Nothing else; answer "none" when nothing is worth keeping.';

/** At most this much of the statements goes to the model. */
const PROMPT_MAX_CHARS = 12_000;
const FACT_MAX_CHARS = 300;

export interface PickedFact {
  /** The statement's number in the prompt (0-based). */
  index: number;
  content: string;
}

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

/** The model's "N: fact" lines; numbers outside 1..count and empty facts are dropped, each number once. */
export function parsePicked(text: string, count: number): PickedFact[] {
  const picked = new Map<number, string>();
  for (const line of text.split('\n')) {
    const m = /^\s*(?:[-*•]\s*)?(\d+)\s*[:.)\]-]\s*(.+?)\s*$/.exec(line);
    if (!m) continue;
    const index = Number(m[1]) - 1;
    const content = m[2]!.replace(/^["“]|["”]$/g, '').trim().slice(0, FACT_MAX_CHARS);
    if (index < 0 || index >= count || !content || picked.has(index)) continue;
    picked.set(index, content);
  }
  return [...picked].map(([index, content]) => ({ index, content }));
}
