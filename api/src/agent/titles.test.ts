import { describe, expect, it } from 'vitest';
import { cleanTitle, localTitle } from './titles.js';

describe('thread titles', () => {
  it('picks the distinctive words of the first message, in order', () => {
    expect(localTitle('Can you explain how git rebase works with merge commits?')).toBe('Git rebase merge commits');
    expect(localTitle('Remember that I love bouldering on weekends')).toBe('Love bouldering weekends');
    expect(localTitle('What do you know about Berlin?')).toBe('Berlin');
  });

  it('tells apart threads that start alike', () => {
    expect(localTitle('Remember that I love bouldering')).not.toBe(localTitle('Remember that I love sailing'));
  });

  it('leaves code and links out, and gives up on small talk', () => {
    expect(localTitle('Why does `git rebase -i` fail on my laptop? https://example.com/x')).toBe('Fail laptop');
    expect(localTitle('hi, how are you?')).toBeNull();
  });

  it('cleans what a model writes', () => {
    expect(cleanTitle('Title: "Planning a trip to Lisbon."\n')).toBe('Planning a trip to Lisbon');
    expect(cleanTitle('  ')).toBeNull();
    expect(cleanTitle('a'.repeat(30) + ' ' + 'b'.repeat(40))!.length).toBeLessThanOrEqual(60);
  });
});
