import { describe, expect, it } from 'vitest';
import { calculate, CalculationError, EXPRESSION_MAX_CHARS } from './calculator.js';

const result = async (expression: string) => (await calculate(expression)).result;
const refused = async (expression: string) => {
  const error = await calculate(expression).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CalculationError);
  return (error as Error).message;
};

describe('calculate', () => {
  it('works out arithmetic, percentages, powers, functions and units', async () => {
    expect(await result('17 * 23 + sqrt(144)')).toBe('403');
    expect(await result('15% * 80')).toBe('12');
    expect(await result('(3 + 4)^2')).toBe('49');
    expect(await result('1200 / 7')).toBe('171.42857142857');
    expect(await result('0.1 + 0.2')).toBe('0.3');
    expect(await result('7!')).toBe('5040');
    expect(await result('10 mod 3')).toBe('1');
    expect(await result('round(2 pi, 3)')).toBe('6.283');
    expect(await result('mean(2, 4, 9)')).toBe('5');
    expect(await result('5 km to mile')).toBe('3.1068559611867 mile');
    expect(await result('1 / 0')).toBe('Infinity');
  });

  it('refuses what would define, assign, import, parse or evaluate anything, with a clear reason', async () => {
    expect(await refused('a = 2')).toMatch(/Assignments and function definitions are not allowed/);
    expect(await refused('f(x) = x^2')).toMatch(/Assignments and function definitions are not allowed/);
    for (const fn of ['import({a: 1})', 'evaluate("1+1")', 'parse("1")', 'createUnit("foo")', 'simplify("x+x")']) {
      expect(await refused(fn)).toMatch(/Unknown or disallowed function/);
    }
    expect(await refused('derivative("x^2", "x")')).toMatch(/disallowed function: derivative/);
    expect(await refused('zeros(10000, 10000)')).toMatch(/disallowed function: zeros/);
    expect(await refused('sum(1:100000000)')).toMatch(/Ranges/);
    expect(await refused('{a: 1}.a')).toMatch(/not allowed/);
    expect(await refused('1; 2')).toMatch(/one expression at a time/);
    expect(await refused('sqrt')).toMatch(/Unknown name “sqrt”/);
  });

  it('keeps no state between calculations', async () => {
    await refused('x = 5');
    expect(await refused('x + 1')).toMatch(/Unknown name “x”/);
  });

  it('says plainly what is wrong with an expression it cannot read', async () => {
    expect(await refused('2 + (3 * 4')).toMatch(/^Could not read the expression: .*parenthesis/i);
    expect(await refused('   ')).toMatch(/Give an expression/);
    expect(await refused('1 km + 2 kg')).toMatch(/^Could not calculate it: /);
  });

  it('bounds the input and the result', async () => {
    expect(await refused(`1${' + 1'.repeat(EXPRESSION_MAX_CHARS)}`)).toMatch(/at most 200 characters/);
    const many = `[${Array.from({ length: 40 }, () => '1').join(',')}] * 123456.789`;
    expect(many.length).toBeLessThanOrEqual(EXPRESSION_MAX_CHARS);
    expect(await refused(many)).toMatch(/too large to show/);
  });
});
