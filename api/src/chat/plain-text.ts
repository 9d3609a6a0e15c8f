/**
 * A message's Markdown as the plain text a one-line preview shows (the sidebar, /history): marks
 * such as **bold**, `code`, [links](…), headings, quotes and list bullets are dropped, their words
 * kept, so no preview shows raw `**markdown**` (docs/decisions/first-hour.md).
 */
const RULES: readonly [RegExp, string][] = [
  [/```[^\n]*\n?/g, ''], // code fences (the code inside stays)
  [/!\[([^\]]*)\]\([^)]*\)/g, '$1'], // images: their alt text
  [/\[([^\]]+)\]\([^)]*\)/g, '$1'], // links: their text
  [/^\s{0,3}#{1,6}\s+/gm, ''], // headings
  [/^\s{0,3}>\s?/gm, ''], // quotes
  [/^\s*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?/gm, ''], // list bullets and task boxes
  [/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2'], // bold
  [/(~~)(?=\S)([\s\S]*?\S)\1/g, '$2'], // strikethrough
  [/(^|[^\w*])\*(?=\S)([^*\n]*?\S)\*(?!\w)/g, '$1$2'], // *italic*
  [/(^|[^\w])_(?=\S)([^_\n]*?\S)_(?!\w)/g, '$1$2'], // _italic_ (snake_case stays)
  [/`([^`\n]+)`/g, '$1'], // inline code
];

export function plainText(markdown: string): string {
  return RULES.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), markdown);
}
