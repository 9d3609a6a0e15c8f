/**
 * Attached files, as the offline brain answers about them: asked a question, it quotes the passage
 * that shares the question's words, with its page or section (document-passages.ts); otherwise it
 * reads a text file back (a short one whole; of a longer one its first lines, and how long it
 * is). Summarising or explaining needs a model, and it says so. Files whose text the prompt does
 * not hold (images, large or binary files, documents it could not read) it says it cannot read.
 */
import type { OfflineWords } from '../offline-brain.js';
import type { I18n } from '../../words/i18n.js';
import type { FileSeen } from './prompt-reading.js';
import { asksAQuestion, passageAnswer } from './document-passages.js';
import type { GreetingKind } from './sentence-kinds.js';

/** A file this short (characters and lines) is read back whole. */
const WHOLE_MAX_CHARS = 1500;
const WHOLE_MAX_LINES = 30;
/** Of a longer file, this many lines (and at most this many characters). */
const FIRST_LINES = 12;
const FIRST_MAX_CHARS = 1500;

/** A fence longer than any run of backticks in the text, so the text shows as written. */
function fenced(text: string): string {
  let longest = 2;
  for (const run of text.matchAll(/`+/g)) longest = Math.max(longest, run[0].length);
  const fence = '`'.repeat(longest + 1);
  return `${fence}text\n${text}\n${fence}`;
}

function readBack(i18n: I18n, file: FileSeen & { text: string }): string {
  const text = file.text.replace(/\s+$/, '');
  const lines = text.split('\n');
  const name = file.name;
  if (!text) return i18n._({ id: 'brain.file.empty', message: '**{name}** is empty.', values: { name } });
  if (!file.cut && text.length <= WHOLE_MAX_CHARS && lines.length <= WHOLE_MAX_LINES) {
    return `${i18n._({ id: 'brain.file.says', message: '**{name}** says:', values: { name } })}\n\n${fenced(text)}`;
  }
  let first = lines.slice(0, FIRST_LINES).join('\n');
  if (first.length > FIRST_MAX_CHARS) first = `${first.slice(0, FIRST_MAX_CHARS)}…`;
  const length = file.cut
    ? i18n._({
        id: 'brain.file.length-cut',
        message:
          'It is {size, plural, one {# byte} other {# bytes}} long; I was given its first {chars, plural, one {# character} other {# characters}}.',
        values: { size: file.size, chars: file.text.length },
      })
    : i18n._({
        id: 'brain.file.length',
        message:
          'It is {lines, plural, one {# line} other {# lines}} ({chars, plural, one {# character} other {# characters}}) long.',
        values: { lines: lines.length, chars: text.length },
      });
  const shown = i18n._({
    id: 'brain.file.first-lines',
    message: 'That is its first {lines, plural, one {# line} other {# lines}}.',
    values: { lines: Math.min(FIRST_LINES, lines.length) },
  });
  const begins = i18n._({ id: 'brain.file.begins', message: '**{name}** begins:', values: { name } });
  return `${begins}\n\n${fenced(first)}\n\n${shown} ${length}`;
}

export function readFilesBack(w: OfflineWords, files: FileSeen[], greeting: GreetingKind | null, message = ''): string {
  const { i18n } = w;
  const parts: string[] = greeting === 'hello' ? [i18n._({ id: 'brain.hi', message: 'Hi!' })] : [];
  const readable = files.filter((f): f is FileSeen & { text: string } => f.text !== null);
  const found = readable.length > 0 && asksAQuestion(message) ? passageAnswer(readable, message, i18n) : null;
  if (found) parts.push(found);
  else for (const file of readable) parts.push(readBack(i18n, file));
  for (const file of files.filter((f) => f.text === null && f.unreadable)) {
    parts.push(
      i18n._({
        id: 'brain.file.unreadable',
        message: "I couldn't read **{name}**: {reason}",
        values: { name: file.name, reason: file.unreadable },
      }),
    );
  }
  const unreadable = files.filter((f) => f.text === null && !f.unreadable);
  if (unreadable.length) {
    const names = unreadable.map((f) => `${f.name} (${f.mimeType})`).join(', ');
    parts.push(
      i18n._({
        id: 'brain.file.not-text',
        message:
          "I can't read {names}: offline, I read only text files, such as notes, CSV, JSON or code, and PDF and Word files.",
        values: { names },
      }),
    );
  }
  if (found) {
    parts.push(w.pointsTo);
  } else if (readable.length) {
    parts.push(
      i18n._({
        id: 'brain.file.read-back-only',
        message:
          "{count, plural, one {I can read it back, but I can't summarise or explain it} other {I can read them back, but I can't summarise or explain them}}: " +
          "I'm Duet's offline brain, and answering that needs a model that writes{help}.",
        values: { count: readable.length, help: w.help },
      }),
    );
  }
  return parts.join('\n\n');
}
