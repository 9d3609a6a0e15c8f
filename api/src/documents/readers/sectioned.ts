/**
 * The result of a document read by sections (DOCX, HTML, Markdown): its sections, cut at the
 * text cap, and their text joined with the headings as lines; no text at all is no_text.
 */
import { noWords, type DocumentKind, type DocumentSection, type ExtractResult } from '../types.js';

/** Sections kept up to `maxChars` characters of body text (the last one cut), and whether any were cut. */
function capSections(sections: DocumentSection[], maxChars: number): { kept: DocumentSection[]; truncated: boolean } {
  const kept: DocumentSection[] = [];
  let chars = 0;
  for (const section of sections) {
    if (chars + section.text.length > maxChars) {
      const rest = maxChars - chars;
      if (rest > 0) kept.push({ ...section, text: section.text.slice(0, rest) });
      return { kept, truncated: true };
    }
    kept.push(section);
    chars += section.text.length;
  }
  return { kept, truncated: false };
}

export function sectionedResult(
  kind: DocumentKind,
  sections: DocumentSection[],
  maxChars: number,
  title?: string,
): ExtractResult {
  const { kept, truncated } = capSections(sections, maxChars);
  if (!kept.some((s) => s.text.trim() || s.heading)) return noWords();
  const text = kept
    .map((s) => (s.heading ? `${s.heading}\n\n${s.text}` : s.text))
    .filter((t) => t.trim())
    .join('\n\n')
    .trim();
  return { ok: true, kind, ...(title ? { title } : {}), sections: kept, text, chars: text.length, truncated };
}
