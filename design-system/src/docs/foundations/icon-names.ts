/**
 * The Lucide icons Duet draws, read from the source that imports them (`import { Plus, X as Close }
 * from 'lucide-react'`): each icon's name and the files that use it.
 */
export interface IconUse {
  name: string;
  files: string[];
}

export function iconUses(sources: Record<string, string>): IconUse[] {
  const uses = new Map<string, Set<string>>();
  for (const [file, source] of Object.entries(sources)) {
    for (const [, list] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g)) {
      for (const part of list!.split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (!name || !/^[A-Z]/.test(name) || name.endsWith('Props')) continue;
        uses.set(name, (uses.get(name) ?? new Set()).add(file));
      }
    }
  }
  return [...uses]
    .map(([name, files]) => ({ name, files: [...files].sort() }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
