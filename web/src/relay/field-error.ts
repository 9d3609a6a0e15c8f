/**
 * A refusal a form shows at its fields: what the sign-in forms (routes/auth/account-rules.ts
 * fieldErrorsOf), the profile settings and the password form read of a typed refusal. Their
 * mutations spread `...fieldError_refusal @alias(as: "refusal")` on the result, which Relay leaves
 * null when the result is not a refusal (a type that does not implement `interface Error` in
 * schema.graphql). The fragment is `@inline`: it is read after the mutation by these functions,
 * not by a component.
 */
import { t } from '@lingui/core/macro';
import { graphql, readInlineData } from 'react-relay/hooks';
import { errorText } from './error-text';
import type { fieldError_refusal$key } from '../__generated__/fieldError_refusal.graphql';

const Refusal = graphql`
  fragment fieldError_refusal on Error @inline {
    message
    ... on ValidationError {
      fieldErrors {
        field
        message
      }
    }
  }
`;

export type RefusalKey = fieldError_refusal$key;

/** One message at one field: the form's name for it (camelCase), or 'form' for the whole form. */
export interface FieldMessage {
  field: string;
  message: string;
}

/** The refusal's messages at their fields; one that names no field is for the whole form. */
export function fieldMessages(refusal: RefusalKey): FieldMessage[] {
  const { message, fieldErrors } = readInlineData(Refusal, refusal);
  const list = fieldErrors?.length ? fieldErrors : [{ field: 'form', message }];
  // The server names some fields in snake_case (display_name): the forms name them in camelCase.
  return list.map((e) => ({
    field: e.field.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) || 'form',
    message: e.message || t`Failed`,
  }));
}

/** A refusal at one of the form's fields, as a rejection of the mutation's promise. */
export class FieldError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** Rejects (throws, inside a then) with the refusal's first message as a FieldError; nothing without one. */
export function throwIfFieldFailed(refusal: RefusalKey | null | undefined): void {
  if (!refusal) return;
  const [first = { field: 'form', message: t`Failed` }] = fieldMessages(refusal);
  throw new FieldError(first.field, first.message);
}

/**
 * Where a form shows what went wrong: a FieldError at one of `fields` there (one inside it, such as
 * `headers.1.name`, at the field itself), anything else (a refusal at another field, a lost
 * connection) on the whole form.
 */
export function formErrorsOf<F extends string>(
  error: unknown,
  fields: readonly F[],
): Partial<Record<F | 'form', string>> {
  const field = error instanceof FieldError ? error.field.split('.')[0]! : null;
  if (error instanceof FieldError && field && (fields as readonly string[]).includes(field)) {
    return { [field]: error.message } as Partial<Record<F | 'form', string>>;
  }
  return { form: errorText(error) } as Partial<Record<F | 'form', string>>;
}
