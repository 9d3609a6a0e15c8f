/**
 * The offline title is a short phrase naming the first request (issue 57), not a bag of its longest
 * words. Behaviour, not exact strings: a few words, the subject's words in their order, none of the
 * request's politeness or lead-in, and nothing at all for a greeting or a remark about signing up.
 */
import { describe, expect, it } from 'vitest';
import { cleanTitle, localTitle } from './titles.js';

const words = (title: string) => title.split(/\s+/).filter(Boolean);

/** A title that reads as a phrase: 1–6 words, no lead-in, no final mark, capitalised. */
function expectPhrase(message: string): string {
  const title = localTitle(message);
  expect(title, message).not.toBeNull();
  const t = title!;
  expect(words(t).length, `${message} → ${t}`).toBeLessThanOrEqual(6);
  expect(t, message).not.toMatch(/[?!.,:;]$/);
  expect(t, message).not.toMatch(/^(?:can|could|would|will|please|i|i'm|i'd|hey|hi|hello|so|ok)\b/i);
  expect(t, message).not.toMatch(/\b(?:please|can you|could you)\b/i);
  expect(t.charAt(0), message).toBe(t.charAt(0).toUpperCase());
  return t;
}

/** Whether the title holds the subject's phrases, in order. */
function names(title: string, subject: string[]): boolean {
  let from = 0;
  for (const phrase of subject) {
    const at = title.toLowerCase().indexOf(phrase.toLowerCase(), from);
    if (at < 0) return false;
    from = at + phrase.length;
  }
  return true;
}

describe('the offline title names the request', () => {
  // Written before the rules changed, and not used to shape them.
  const heldOut: Array<[string, string[]]> = [
    ['Can you help me plan a trip to Lisbon?', ['plan', 'trip to Lisbon']],
    ['How do I keep my sourdough starter alive?', ['sourdough starter']],
    ['Please write a cover letter for a junior designer role', ['cover letter']],
    ['I need a packing list for a week of camping in Norway', ['packing list', 'camping']],
    ['What should I pack for Iceland in March?', ['pack for Iceland']],
    ['Could you explain how git rebase works with merge commits?', ['git rebase']],
    ["I'd like to learn Spanish before my trip to Mexico", ['learn Spanish']],
    ['What is the difference between TCP and UDP?', ['TCP and UDP']],
    ['hey! can you summarise the meeting notes below\nline one\n2\n3', ['summarise', 'meeting notes']],
    ['Which version of the return library is required?', ['version of the return library']],
    ['Give me ideas for a 10 year old birthday party', ['birthday party']],
    ['Fix this error: TypeError undefined is not a function', ['fix this error']],
    ['Why is the sky blue?', ['sky', 'blue']],
    ['Translate "good morning" into Japanese', ['translate', 'Japanese']],
    ['Tell me about the history of the Roman empire', ['history of the Roman empire']],
    ['Remember that I love bouldering on weekends', ['bouldering']],
    ['I want to build a budget spreadsheet for our household', ['budget spreadsheet']],
    ['Hi there. Any tips for running my first marathon?', ['first marathon']],
    ['Draft an email to my landlord about the broken heater', ['email to my landlord']],
    ['how to center a div in css', ['center a div']],
  ];
  it('gives every held-out request a short phrase of its own words', () => {
    for (const [message] of heldOut) expectPhrase(message);
  });

  // Measured before the rules were written against them: 18 of 20 kept their subject's phrases
  // whole; the two misses cut a long noun phrase ("Ideas for a 10 year old", "Packing list for a week").
  it('keeps the subject of nearly every held-out request', () => {
    const missed = heldOut.filter(([message, subject]) => !names(localTitle(message) ?? '', subject));
    const shown = missed.map(([m]) => `${m} → ${localTitle(m)}`).join('\n');
    expect(missed.length, shown).toBeLessThanOrEqual(2);
  });

  it('keeps the request whole when it is short, not its longest words', () => {
    const title = localTitle('Plan a trip to Lisbon')!;
    expect(title.toLowerCase()).toContain('plan');
    expect(words(title).length).toBeGreaterThanOrEqual(3);
  });

  it('drops a quantity word that opens the request', () => {
    for (const message of [
      'Can you give me some gift ideas for my sister?',
      'Any good books on sailing?',
      'A few questions about my lease',
    ]) {
      expect(localTitle(message)!, message).not.toMatch(/^(?:some|any|a few|few)\b/i);
    }
  });

  it('tells apart threads that start alike', () => {
    expect(localTitle('Remember that I love bouldering')).not.toBe(localTitle('Remember that I love sailing'));
  });

  it('cuts a long request at a phrase boundary, never on a dangling small word', () => {
    const title = localTitle(
      'Can you write a Python script that reads a CSV file of sales and plots the monthly totals as a bar chart?',
    )!;
    expect(words(title).length).toBeLessThanOrEqual(6);
    expect(title).not.toMatch(/\b(?:a|an|the|of|to|and|for|with|that|in|on|my)$/i);
    expect(title.toLowerCase()).toContain('python script');
  });

  it('leaves code marks and addresses out; a link in the request is named by its site', () => {
    const title = localTitle('Why does `git rebase -i` fail on my laptop? https://example.com/x')!;
    expect(title).not.toMatch(/https?:|`/);
    const site = localTitle('My site is https://www.quinn-avery.example/portfolio, remember it')!;
    expect(site).not.toMatch(/https?:|\//);
    expect(site.toLowerCase()).toContain('quinn-avery.example');
  });

  it('keeps the last word of a request it did not cut, as a question ends on it', () => {
    for (const request of ['What can you help me with?', 'Which charger is this cable for?']) {
      const title = localTitle(request)!;
      expect(words(title).length, request).toBeLessThanOrEqual(6);
      expect(title.toLowerCase(), request).toMatch(/\b(?:with|for)$/);
    }
  });

  it('gives up on small talk and remarks about using Duet, so the chat keeps its placeholder', () => {
    for (const message of [
      'hi, how are you?',
      'Hi, I just signed up',
      "hello! I'm new here",
      'I am testing this',
      'thanks!',
      'ok',
    ])
      expect(localTitle(message), message).toBeNull();
  });

  it('names the request after a greeting or a remark about signing up', () => {
    const title = expectPhrase('Hi, I just signed up. Can you help me plan my wedding budget?');
    expect(names(title, ['wedding budget'])).toBe(true);
  });

  it('cleans what a model writes', () => {
    expect(cleanTitle('Title: "Planning a trip to Lisbon."\n')).toBe('Planning a trip to Lisbon');
    expect(cleanTitle('  ')).toBeNull();
    expect(cleanTitle('a'.repeat(30) + ' ' + 'b'.repeat(40))!.length).toBeLessThanOrEqual(60);
  });
});

describe('a title shows words, never Markdown marks', () => {
  it('keeps the words of emphasis, code and links, and their marks go', () => {
    for (const message of [
      'Remember that I love **bouldering** in `Sintra`',
      'Help me plan a *quiet* week in __Porto__',
      'Summarise [my reading list](https://example.com/list) for the winter',
    ]) {
      const title = expectPhrase(message);
      expect(title, message).not.toMatch(/[*`[\]()]|__|https?:/);
    }
    expect(localTitle('Help me plan a *quiet* week in __Porto__')).toMatch(/quiet week in Porto/);
  });

  it('leaves underscores inside a word alone, and a model’s marked-up title plain', () => {
    expect(localTitle('Explain the snake_case_naming rule in Python')).toMatch(/snake_case_naming/);
    expect(cleanTitle('**Title: Lisbon _trip_ plans**')).toBe('Lisbon trip plans');
  });
});

describe('a long request is cut between phrases, not inside the last one', () => {
  it('ends before a phrase of place or time that would lose its end', () => {
    for (const message of [
      'Remember that I climb on Saturdays at the Lisbon wall.',
      'Help me find a flat near the old harbour wall',
    ]) {
      const title = expectPhrase(message);
      expect(message.toLowerCase(), title).toContain(title.toLowerCase());
      // Whatever it keeps of the message, it keeps up to a phrase's end: the next word starts one.
      const rest = message.slice(message.toLowerCase().indexOf(title.toLowerCase()) + title.length).trim();
      expect(rest.split(/\s+/)[0]!.toLowerCase(), `${message} → ${title}`).toMatch(/^(?:at|near|in|on)$/);
    }
  });
});
