/**
 * The parts of a text that must stay exactly as written: fenced and inline code and quotations.
 * Rewrites of a person's words (second and third person, whitespace) touch only the prose around them.
 */

const VERBATIM = /```[\s\S]*?(?:```|$)|~~~[\s\S]*?(?:~~~|$)|`[^`\n]*`|"[^"\n]*"|“[^”\n]*”/g;

/** The text with `rewrite` applied to its prose only; code and quotations are kept as they are. */
export function rewriteProse(text: string, rewrite: (prose: string) => string): string {
  let out = '';
  let at = 0;
  for (const match of text.matchAll(VERBATIM)) {
    out += rewrite(text.slice(at, match.index)) + match[0];
    at = match.index + match[0].length;
  }
  return out + rewrite(text.slice(at));
}
