/** Runs a zod schema over untrusted input and throws the first rule broken. */
import type { z } from 'zod';
import { ValidationError } from './domain-errors.js';
import { containsNul, nestsDeeperThan, NUL_MESSAGE, TOO_DEEP_MESSAGE } from '../limits/json-depth.js';

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  if (nestsDeeperThan(input)) throw ValidationError.of('input', TOO_DEEP_MESSAGE);
  if (containsNul(input)) throw ValidationError.of('input', NUL_MESSAGE);
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ValidationError(
    result.error.issues.map((issue) => ({
      field: issue.path.map(String).join('.') || 'input',
      message:
        issue.code === 'invalid_type' && issue.path.length === 0 ? 'Request body must be a JSON object' : issue.message,
    })),
  );
}
