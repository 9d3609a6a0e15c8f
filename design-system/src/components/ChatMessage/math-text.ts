/**
 * The formulas of a chat answer, found before the Markdown is parsed (Markdown.tsx renders them
 * with KaTeX). Models write math four ways: `\(…\)` and `$…$` inline, `\[…\]` and
 * `$$…$$` on a line of its own. Markdown's math syntax knows only the dollars, and with single dollars on it
 * reads prices as math: "$5 and $10" would become the formula "5 and ". So:
 *
 * - `\(…\)`, `\[…\]` and `$$…$$` are always math, as in ChatGPT and Claude.
 * - `$…$` is math by Pandoc's rule: the opening `$` has a non-space right after it, the first
 *   `$` after that closes, with a non-space before it and no digit after it. "$5 and $10",
 *   "$5-$10" and "US$5 or US$10" stay text; `\$` is always a dollar sign.
 * - Nothing in code (fenced blocks, inline code) is touched.
 * - A formula not closed yet (an answer still being written) stays text, so a lone `$$` cannot
 *   turn the rest of the answer into one formula; it becomes math when its end arrives.
 *
 * Every formula is handed to the Markdown reader in one form, `$$…$$` on a single line (a
 * formula's line breaks are spaces to TeX); `displayed` says which were written to stand on their
 * own line.
 */

export interface MathText {
  /** Whether the text has a formula (or a ```math block): only then is KaTeX loaded. */
  hasMath: boolean;
  /** The Markdown with every formula as `$$…$$` text math. */
  markdown: string;
  /** Formula by formula, in reading order: shown as display math (`\[…\]`, `$$…$$`)? */
  displayed: boolean[];
  /** The Markdown with every formula as inline code of its source: shown until KaTeX is there. */
  fallback: string;
}

const FENCE = /^(?:[ \t]*>)*[ \t]*(`{3,}|~{3,})(.*)$/;
/** A blank line ends a paragraph, and with it any formula or code span. */
const BLANK_LINE = /\n[ \t>]*\n/y;
const SPECIAL = /[`\\$]/g;

/** A line opening or closing a fenced code block: its fence and what follows it. */
function fenceOf(line: string): { char: string; length: number; info: string } | null {
  const match = FENCE.exec(line.replace(/\n$/, ''));
  const [, run = '', info = ''] = match ?? [];
  if (!match || (run.startsWith('`') && info.includes('`'))) return null;
  return { char: run.charAt(0), length: run.length, info: info.trim() };
}

export function findMath(source: string): MathText {
  const out = new Output();
  let prose = '';
  let open: { char: string; length: number } | null = null;
  for (const line of source.split(/(?<=\n)/)) {
    const fence = fenceOf(line);
    if (open) {
      out.verbatim(line);
      if (fence && fence.char === open.char && fence.length >= open.length && !fence.info) open = null;
    } else if (fence) {
      scanProse(prose, out);
      prose = '';
      out.verbatim(line);
      open = fence;
      if (fence.info.split(/\s/)[0] === 'math') out.hasMath = true;
    } else {
      prose += line;
    }
  }
  scanProse(prose, out);
  return {
    hasMath: out.hasMath,
    markdown: out.markdown.join(''),
    displayed: out.displayed,
    fallback: out.fallback.join(''),
  };
}

class Output {
  hasMath = false;
  markdown: string[] = [];
  fallback: string[] = [];
  displayed: boolean[] = [];

  verbatim(text: string, fallback = text) {
    this.markdown.push(text);
    this.fallback.push(fallback);
  }

  formula(tex: string, display: boolean, source: string) {
    this.hasMath = true;
    this.displayed.push(display);
    this.verbatim(fenced(tex, '$', 2), fenced(source, '`', 1));
  }
}

/** `text` between runs of `char` longer than any inside it (how code spans and text math nest). */
function fenced(text: string, char: string, min: number): string {
  const longest = Math.max(0, ...Array.from(text.matchAll(new RegExp(`\\${char}+`, 'g')), (m) => m[0].length));
  const run = char.repeat(Math.max(min, longest + 1));
  const pad = text.startsWith(char) || text.endsWith(char) ? ' ' : '';
  return `${run}${pad}${text}${pad}${run}`;
}

function runAt(text: string, at: number, char: string): number {
  let end = at;
  while (text[end] === char) end++;
  return end - at;
}

function blankLineAt(text: string, at: number): boolean {
  BLANK_LINE.lastIndex = at;
  return BLANK_LINE.test(text);
}

/** Where the run of exactly `length` `$` closing a formula opened before `from` starts, or -1. */
function closingDollars(text: string, from: number, length: number): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (blankLineAt(text, i)) return -1;
    else if (text[i] === '$') {
      const run = runAt(text, i, '$');
      if (run === length) return i;
      i += run - 1;
    }
  }
  return -1;
}

/** Where `\)` (or `\]`) closes a formula opened before `from`, or -1. */
function closingBackslash(text: string, from: number, close: string): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === '\\') {
      if (text[i + 1] === close) return i;
      i++;
    } else if (blankLineAt(text, i)) return -1;
  }
  return -1;
}

/** Where the code span opened by `length` backticks before `from` ends (after its run), or -1. */
function closingBackticks(text: string, from: number, length: number): number {
  for (let i = from; i < text.length; i++) {
    if (blankLineAt(text, i)) return -1;
    if (text[i] === '`') {
      const run = runAt(text, i, '`');
      if (run === length) return i + run;
      i += run - 1;
    }
  }
  return -1;
}

/**
 * A formula's TeX on one line: line breaks are spaces to TeX, a `%` comment would swallow the rest
 * of the line, and lines inside a quote start with its `>` markers, which are not TeX.
 */
function oneLine(tex: string, quoteDepth: number): string {
  const marker = new RegExp(`^[ \\t]*(?:>[ \\t]?){0,${quoteDepth}}`);
  return tex
    .split('\n')
    .map((line, i) => (i === 0 ? line : line.replace(marker, '')).replace(/(?<!\\)%.*$/, ''))
    .join(' ')
    .trim();
}

function quoteDepthAt(text: string, at: number): number {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  return (/^(?:[ \t]*>)*/.exec(text.slice(lineStart, at))?.[0].match(/>/g) ?? []).length;
}

function scanProse(text: string, out: Output) {
  let i = 0;
  const formula = (start: number, contentStart: number, contentEnd: number, end: number, display: boolean) => {
    const tex = oneLine(text.slice(contentStart, contentEnd), quoteDepthAt(text, start));
    if (!tex) return false;
    out.formula(tex, display, text.slice(start, end));
    i = end;
    return true;
  };
  while (i < text.length) {
    SPECIAL.lastIndex = i;
    const next = SPECIAL.exec(text);
    const at = next ? next.index : text.length;
    if (at > i) out.verbatim(text.slice(i, at));
    i = at;
    if (!next) break;
    if (next[0] === '`') {
      const run = runAt(text, i, '`');
      const end = closingBackticks(text, i + run, run);
      out.verbatim(text.slice(i, end === -1 ? i + run : end));
      i = end === -1 ? i + run : end;
    } else if (next[0] === '\\') {
      const open = text[i + 1];
      if (open === '(' || open === '[') {
        const close = closingBackslash(text, i + 2, open === '(' ? ')' : ']');
        if (close !== -1 && formula(i, i + 2, close, close + 2, open === '[')) continue;
      }
      out.verbatim(text.slice(i, i + 2));
      i += 2;
    } else {
      const run = runAt(text, i, '$');
      if (run >= 2) {
        const close = closingDollars(text, i + run, run);
        if (close !== -1 && formula(i, i + run, close, close + run, true)) continue;
        // Not closed (yet): dollar signs, not the start of a formula that runs to the end.
        out.verbatim('\\$'.repeat(run));
        i += run;
        continue;
      }
      const close = /\S/.test(text.charAt(i + 1)) ? closingDollars(text, i + 1, 1) : -1;
      const closes = close !== -1 && /\S/.test(text.charAt(close - 1)) && !/\d/.test(text.charAt(close + 1));
      if (closes && formula(i, i + 1, close, close + 1, false)) continue;
      out.verbatim('$');
      i += 1;
    }
  }
}
