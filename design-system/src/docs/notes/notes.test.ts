import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { componentNotes } from './index';

const components = fileURLToPath(new URL('../../components', import.meta.url));

/** The story title of each component's stories file: the first `title:` after `const meta`. */
function storyTitles(): string[] {
  return (
    readdirSync(components, { recursive: true, encoding: 'utf8' })
      // Not the folders of their pictures (__screenshots__/Button.stories.tsx/, .storybook/visual.ts).
      .filter((file) => file.endsWith('.stories.tsx') && !file.includes('__screenshots__'))
      .map((file) => {
        const source = readFileSync(join(components, file), 'utf8');
        const meta = source.slice(source.indexOf('const meta'));
        const title = /title: '([^']+)'/.exec(meta)?.[1];
        if (!title) throw new Error(`${file} has no meta title`);
        return title;
      })
  );
}

describe('component docs notes', () => {
  const titles = storyTitles();

  it('finds the stories of the components', () => {
    expect(titles.length).toBeGreaterThan(80);
  });

  it('has notes for every component', () => {
    expect(titles.filter((title) => !(title in componentNotes))).toEqual([]);
  });

  it('has no notes for a component that is gone', () => {
    expect(Object.keys(componentNotes).filter((title) => !titles.includes(title))).toEqual([]);
  });

  it('says something in every note', () => {
    for (const notes of Object.values(componentNotes)) {
      for (const text of Object.values(notes)) expect(text.trim().length).toBeGreaterThan(8);
    }
  });
});
