/**
 * The memory an owner's answer to a passed-on question becomes (review.ts): a fact that reads on
 * its own, in the owner's words. "The Princess Bride, every time." answering "What is your
 * favourite film?" is kept as "My favourite film: The Princess Bride, every time." — the twin says
 * it in its voice (agent/local/twin-voice.ts) and the private brain lists it with what it answers.
 */

/** An answer that already says whose it is: "My favourite colour is green", "I grew up in Leeds". */
const STANDS_ALONE = /^(?:i|i'm|i've|i'd|i'll|my|mine|me|we|we're|we've|our|ours)\b/i;
/** Whose thing a question asks for: "your", "her", "Maya's", "Maya Chen's". */
const POSSESSOR = /\b(?:your|her|his|their|\p{Lu}[\p{L}.-]*(?:\s+\p{Lu}[\p{L}.-]*)*'s)(?=\s)/gu;
/** "What is X?", "Which are X?", "What's X?": a question asking what a thing is. */
const WHAT_IS = /^(?:what|which)(?:'s|\s+is|\s+are|\s+was|\s+were)\s+(.+?)[\s?.!]*$/i;

const plain = (text: string) => text.replace(/[’‘]/g, "'").trim();
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const withStop = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);

/** The owner's answer as a memory that says what it answers. */
export function answerAsMemory(question: string, answer: string): string {
  const said = answer.trim();
  if (STANDS_ALONE.test(plain(said))) return said;
  const asked = plain(question);
  const what = WHAT_IS.exec(asked);
  if (what && new RegExp(POSSESSOR.source, 'u').test(what[1]!)) {
    // "What is Maya's favourite film?" → "My favourite film: …" (the owner's own memory speaks as them).
    const thing = what[1]!.replace(POSSESSOR, 'my');
    return `${capitalise(thing)}: ${withStop(said)}`;
  }
  // Any other question is kept with the answer: "Where did you grow up? — In Leeds."
  return `${/[?]$/.test(asked) ? asked : `${asked}?`} — ${withStop(said)}`;
}
