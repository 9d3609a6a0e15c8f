/**
 * What of a written answer is read aloud: its words, without Markdown's marks. Code is not read
 * out symbol by symbol: a block becomes "(code)". Links read as their text, lists and headings as
 * their lines. One rule for both voices: the browser's (design-system's ReadAloudButton) and the
 * server's (api/src/voice/speech-parts.ts), so an answer reads the same whichever speaks it.
 */
export function spokenText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?(```|$)/g, ' (code) ')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/(\*\*|__|~~|\*|_)(?=\S)([^\n]*?\S)\1/g, '$2')
    .replace(/^\s*([-*_]\s*){3,}$/gm, '')
    .replace(/\|/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}
