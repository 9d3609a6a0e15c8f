/**
 * REST bodies in snake_case, read by the domain's own camelCase schema (docs/decisions/typed-use-cases.md).
 * `snakeBody(schema)` renames the keys of a use case's `z.object` to snake_case, keeps each field's
 * schema as it is (so a broken rule names the field as the client sent it: `display_name`), and turns
 * what it parsed back into the camelCase input the use case takes.
 */
import { z } from 'zod';
import { snakeCase } from '../errors/parse-input.js';

type ShapeOf<S extends z.ZodObject> = S['shape'];

/**
 * The snake_case twin of `schema`: the same field schemas under snake_case keys, the same handling
 * of unknown keys (strict, passthrough or stripped), and the object's own refinements run on the
 * camelCase value, as the domain wrote them. `nested` replaces the schema of a field whose value is
 * itself an object with snake_case keys (e.g. `{ twinMetadata: snakeBody(twinMetadataRule).optional() }`).
 */
export function snakeBody<S extends z.ZodObject>(
  schema: S,
  nested: { [K in keyof ShapeOf<S>]?: z.ZodType } = {},
): z.ZodType<z.output<S>> {
  const shape: Record<string, z.ZodType> = schema.shape;
  const camelOf = new Map(Object.keys(shape).map((key) => [snakeCase(key), key]));
  const wire = z.object(
    Object.fromEntries(
      [...camelOf].map(([snake, key]) => [snake, (nested as Record<string, z.ZodType>)[key] ?? shape[key]!]),
    ),
  );
  const { catchall, checks = [] } = schema.def;
  const read = (catchall ? wire.catchall(catchall) : wire).transform((body) => {
    const input: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(body)) {
      const camel = camelOf.get(key);
      // A key the schema lets through as it is never stands in for one of its fields.
      if (camel) input[camel] = value;
      else if (!(key in shape)) input[key] = value;
    }
    return input as z.output<S>;
  });
  // The object's refinements, written for the camelCase value, run on it.
  const refinements = checks as unknown as z.core.$ZodCheck<z.output<S>>[];
  return refinements.length ? read.check(...refinements) : read;
}
