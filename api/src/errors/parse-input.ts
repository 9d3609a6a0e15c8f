/**
 * Runs a zod schema over untrusted input and throws the first rule broken. The edges call it
 * (schema/, rest/): a use case takes what it returns (docs/decisions/typed-use-cases.md).
 */
import type { z } from 'zod';
import { ValidationError } from './domain-errors.js';
import { containsNul, nestsDeeperThan, NUL_MESSAGE, TOO_DEEP_MESSAGE } from '../limits/json-depth.js';

export interface ParseOptions {
  /**
   * Name a broken rule's field with its keys in snake_case (`displayName` → `display_name`): what
   * GraphQL's ValidationError has said for the inputs REST named first, and its clients read.
   */
  snakeCaseFields?: boolean;
}

/** `displayName` → `display_name`: how REST names a field (rest/wire-input.ts). */
export const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export function parseInput<S extends z.ZodType>(schema: S, input: unknown, options: ParseOptions = {}): z.output<S> {
  if (nestsDeeperThan(input)) throw ValidationError.of('input', TOO_DEEP_MESSAGE);
  if (containsNul(input)) throw ValidationError.of('input', NUL_MESSAGE);
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const key = options.snakeCaseFields ? snakeCase : String;
  throw new ValidationError(
    result.error.issues.map((issue) => ({
      field: issue.path.map((part) => (typeof part === 'string' ? key(part) : String(part))).join('.') || 'input',
      message:
        issue.code === 'invalid_type' && issue.path.length === 0 ? 'Request body must be a JSON object' : issue.message,
    })),
  );
}
