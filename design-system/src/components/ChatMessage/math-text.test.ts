import { describe, expect, it } from 'vitest';
import { findMath } from './math-text';

const md = (text: string) => findMath(text).markdown;

describe('findMath', () => {
  it('leaves text without math alone', () => {
    const text = 'Plain **text**, a `code $x$` span, \\\\(two backslashes\\\\) and a \\* star.';
    expect(findMath(text)).toEqual({ hasMath: false, markdown: text, displayed: [], fallback: text });
  });

  it('reads the four delimiters as math, display for \\[…\\] and $$…$$', () => {
    const result = findMath('a \\(x^2\\) b $y$ c \\[z\\] d $$w$$');
    expect(result.markdown).toBe('a $$x^2$$ b $$y$$ c $$z$$ d $$w$$');
    expect(result.displayed).toEqual([false, false, true, true]);
    expect(result.fallback).toBe('a `\\(x^2\\)` b `$y$` c `\\[z\\]` d `$$w$$`');
  });

  it('keeps prices as text', () => {
    for (const text of [
      'It costs $5 and $10.',
      'From $5-$10',
      'US$5 or US$10',
      'Pay $ 5 or $ 6',
      'Only \\$5 and \\$x\\$',
    ]) {
      expect(findMath(text).hasMath, text).toBe(false);
      expect(md(text), text).toBe(text);
    }
    expect(md('Between $5 and $10, or $x$.')).toBe('Between $5 and $10, or $$x$$.');
  });

  it('does not touch code', () => {
    const text = 'Run `echo $HOME $PATH`:\n\n```sh\necho "$1" \\(x\\) $$y$$\n```\n\n~~~\n$a$\n~~~\n';
    expect(findMath(text)).toMatchObject({ hasMath: false, markdown: text });
    expect(findMath('```math\nx^2\n```').hasMath).toBe(true);
  });

  it('leaves a formula that is not closed yet as text (streaming)', () => {
    expect(findMath('So $$\\frac{a}{').markdown).toBe('So \\$\\$\\frac{a}{');
    expect(findMath('So $x + ').hasMath).toBe(false);
    expect(findMath('So \\(x + ').markdown).toBe('So \\(x + ');
    expect(findMath('So $$x$$ and $$y').markdown).toBe('So $$x$$ and \\$\\$y');
  });

  it('puts a multi-line formula on one line, outside quote markers and comments', () => {
    expect(md('Solve:\n\n$$\nx = \\frac{-b}{2a} % the root\n$$\n')).toBe('Solve:\n\n$$x = \\frac{-b}{2a}$$\n');
    expect(md('> \\[\n> a \\\\\n> b\n> \\]')).toBe('> $$a \\\\ b$$');
    expect(md('1. Area:\n   \\[\n   \\pi r^2\n   \\]')).toBe('1. Area:\n   $$\\pi r^2$$');
  });

  it('does not let a formula cross a blank line', () => {
    expect(findMath('$$a\n\nb$$').hasMath).toBe(false);
    expect(findMath('\\(a\n\nb\\)').hasMath).toBe(false);
  });

  it('nests dollars inside a formula', () => {
    expect(md('\\(\\text{$x$ costs \\$5}\\)')).toBe('$$\\text{$x$ costs \\$5}$$');
    expect(md('\\($$x$$\\)')).toBe('$$$ $$x$$ $$$');
  });
});
