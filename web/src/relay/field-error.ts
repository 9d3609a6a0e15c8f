/**
 * A typed refusal that names the form field it is about (ValidationError's `field` and
 * `fieldErrors`), for the forms that show a message under the field: the profile settings, the
 * password form and the access token's name. Its documents select `... on Error { message }` and
 * `... on ValidationError { field fieldErrors { field message } }`.
 */
import { isFailure } from './committed';

export class FieldError extends Error {
  constructor(
    /** The form's name for the field (camelCase), or 'form' for the form as a whole. */
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

interface Refusable {
  readonly __typename: string;
  readonly field?: string;
  readonly message?: string;
  readonly fieldErrors?: readonly { readonly field: string; readonly message: string }[];
}

/** Rejects (throws, inside a then) with the refusal's first field error; nothing for a success. */
export function throwIfFieldFailed(result: Refusable): void {
  if (!isFailure(result)) return;
  const first = result.fieldErrors?.[0] ?? {
    field: result.field || 'form',
    message: result.message || 'Failed',
  };
  // The server names fields in snake_case (display_name): the forms name them in camelCase.
  const field = first.field.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
  throw new FieldError(field, first.message);
}
