/**
 * Reads the design tokens from their source, design-system/src/tokens/tokens.css, so the Foundations
 * pages show what the components use and never a copy of it: the `:root` block's custom properties,
 * grouped by the comment above them (`/* Space (4px grid) *\/`), with the note after a value (`/* 14 *\/`).
 */

export interface Token {
  /** The custom property as code uses it: `--color-canvas`. */
  name: string;
  /** The value as written: `light-dark(#f7f7f8, #0e0e11)`, `var(--color-blue)`, `0.875rem`. */
  value: string;
  /** The comment after it, if any: `14: UI default`. */
  note?: string;
}

export interface TokenGroup {
  /** The group's comment up to its first parenthesis: `Space`, `Accents`. */
  name: string;
  /** The rest of the comment, if any: `4px grid`. */
  detail?: string;
  tokens: Token[];
}

/** The groups of the first `:root { … }` block, in source order. */
export function parseTokens(css: string): TokenGroup[] {
  const start = css.indexOf(':root {');
  if (start < 0) return [];
  const body = css.slice(start + ':root {'.length, css.indexOf('\n}', start));
  const groups: TokenGroup[] = [];
  // A declaration ends at its semicolon (the font stacks span lines); a comment alone on its line opens a group.
  const pattern = /\/\*\s*([^*]*?)\s*\*\/|(--[\w-]+)\s*:\s*([^;]+);[ \t]*(?:\/\*\s*([^*]*?)\s*\*\/)?/g;
  for (const [, comment, name, value, note] of body.matchAll(pattern)) {
    if (comment !== undefined) {
      const [, title = comment, detail] = /^([^(]*?)\s*(?:\((.*)\))?$/.exec(comment) ?? [];
      groups.push({ name: title, ...(detail ? { detail } : {}), tokens: [] });
    } else if (name && value) {
      if (groups.length === 0) groups.push({ name: 'Other', tokens: [] });
      groups[groups.length - 1]!.tokens.push({
        name,
        value: value.replace(/\s+/g, ' ').trim(),
        ...(note ? { note } : {}),
      });
    }
  }
  return groups.filter((group) => group.tokens.length > 0);
}

/** `light-dark(a, b)` as its two values; any other value is the same in both themes. */
export function themeValues(value: string): { light: string; dark: string } {
  const match = /^light-dark\((.*)\)$/.exec(value);
  if (!match?.[1]) return { light: value, dark: value };
  // Split at the comma between the two arguments, not at the commas inside rgb(…).
  let depth = 0;
  const inner = match[1];
  for (let i = 0; i < inner.length; i++) {
    const char = inner[i];
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === ',' && depth === 0) return { light: inner.slice(0, i).trim(), dark: inner.slice(i + 1).trim() };
  }
  return { light: value, dark: value };
}

/** The numbers of `cubic-bezier(x1, y1, x2, y2)`, or undefined for another value. */
export function cubicBezier(value: string): [number, number, number, number] | undefined {
  const numbers = /^cubic-bezier\(([^)]*)\)$/.exec(value)?.[1]?.split(',').map(Number);
  return numbers?.length === 4 && numbers.every(Number.isFinite)
    ? [numbers[0]!, numbers[1]!, numbers[2]!, numbers[3]!]
    : undefined;
}
