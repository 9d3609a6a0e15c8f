/**
 * Arithmetic in a sentence, as the offline brain reads it: a lead-in ("What is", "calculate",
 * "how much is"), then numbers joined by operators, in symbols or in words ("15% of 80",
 * "7 times 6", "the square root of 144", "2 to the power of 10"). What it finds goes to the
 * calculator tool (tools/calculator.ts); a sentence with anything else in it is not arithmetic.
 */
import { EXPRESSION_MAX_CHARS } from '../tools/calculator.js';
import { plain } from './sentence-kinds.js';

const LEAD_IN =
  /^(?:(?:hey|ok|okay|so|please|quick(?:ly)?|quick question|and|also|now|then)[\s,:]+)*(?:(?:can|could|would|will) you(?: please)?(?: help me)?\s+)?(?:(?:please\s+)?(?:calculate|compute|evaluate|work out|figure out|solve|do|find|tell me|what(?:'s| is| are| does| do| would be| will be)?|whats|how much (?:is|are|does|do|would be)|how many (?:is|are))\b[\s:,]*)?(?:(?:the )?(?:value|result|answer) of\s+)?/i;
/** What may follow the sum; "!" right after a number is its factorial, not the end of the sentence. */
const TRAILING =
  /(?:[\s?=.,]+|(?<![\d)\s])!+|\s!+|\s+(?:equals?|equal to|make|makes|come to|comes to|give|gives|please|for me|thanks|thank you|exactly|again|then))+$/i;

const NUMBER = String.raw`(?:\d+(?:\.\d+)?|\.\d+)`;
const OPERAND = String.raw`(?:${NUMBER}|pi|e|\([^()]*\))`;

/** Words and signs for operators, turned into the calculator's symbols. */
const WORDS: ReadonlyArray<[RegExp, string]> = [
  [/(\d),(?=\d{3}\b)/g, '$1'],
  [/[×✕✖·]/g, '*'],
  [/÷/g, '/'],
  [/[−–—]/g, '-'],
  [/²/g, '^2'],
  [/³/g, '^3'],
  [/π/g, 'pi'],
  [new RegExp(String.raw`^(?:add|sum)\s+(${OPERAND})\s+(?:and|to|plus)\s+(${OPERAND})$`), '$1 + $2'],
  [new RegExp(String.raw`^subtract\s+(${OPERAND})\s+from\s+(${OPERAND})$`), '$2 - $1'],
  [new RegExp(String.raw`^multiply\s+(${OPERAND})\s+(?:by|and|with)\s+(${OPERAND})$`), '$1 * $2'],
  [new RegExp(String.raw`^divide\s+(${OPERAND})\s+by\s+(${OPERAND})$`), '$1 / $2'],
  [new RegExp(String.raw`(?:the\s+)?(?:square root|sqrt) of\s+(${OPERAND})`, 'g'), 'sqrt($1)'],
  [new RegExp(String.raw`(?:the\s+)?cube root of\s+(${OPERAND})`, 'g'), 'cbrt($1)'],
  [new RegExp(String.raw`√\s*(${OPERAND})`, 'g'), 'sqrt($1)'],
  [new RegExp(String.raw`(?:the\s+)?factorial of\s+(${OPERAND})`, 'g'), '$1!'],
  [/[$€£¥]\s*(?=\d)/g, ''],
  [new RegExp(String.raw`(${NUMBER})\s*(?:%|percent|per cent)\s+off\s+(${OPERAND})`, 'g'), '$2 - $1%'],
  [new RegExp(String.raw`(${NUMBER})\s*(?:%|percent|per cent)(?:\s+[a-z]+)?\s+(?:of|on)\s+`, 'g'), '$1% * '],
  [/\s*(?:percent|per cent)\b/g, '%'],
  [/\b(?:multiplied by|times)\b/g, '*'],
  [/(\d)\s*x\s*(?=[\d(.])/g, '$1 * '],
  [/\b(?:divided by|over)\b/g, '/'],
  [/\bplus\b/g, '+'],
  [/\bminus\b/g, '-'],
  [/\bto the (\d+)(?:st|nd|rd|th)?(?: power)?\b/g, '^ $1'],
  [/\b(?:to the power of|raised to(?: the power of)?|to the power)\b/g, '^'],
  [/\bhalf of\b/g, '0.5 *'],
  [/\b(?:double|twice)\b/g, '2 *'],
  [/\bsquared\b/g, '^2'],
  [/\bcubed\b/g, '^3'],
  [/\b(?:factorial)\b/g, '!'],
  [/\bmod(?:ulo)?\b/g, ' mod '],
  [/\bln\s*\(/g, 'log('],
  [new RegExp(String.raw`\bsqrt\s+(${NUMBER})`, 'g'), 'sqrt($1)'],
];

const FUNCTION_NAMES = String.raw`\b(?:sqrt|cbrt|abs|round|floor|ceil|exp|log|log10|log2|sin|cos|tan)\s*\(`;
const FUNCTIONS = new RegExp(FUNCTION_NAMES, 'g');
const FUNCTION_CALL = new RegExp(FUNCTION_NAMES);
/** What may be left once functions and constants are taken out: numbers, operators, parentheses. */
const SYMBOLS_ONLY = /^[\d\s.+\-*/^%()!]*$/;

/** The calculator's expression for a sentence that is arithmetic, else null. */
export function expressionIn(sentence: string): string | null {
  const text = plain(sentence).trim().toLowerCase();
  const lead = LEAD_IN.exec(text)?.[0] ?? '';
  const trailing = TRAILING.exec(text.slice(lead.length))?.[0] ?? '';
  let expression = text.slice(lead.length, text.length - trailing.length).trim();
  for (const [pattern, replacement] of WORDS) expression = expression.replace(pattern, replacement);
  expression = expression.replace(/\s+/g, ' ').trim();
  if (!expression || expression.length > EXPRESSION_MAX_CHARS || !/\d/.test(expression)) return null;
  const bare = expression.replace(FUNCTIONS, '(').replace(/\b(?:pi|e|mod)\b/g, ' ');
  if (!SYMBOLS_ONLY.test(bare) || !balanced(bare)) return null;
  // An operator between two operands, a function, a factorial or a percentage: not a lone number.
  const operates = /[+*/^%!]|\d\s*-\s*[\d(.]|\)\s*-|\bmod\b/.test(expression) || FUNCTION_CALL.test(expression);
  if (!operates) return null;
  // Without a lead-in or a question mark, only what surely is arithmetic: no dates (12/03/2024),
  // phone numbers (555-1234) or "24/7" — a "/" or "-" needs spaces around it.
  const asked = lead.trim() !== '' || /[?=]/.test(trailing);
  if (!asked && !/\s[+\-*/^]\s|[()!^*%+]|\bmod\b/.test(expression)) return null;
  return expression;
}

function balanced(text: string): boolean {
  let depth = 0;
  for (const c of text) {
    if (c === '(') depth++;
    else if (c === ')' && --depth < 0) return false;
  }
  return depth === 0;
}
