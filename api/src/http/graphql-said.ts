/**
 * Errors a GraphQL operation ends with (a missing thing, a refused token, a limit) in the request's
 * language: the masked errors (http/graphql.ts graphQLErrorMask) carry the server's English, and
 * the sentences it marked (words/said.ts) leave here in the context's locale. Typed results say
 * theirs through their own `message` fields (schema/errors.ts). Subscriptions streamed by
 * http/subscriptions/sse-subscriptions.ts pass their events through `errorsInLanguage` too.
 */
import { GraphQLError, type ExecutionResult } from 'graphql';
import { handleStreamOrSingleExecutionResult, type Plugin } from 'graphql-yoga';
import type { Locale } from '../../../common/locales.js';
import type { Context } from '../context/context.js';
import { sayIn } from '../words/say-in.js';

export function errorsInLanguage<R extends ExecutionResult>(result: R, locale: Locale): R {
  if (!result.errors?.length || locale === 'en') return result;
  return {
    ...result,
    errors: result.errors.map((error) => {
      const message = sayIn(locale, error.message);
      if (message === error.message) return error;
      return new GraphQLError(message, {
        nodes: error.nodes,
        source: error.source,
        positions: error.positions,
        path: error.path,
        originalError: error.originalError,
        extensions: error.extensions,
      });
    }),
  };
}

export function saidInLanguage(): Plugin<Context> {
  return {
    onExecute: ({ args }) => ({
      onExecuteDone: (payload) =>
        handleStreamOrSingleExecutionResult(payload, ({ result, setResult }) => {
          const said = errorsInLanguage(result, (args.contextValue as Context).locale);
          if (said !== result) setResult(said);
        }),
    }),
  };
}
