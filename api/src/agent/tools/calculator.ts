/**
 * The calculator tool: arithmetic worked out by mathjs, never by eval or Function, for every
 * model (a real model is no better at long division than the offline brain). The sandbox follows
 * mathjs's security advice (docs/decisions/offline-brain.md): the functions that parse, evaluate,
 * import or define things are disabled inside the instance, and an expression is read into a tree
 * that may hold only numbers, operators, units, constants and an allowed list of math functions,
 * so no assignment, function definition or range (`1:1e9`) can run, and each evaluation gets an
 * empty scope of its own. Input and result are bounded. mathjs is loaded on the first calculation
 * (it takes about a second), not when the server starts.
 */
import { tool } from 'ai';
import type { MathNode } from 'mathjs';
import { z } from 'zod';

export const EXPRESSION_MAX_CHARS = 200;
const RESULT_MAX_CHARS = 300;

/** The math functions an expression may call: no parsing, evaluating, defining, matrices built by size, or slow loops. */
const FUNCTIONS = new Set(
  `abs sqrt cbrt nthRoot exp expm1 log log10 log2 log1p pow round floor ceil fix sign mod gcd lcm hypot
  factorial min max mean median sum prod std variance mode sin cos tan sec csc cot asin acos atan atan2 sinh
  cosh tanh asinh acosh atanh deg rad to number`
    .split(/\s+/)
    .filter(Boolean),
);
const CONSTANTS = new Set(['pi', 'PI', 'e', 'E', 'tau', 'phi', 'i', 'Infinity', 'NaN', 'true', 'false', 'LN2', 'LN10']);
/** The kinds of tree node an expression may hold (no assignment, function definition, block, range, object or index). */
const NODES = new Set([
  'ConstantNode',
  'OperatorNode',
  'ParenthesisNode',
  'FunctionNode',
  'SymbolNode',
  'ArrayNode',
  'RelationalNode',
]);

/** A calculation that could not be done, with the reason in plain words (it goes back to the model). */
export class CalculationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CalculationError';
  }
}

export interface Calculation {
  expression: string;
  /** The result as text ("403", "171.42857142857", "3.1068559611867 mile"). */
  result: string;
}

interface Sandbox {
  parse: (expression: string) => MathNode;
  format: (value: unknown) => string;
  isUnit: (name: string) => boolean;
}

let sandbox: Promise<Sandbox> | undefined;

async function createSandbox(): Promise<Sandbox> {
  const { all, create } = await import('mathjs');
  const math = create(all!);
  // Kept for the calculator itself before the expression language loses them.
  const parse = math.parse.bind(math);
  const format = (value: unknown) => math.format(value, { precision: 14 });
  const isUnit = (name: string) => math.Unit.isValuelessUnit(name);
  const disabled = (name: string) => () => {
    throw new Error(`Function ${name} is disabled`);
  };
  const names = [
    'import',
    'createUnit',
    'reviver',
    'evaluate',
    'parse',
    'compile',
    'resolve',
    'simplify',
    'simplifyConstant',
    'simplifyCore',
    'rationalize',
    'derivative',
    'chain',
  ];
  math.import(Object.fromEntries(names.map((name) => [name, disabled(name)])), { override: true });
  return { parse, format, isUnit };
}

/** Every node of the tree is one an expression may hold; throws CalculationError for the first that is not. */
function check(tree: MathNode, isUnit: (name: string) => boolean): void {
  tree.traverse((node, path, parent) => {
    if (!NODES.has(node.type)) {
      const what =
        node.type === 'AssignmentNode' || node.type === 'FunctionAssignmentNode'
          ? 'Assignments and function definitions are not allowed'
          : node.type === 'RangeNode'
            ? 'Ranges (like 1:10) are not allowed'
            : node.type === 'BlockNode'
              ? 'Give one expression at a time'
              : `This kind of expression is not allowed (${node.type})`;
      throw new CalculationError(`${what}: use numbers, operators, units and math functions.`);
    }
    if (node.type === 'FunctionNode') {
      const fn = (node as unknown as { fn: MathNode & { name?: string } }).fn;
      if (fn.type !== 'SymbolNode' || !FUNCTIONS.has(fn.name ?? ''))
        throw new CalculationError(`Unknown or disallowed function: ${fn.name ?? fn.type}.`);
    }
    if (node.type === 'SymbolNode' && !(parent?.type === 'FunctionNode' && path === 'fn')) {
      const name = (node as unknown as { name: string }).name;
      if (!CONSTANTS.has(name) && !isUnit(name))
        throw new CalculationError(`Unknown name “${name}”: only numbers, units and constants like pi and e.`);
    }
  });
}

/** Works out an expression ("17 * 23 + sqrt(144)", "15% * 80", "5 km to mile"); throws CalculationError. */
export async function calculate(expression: string): Promise<Calculation> {
  const text = expression.trim();
  if (!text) throw new CalculationError('Give an expression to calculate, e.g. 17 * 23 + sqrt(144).');
  if (text.length > EXPRESSION_MAX_CHARS)
    throw new CalculationError(`An expression can be at most ${EXPRESSION_MAX_CHARS} characters.`);
  const math = await (sandbox ??= createSandbox());
  let tree: MathNode;
  try {
    tree = math.parse(text);
  } catch (error) {
    throw new CalculationError(`Could not read the expression: ${(error as Error).message}.`);
  }
  check(tree, math.isUnit);
  let value: unknown;
  try {
    // An empty scope of its own: nothing one calculation does can reach the next.
    value = tree.compile().evaluate(new Map());
  } catch (error) {
    throw new CalculationError(`Could not calculate it: ${(error as Error).message}.`);
  }
  const result = math.format(value);
  if (result.length > RESULT_MAX_CHARS) throw new CalculationError('The result is too large to show.');
  return { expression: text, result };
}

const CALCULATE_INPUT = z.object({
  expression: z
    .string()
    .min(1)
    .max(EXPRESSION_MAX_CHARS)
    .describe('A math expression, e.g. "17 * 23 + sqrt(144)", "15% * 80", "(3 + 4)^2", "5 km to mile"'),
});

export function calculateTool() {
  return tool({
    description:
      'Work out arithmetic exactly: numbers, + - * / ^ %, parentheses, units and math functions (sqrt, log, sin, round…). ' +
      'Use it for every calculation rather than working it out yourself.',
    inputSchema: CALCULATE_INPUT,
    execute: ({ expression }) => calculate(expression),
  });
}
