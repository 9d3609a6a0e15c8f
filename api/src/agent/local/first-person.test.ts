import { describe, expect, it } from 'vitest';
import { firstPersonVerb, toFirstPerson } from './first-person.js';

const NAMES = ['Maya Chen', 'maya'];

describe('toFirstPerson', () => {
  it('says words about the owner as theirs', () => {
    expect(toFirstPerson('Maya builds apps for climbers', NAMES)).toBe('I build apps for climbers');
    expect(toFirstPerson("Maya Chen's favourite book is Dune", NAMES)).toBe('My favourite book is Dune');
    expect(toFirstPerson('Maya is based in Leeds', NAMES)).toBe("I'm based in Leeds");
    expect(toFirstPerson('Maya really teaches kids to climb', NAMES)).toBe('I really teach kids to climb');
    expect(toFirstPerson('Maya studies maths and she has two cats', NAMES)).toBe('I study maths and I have two cats');
    expect(toFirstPerson('Maya built Cragmap. She loves her dog', NAMES)).toBe('I built Cragmap. I love my dog');
    expect(toFirstPerson('Ask Maya about climbing', NAMES)).toBe('Ask me about climbing');
    expect(toFirstPerson('Tom and @maya run a bakery', NAMES)).toBe('Tom and I run a bakery');
    expect(toFirstPerson("Maya doesn't eat meat", NAMES)).toBe("I don't eat meat");
  });

  it("leaves the owner's own words, and code and quotations, as they are", () => {
    expect(toFirstPerson('I love climbing and my dog', NAMES)).toBe('I love climbing and my dog');
    expect(toFirstPerson('We build apps for climbers', NAMES)).toBe('We build apps for climbers');
    expect(toFirstPerson('Maya wrote “Maya is here” and `maya --help`', NAMES)).toBe(
      'I wrote “Maya is here” and `maya --help`',
    );
    // "she" is the owner only once the owner is named.
    expect(toFirstPerson('She lives next door', NAMES)).toBe('She lives next door');
  });

  it('unconjugates regular and irregular verbs', () => {
    expect(
      ['watches', 'studies', 'plays', 'goes', 'has', 'is', 'can', 'fixes', 'built', 'discuss'].map(firstPersonVerb),
    ).toEqual(['watch', 'study', 'play', 'go', 'have', 'am', 'can', 'fix', 'built', 'discuss']);
  });
});
