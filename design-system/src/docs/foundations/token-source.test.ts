import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { foundationGroups } from './foundation-groups';
import { cubicBezier, parseTokens, themeValues } from './token-source';

const src = fileURLToPath(new URL('../..', import.meta.url));
const css = readFileSync(join(src, 'tokens/tokens.css'), 'utf8');
const groups = parseTokens(css);
const names = new Set(groups.flatMap((group) => group.tokens.map((token) => token.name)));

describe('the tokens read from tokens.css', () => {
  it('finds every custom property declared in :root', () => {
    const root = css.slice(css.indexOf(':root {'), css.indexOf('\n}', css.indexOf(':root {')));
    const declared = [...root.matchAll(/^\s*(--[\w-]+)\s*:/gm)].map((m) => m[1]);
    expect(declared.length).toBeGreaterThan(100);
    expect([...names]).toEqual(declared);
  });

  it('groups them by the comment above them', () => {
    expect(groups.map((group) => group.name)).toContain('Space');
    expect(groups.find((group) => group.name === 'Space')?.detail).toBe('4px grid');
    const md = groups.flatMap((group) => group.tokens).find((token) => token.name === '--font-size-md');
    expect(md).toEqual({ name: '--font-size-md', value: '0.875rem', note: '14: UI default' });
  });

  it('shows every group on a Foundations page, once', () => {
    const shown = Object.values(foundationGroups).flat();
    expect([...shown].sort()).toEqual(groups.map((group) => group.name).sort());
  });

  it('knows every token the components use (a missing one renders its fallback, or nothing)', () => {
    const files = readdirSync(join(src, 'components'), { recursive: true, encoding: 'utf8' });
    const used = new Set<string>();
    const local = new Set<string>(); // a component's own variables (--button-bg), set in its CSS
    for (const file of files.filter((f) => f.endsWith('.css'))) {
      const source = readFileSync(join(src, 'components', file), 'utf8');
      for (const [, name] of source.matchAll(/var\((--[\w-]+)/g)) used.add(name!);
      for (const [, name] of source.matchAll(/(--[\w-]+)\s*:/g)) local.add(name!);
    }
    const unknown = [...used].filter((name) => !names.has(name) && !local.has(name) && !name.startsWith('--radix-'));
    expect(unknown).toEqual([]);
  });
});

describe('themeValues', () => {
  it('splits light-dark() at its own comma', () => {
    expect(themeValues('light-dark(#fff, rgb(0 0 0 / 0.5))')).toEqual({ light: '#fff', dark: 'rgb(0 0 0 / 0.5)' });
    expect(themeValues('light-dark(rgb(1, 2, 3), #000)')).toEqual({ light: 'rgb(1, 2, 3)', dark: '#000' });
    expect(themeValues('var(--color-blue)')).toEqual({ light: 'var(--color-blue)', dark: 'var(--color-blue)' });
  });
});

describe('cubicBezier', () => {
  it('reads the four numbers, or nothing', () => {
    expect(cubicBezier('cubic-bezier(0.2, 0, 0, 1)')).toEqual([0.2, 0, 0, 1]);
    expect(cubicBezier('ease')).toBeUndefined();
  });
});
