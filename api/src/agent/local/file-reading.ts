/**
 * Attached files, as the offline brain answers about them: asked a question, it quotes the passage
 * that shares the question's words, with its page or section (document-passages.ts); otherwise it
 * reads a text file back (a short one whole; of a longer one its first lines, and how long it
 * is). Summarising or explaining needs a model, and it says so. Files whose text the prompt does
 * not hold (images, large or binary files, documents it could not read) it says it cannot read.
 */
import { NEEDS_A_MODEL } from '../offline-brain.js';
import type { FileSeen } from './prompt-reading.js';
import { asksAQuestion, passageAnswer } from './document-passages.js';
import type { GreetingKind } from './sentence-kinds.js';

/** A file this short (characters and lines) is read back whole. */
const WHOLE_MAX_CHARS = 1500;
const WHOLE_MAX_LINES = 30;
/** Of a longer file, this many lines (and at most this many characters). */
const FIRST_LINES = 12;
const FIRST_MAX_CHARS = 1500;

const count = (n: number, one: string) => `${n.toLocaleString('en-US')} ${one}${n === 1 ? '' : 's'}`;

/** A fence longer than any run of backticks in the text, so the text shows as written. */
function fenced(text: string): string {
  let longest = 2;
  for (const run of text.matchAll(/`+/g)) longest = Math.max(longest, run[0].length);
  const fence = '`'.repeat(longest + 1);
  return `${fence}text\n${text}\n${fence}`;
}

function readBack(file: FileSeen & { text: string }): string {
  const text = file.text.replace(/\s+$/, '');
  const lines = text.split('\n');
  if (!text) return `**${file.name}** is empty.`;
  if (!file.cut && text.length <= WHOLE_MAX_CHARS && lines.length <= WHOLE_MAX_LINES) {
    return `**${file.name}** says:\n\n${fenced(text)}`;
  }
  let first = lines.slice(0, FIRST_LINES).join('\n');
  if (first.length > FIRST_MAX_CHARS) first = `${first.slice(0, FIRST_MAX_CHARS)}…`;
  const length = file.cut
    ? `It is ${count(file.size, 'byte')} long; I was given its first ${count(file.text.length, 'character')}.`
    : `It is ${count(lines.length, 'line')} (${count(text.length, 'character')}) long.`;
  const shown = Math.min(FIRST_LINES, lines.length);
  return `**${file.name}** begins:\n\n${fenced(first)}\n\nThat is its first ${count(shown, 'line')}. ${length}`;
}

export function readFilesBack(files: FileSeen[], greeting: GreetingKind | null, message = ''): string {
  const parts: string[] = greeting === 'hello' ? ['Hi!'] : [];
  const readable = files.filter((f): f is FileSeen & { text: string } => f.text !== null);
  const found = readable.length > 0 && asksAQuestion(message) ? passageAnswer(readable, message) : null;
  if (found) parts.push(found);
  else for (const file of readable) parts.push(readBack(file));
  for (const file of files.filter((f) => f.text === null && f.unreadable)) {
    parts.push(`I couldn't read **${file.name}**: ${file.unreadable}`);
  }
  const unreadable = files.filter((f) => f.text === null && !f.unreadable);
  if (unreadable.length) {
    const names = unreadable.map((f) => `${f.name} (${f.mimeType})`).join(', ');
    parts.push(
      `I can't read ${names}: offline, I read only text files, such as notes, CSV, JSON or code, and PDF and Word files.`,
    );
  }
  if (found) {
    parts.push(`That is the passage I found. I'm Duet's offline brain: I can point to it, but ${NEEDS_A_MODEL}.`);
  } else if (readable.length) {
    parts.push(
      `I can read ${readable.length === 1 ? 'it' : 'them'} back, but I can't summarise or explain ${readable.length === 1 ? 'it' : 'them'}: ` +
        `I'm Duet's offline brain, and ${NEEDS_A_MODEL}.`,
    );
  }
  return parts.join('\n\n');
}
