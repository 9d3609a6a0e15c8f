/** How chat Markdown is read into tokens (marked's lexer, GitHub's dialect), formulas included. */
import { Lexer, type Token, type TokenizerExtensionFunction, type TokenizerStartFunction } from 'marked';
import type { MathToken } from './markdown-react';
import { findMath, type MathText } from './math-text';

/** The `$$…$$` formulas math-text.ts writes (a run of dollars longer than any inside). */
const MATH = /^(\${2,})(?!\$)([^\n]*?[^$\n])\1(?!\$)/;
const mathToken: TokenizerExtensionFunction = (src) => {
  const match = MATH.exec(src);
  if (!match) return undefined;
  const tex = match[2]!;
  return {
    type: 'math',
    raw: match[0],
    tex: tex.startsWith(' ') && tex.endsWith(' ') ? tex.slice(1, -1) : tex,
  } satisfies MathToken;
};
const mathStart: TokenizerStartFunction = (src) => {
  const at = src.indexOf('$$');
  return at === -1 ? undefined : at;
};
const plain = { gfm: true };
const withMath = {
  gfm: true,
  extensions: { inline: [mathToken], startInline: [mathStart], renderers: {}, childTokens: {} },
};

/**
 * The tokens of a message whose formulas were found by findMath: with `formulas` they are math
 * tokens; without (KaTeX not loaded), the message's fallback shows them as their source.
 */
export function lex(source: string, math: MathText, formulas: boolean): Token[] {
  if (formulas) return Lexer.lex(math.markdown, withMath);
  return Lexer.lex(math.hasMath ? math.fallback : source, plain);
}

type Loose = Token & {
  tokens?: Token[];
  items?: Array<{ tokens: Token[] }>;
  header?: Array<{ tokens: Token[] }>;
  rows?: Array<Array<{ tokens: Token[] }>>;
  tex?: string;
  text?: string;
};

function words(tokens: readonly Token[], block: boolean): string {
  const parts = tokens.map((token) => {
    const t = token as Loose;
    switch (t.type) {
      case 'space':
      case 'hr':
      case 'checkbox':
        return '';
      case 'br':
        return ' ';
      case 'code':
      case 'codespan':
      case 'html':
      case 'escape':
        return t.text ?? '';
      case 'math':
        return t.tex ?? '';
      case 'list':
        return (t.items ?? []).map((item) => words(item.tokens, true)).join('\n');
      case 'table':
        return [t.header ?? [], ...(t.rows ?? [])]
          .map((row) => row.map((cell) => words(cell.tokens, false)).join(', '))
          .join('\n');
      default:
        return t.tokens?.length ? words(t.tokens, false) : (t.text ?? '');
    }
  });
  return block ? parts.filter((p) => p.trim() !== '').join('\n') : parts.join('');
}

/**
 * What a screen reader should hear of a message: its words without Markdown's marks (no ``` or
 * **), code as its text, formulas as their source, a table row by row.
 */
export function spokenText(markdown: string): string {
  const math = findMath(markdown);
  return words(lex(markdown, math, math.hasMath), true).trim();
}
