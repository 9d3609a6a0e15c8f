/** Up to two initials from a display name or username ('Ada Lovelace' → 'AL', 'ada-l' → 'AL'). */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .replace(/^@/, '')
    .split(/[\s._-]+/)
    .filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : (words[0]?.[1] ?? '');
  return (first + last).toUpperCase();
}
