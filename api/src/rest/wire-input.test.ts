/** snakeBody (wire-input.ts): REST's snake_case body read by the domain's camelCase schema. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseInput } from '../errors/parse-input.js';
import { ValidationError } from '../errors/domain-errors.js';
import { snakeBody } from './wire-input.js';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error.fieldErrors;
    throw error;
  }
  throw new Error('not refused');
};

describe('snakeBody', () => {
  const change = z
    .object({ displayName: z.string({ error: 'display_name must be text' }).optional(), hide: z.boolean().optional() })
    .strict()
    .refine((v) => v.displayName !== 'nobody', 'Not that name');

  it('reads snake_case keys into the camelCase input, leaving out what was left out', () => {
    expect(parseInput(snakeBody(change), { display_name: 'Ada' })).toEqual({ displayName: 'Ada' });
  });

  it('names a broken rule at the field as the client sent it, with the same message', () => {
    expect(refusal(() => parseInput(snakeBody(change), { display_name: 3 }))).toEqual([
      { field: 'display_name', message: 'display_name must be text' },
    ]);
  });

  it('keeps the schema strict (a camelCase key is unknown) and runs its own refinements', () => {
    expect(refusal(() => parseInput(snakeBody(change), { displayName: 'Ada' }))[0]!.field).toBe('input');
    expect(refusal(() => parseInput(snakeBody(change), { display_name: 'nobody' }))).toEqual([
      { field: 'input', message: 'Not that name' },
    ]);
  });

  it('derives a nested object explicitly, and lets through what a passthrough schema lets through', () => {
    const settings = z.object({ sectionVisibility: z.object({ posts: z.boolean() }).optional() }).catchall(z.unknown());
    const outer = z.object({ twinMetadata: settings.optional() });
    const body = snakeBody(outer, { twinMetadata: snakeBody(settings).optional() });
    expect(parseInput(body, { twin_metadata: { section_visibility: { posts: false }, greeting: 'hi' } })).toEqual({
      twinMetadata: { sectionVisibility: { posts: false }, greeting: 'hi' },
    });
    expect(refusal(() => parseInput(body, { twin_metadata: { section_visibility: { posts: 1 } } }))[0]!.field).toBe(
      'twin_metadata.section_visibility.posts',
    );
  });
});
