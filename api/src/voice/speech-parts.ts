/**
 * An answer as the parts the server's voice reads one at a time (speech.ts): its words without
 * Markdown's marks (common/spoken-text.ts, the same rule as the browser's own voice), split at the
 * ends of sentences into parts of at most PART_MAX characters. The first part is shorter (at most
 * FIRST_PART_MAX: a sentence or two), so that the voice starts soon while the next part is made. A
 * sentence longer than a part is split at a comma, else a space. The same answer always splits the
 * same way: a client asks for part 0, learns how many there are, and asks for each in turn.
 */
import { spokenText } from '../../../common/spoken-text.js';

export const FIRST_PART_MAX = 200;
export const PART_MAX = 600;

/** A sentence (or a line without a full stop: a heading, a list item) and whether a new line starts it. */
interface Unit {
  text: string;
  newLine: boolean;
}

/** The parts of `markdown` to read aloud, in order; none when it has no words. */
export function speechParts(markdown: string): string[] {
  const units = sentences(spokenText(markdown));
  const parts: string[] = [];
  let current = '';
  const limit = () => (parts.length === 0 ? FIRST_PART_MAX : PART_MAX);
  const flush = () => {
    if (current) parts.push(current);
    current = '';
  };
  for (const unit of units) {
    const joined = current ? `${current}${unit.newLine ? '\n' : ' '}${unit.text}` : unit.text;
    if (joined.length <= limit()) {
      current = joined;
      continue;
    }
    flush();
    let rest = unit.text;
    while (rest.length > limit()) {
      const cut = cutAt(rest, limit());
      parts.push(rest.slice(0, cut).trim());
      rest = rest.slice(cut).trim();
    }
    current = rest;
  }
  flush();
  return parts;
}

/** Lines, and the sentences within them: a sentence ends at . ! ? or … followed by a space. */
function sentences(text: string): Unit[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .flatMap((line) =>
      line
        .split(/(?<=[.!?…]["'”’)\]]?)\s+/)
        .filter(Boolean)
        .map((sentence, i) => ({ text: sentence, newLine: i === 0 })),
    );
}

/** Where to cut a sentence longer than `max`: after its last comma or semicolon, else its last space. */
function cutAt(sentence: string, max: number): number {
  const head = sentence.slice(0, max);
  const clause = Math.max(head.lastIndexOf(', '), head.lastIndexOf('; '));
  if (clause >= max / 2) return clause + 1;
  const space = head.lastIndexOf(' ');
  return space > 0 ? space : max;
}
