import { describe, expect, it } from 'vitest';
import { expressionIn } from './arithmetic.js';

describe('expressionIn', () => {
  it.each([
    ['What is 17 * 23 + sqrt(144)?', '17 * 23 + sqrt(144)'],
    ['calculate 15% of 80', '15% * 80'],
    ['(3+4)^2', '(3+4)^2'],
    ['how much is 1200 / 7', '1200 / 7'],
    ["what's 2 to the power of 10?", '2 ^ 10'],
    ['What is the square root of 169', 'sqrt(169)'],
    ['the cube root of 27', 'cbrt(27)'],
    ['12 times 12', '12 * 12'],
    ['Can you work out 45 * 3 for me?', '45 * 3'],
    ['1,250 + 3,750', '1250 + 3750'],
    ['what is 10 divided by 4', '10 / 4'],
    ['compute 7!', '7!'],
    ['100 − 37 =', '100 - 37'],
    ['What does 5 + 3 equal?', '5 + 3'],
    ['2+2', '2+2'],
    ['add 5 and 7', '5 + 7'],
    ['subtract 3 from 10', '10 - 3'],
    ['multiply 6 by 7', '6 * 7'],
    ['divide 100 by 8', '100 / 8'],
    ['20 percent of 150?', '20% * 150'],
    ['5 x 4', '5 * 4'],
    ['3 squared plus 4 squared', '3 ^2 + 4 ^2'],
    ['17 mod 5', '17 mod 5'],
    ["What's 18% tip on $45?", '18% * 45'],
    ['what is 20% off 80', '80 - 20%'],
    ['What is 2 to the 10th power', '2 ^ 10'],
    ["What's half of 250?", '0.5 * 250'],
  ])('%s → %s', (sentence, expression) => {
    expect(expressionIn(sentence)).toBe(expression);
  });

  it.each([
    'What is the capital of Peru?',
    'I have 3 kids and 2 dogs',
    '12/03/2024',
    '555-1234',
    'open 24/7',
    'What is 2 + (3 * 4',
    'What is 2024?',
    'What is 10% of my salary?',
    'If a train leaves at 3pm going 60 mph, when does it arrive 120 miles away?',
    'calculate the area of a circle with radius 3',
    'x + 1 = 3',
  ])('%s is not arithmetic', (sentence) => {
    expect(expressionIn(sentence)).toBeNull();
  });
});
