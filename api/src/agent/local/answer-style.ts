/**
 * What the offline brain can follow of the person's "How should Duet answer?" (given with the call,
 * contract.ts TurnHints): the length of its answers. Anything else there (a language, a tone, a format)
 * needs a model; Settings says so (web/src/features/settings/PersonalisationSection.tsx).
 */
import type { CallHints } from './prompt-reading.js';

/** Words that ask for short answers, in the ways people say it. */
const BRIEF =
  /\b(brief(ly)?|short(er)?|concise(ly)?|succinct(ly)?|terse|to the point|one (sentence|line)|few words|no (fluff|filler|waffle)|tl;?dr|keep it (short|brief))\b/i;

/** Whether the person asked for short answers, in their own instructions or their project's (given as data). */
export function wantsBrief(hints: Pick<CallHints, 'answerStyle' | 'projectInstructions'>): boolean {
  return [hints.answerStyle, hints.projectInstructions].some((s) => s != null && BRIEF.test(s));
}

/**
 * The answer made short: its first paragraph, and of a paragraph without a list only its first
 * sentence (a closing quote or bracket stays with it). A first line that introduces what follows
 * ("In the section “Tiles” of plan.md:") keeps it: of a quote, its first quoted line.
 */
export function shortened(text: string): string {
  const [first, next] = text.trim().split(/\n\s*\n/) as [string, string | undefined];
  if (next && /:\s*$/.test(first)) {
    return `${first}\n\n${next.startsWith('>') ? next.split('\n')[0]! : shortened(next)}`;
  }
  if (first.includes('\n')) return first; // an opening line and its list: the list is the answer
  const sentence = /^.*?[.!?]+["'”’)\]]*(?=\s|$)/s.exec(first);
  return (sentence ? sentence[0] : first).trim();
}
