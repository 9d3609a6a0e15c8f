/** The offline brain keeps to the length asked for in the person's instructions, given with the call (answer-style.ts). */
import { describe, expect, it } from 'vitest';
import { systemPrompt } from '../prompts.js';
import { shortened, wantsBrief } from './answer-style.js';

const given = (answerStyle: string | null, projectInstructions: string | null = null) => ({
  answerStyle,
  projectInstructions,
});

describe('the length asked for', () => {
  it('is read from "How should Duet answer?", given as data, in the ways people ask for short answers', () => {
    for (const style of [
      'Be brief.',
      'Keep answers short',
      'concise please',
      'One sentence, no fluff.',
      'TL;DR style',
    ]) {
      expect(wantsBrief(given(style)), style).toBe(true);
    }
    for (const style of ['Answer in French.', 'Explain things in detail.', null]) {
      expect(wantsBrief(given(style)), String(style)).toBe(false);
    }
    // A project's instructions may ask for it too.
    expect(wantsBrief(given(null, 'Keep it short: bullet points only.'))).toBe(true);
  });

  it('is never in a twin’s prompt', () => {
    const twin = systemPrompt('public_twin', null, undefined, { about: 'I am a nurse.', style: 'Be brief.' });
    expect(twin).not.toContain('nurse');
    expect(twin).not.toContain('Be brief.');
  });
});

describe('a short answer', () => {
  it('keeps the first sentence of a paragraph, with its closing quote', () => {
    expect(shortened('On page 12 of report.pdf: “It opens in June.” I found it in the report.')).toBe(
      'On page 12 of report.pdf: “It opens in June.”',
    );
    expect(shortened('Hello! I can remember things.\n\nAsk me anything.')).toBe('Hello!');
  });

  it('keeps a list whole, and leaves a one-sentence answer as it is', () => {
    expect(shortened('Here is what I know:\n- You live in Berlin.\n- You climb.\n\nSee Knowledge.')).toBe(
      'Here is what I know:\n- You live in Berlin.\n- You climb.',
    );
    expect(shortened('You live in Berlin.')).toBe('You live in Berlin.');
    expect(shortened('No full stop here')).toBe('No full stop here');
  });

  it('keeps what an introducing line introduces: a quote’s first line, or the next sentence', () => {
    expect(
      shortened('In the section “Tiles” of **plan.md**:\n\n> The wall tiles are terracotta.\n>\n> They come in March.'),
    ).toBe('In the section “Tiles” of **plan.md**:\n\n> The wall tiles are terracotta.');
    expect(shortened('Here is the answer:\n\nIt opens in June. It closes in May.')).toBe(
      'Here is the answer:\n\nIt opens in June.',
    );
  });
});
