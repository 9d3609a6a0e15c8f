import { describe, expect, it } from 'vitest';
import { thirdPersonVerb, toThirdPerson } from './third-person.js';

describe('toThirdPerson', () => {
  it("says the owner's own words about them", () => {
    expect(toThirdPerson('I love climbing', 'Ada')).toBe('Ada loves climbing');
    expect(toThirdPerson('I really enjoy teaching and my dog', 'Ada')).toBe('Ada really enjoys teaching and their dog');
    expect(toThirdPerson('My favourite book is Dune', 'Ada')).toBe("Ada's favourite book is Dune");
    expect(toThirdPerson("I'm from Leeds. I've two cats", 'Ada')).toBe('Ada is from Leeds. Ada has two cats');
    expect(toThirdPerson('I am a pilot and I was born in 1815', 'Ada')).toBe('Ada is a pilot and Ada was born in 1815');
    expect(toThirdPerson("I don't eat meat", '@ada')).toBe("@ada doesn't eat meat");
    expect(toThirdPerson('I grew up by the sea and I studied maths', 'Ada')).toBe(
      'Ada grew up by the sea and Ada studied maths',
    );
    expect(toThirdPerson('Climbing keeps me sane', 'Ada')).toBe('Climbing keeps them sane');
  });

  it("gives a verb joined to the owner's the same form", () => {
    const cases: Array<[string, string]> = [
      [
        'I design apps for climbers and bake sourdough on weekends',
        'Maya designs apps for climbers and bakes sourdough on weekends',
      ],
      ['I teach maths, coach football and play the cello', 'Maya teaches maths, coaches football and plays the cello'],
      ["I'm a nurse and run marathons", 'Maya is a nurse and runs marathons'],
      ['I really love jazz but hate opera', 'Maya really loves jazz but hates opera'],
      ['I usually cook dinner and then read a book.', 'Maya usually cooks dinner and then reads a book.'],
      // Not a verb of hers, or not in her present: as written.
      ['I design apps for climbers and hikers', 'Maya designs apps for climbers and hikers'],
      ['I love typography and design', 'Maya loves typography and design'],
      ['I love typography, design and film.', 'Maya loves typography, design and film.'],
      ['I love to cook and bake bread', 'Maya loves to cook and bake bread'],
      ['I can paint and draw portraits', 'Maya can paint and draw portraits'],
      ['I built Crag and ran the club', 'Maya built Crag and ran the club'],
      ['I climb. Play the cello and see', 'Maya climbs. Play the cello and see'],
    ];
    for (const [mine, theirs] of cases) expect(toThirdPerson(mine, 'Maya')).toBe(theirs);
  });

  it('keeps code and quotations exactly as written', () => {
    expect(toThirdPerson('My alias is `git rebase -i` and I love it', 'Ada')).toBe(
      "Ada's alias is `git rebase -i` and Ada loves it",
    );
    expect(toThirdPerson('My motto is "I am what I do"', 'Ada')).toBe('Ada\'s motto is "I am what I do"');
  });

  it('conjugates regular and irregular verbs', () => {
    expect(['watch', 'study', 'play', 'go', 'have', 'can', 'fix'].map(thirdPersonVerb)).toEqual([
      'watches',
      'studies',
      'plays',
      'goes',
      'has',
      'can',
      'fixes',
    ]);
  });
});
