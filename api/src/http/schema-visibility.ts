/**
 * Who may read the schema (GRAPHQL_INTROSPECTION): signed-in callers by default (a session or a
 * bearer token), everyone, or nobody. Whoever may not gets no introspection (`__schema`,
 * `__type`: a validation error), no GraphiQL, and no "Did you mean …" in error messages, which
 * would spell out field, type and enum names one guess at a time. `__typename` stays open.
 * The web app does not need introspection: its Relay compiler reads the committed schema.graphql.
 */
import type { GraphQLError, ValidationRule } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import type { Context } from '../context/context.js';

export type Introspection = 'signed-in' | 'everyone' | 'off';

export const mayReadSchema = (setting: Introspection, ctx: Context | undefined): boolean =>
  setting === 'everyone' || (setting === 'signed-in' && !!ctx?.viewer);

const refusal = (setting: Introspection) =>
  setting === 'off'
    ? 'Introspection is turned off on this server.'
    : 'The schema is for signed-in API clients: sign in, or send a bearer token, to read it.';

/**
 * Refuses the two introspection fields (by name: graphql-js can be loaded twice, and the error is
 * made by Yoga's own, so that Yoga answers it as the validation error it is).
 */
const noIntrospection =
  (setting: Introspection): ValidationRule =>
  (context) => ({
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        context.reportError(createGraphQLError(refusal(setting), { nodes: node }));
      }
    },
  });

/** " Did you mean …?" at the end of graphql-js's messages (fields, arguments, types, enum values). */
const SUGGESTION = /\s*Did you mean [^?]*\?$/;

function withoutSuggestions(result: { errors?: readonly GraphQLError[] }): void {
  for (const error of result.errors ?? []) {
    if (SUGGESTION.test(error.message)) error.message = error.message.replace(SUGGESTION, '');
  }
}

export function schemaVisibility(setting: Introspection): Plugin<{ ctx: Context }, { ctx: Context }> {
  return {
    onValidate({ addValidationRule, context }) {
      if (!mayReadSchema(setting, context.ctx)) addValidationRule(noIntrospection(setting));
    },
    // Every answer, whatever refused it (validation, a variable's value), once errors are masked.
    onResultProcess({ result, serverContext }) {
      if (mayReadSchema(setting, serverContext.ctx) || Symbol.asyncIterator in result) return;
      for (const one of Array.isArray(result) ? result : [result]) withoutSuggestions(one);
    },
  };
}
