/**
 * `first` and `last` ask for at least one item: a page of none, or a negative one, is the client's
 * mistake, refused before anything runs (BAD_USER_INPUT, naming the argument and the field) rather
 * than answered with an empty list that looks like "nothing there". How many a page holds at most is
 * each list's own (docs/api.md, "Limits"): more than that gives a full page and `hasNextPage`.
 */
import type { Plugin } from 'graphql-yoga';
import { GraphQLError, Kind, visit, type DocumentNode, type ValueNode } from 'graphql';

const PAGE_ARGUMENTS = new Set(['first', 'last']);

function valueOf(node: ValueNode, variables: Record<string, unknown> | undefined): unknown {
  if (node.kind === Kind.INT) return Number(node.value);
  if (node.kind === Kind.VARIABLE) return variables?.[node.name.value];
  return undefined;
}

/** The first page argument below 1 in the document, as `field(argument: value)`. */
export function emptyPageAsked(document: DocumentNode, variables?: Record<string, unknown>): string | null {
  let found: string | null = null;
  visit(document, {
    Field(field) {
      for (const argument of field.arguments ?? []) {
        if (found || !PAGE_ARGUMENTS.has(argument.name.value)) continue;
        const value = valueOf(argument.value, variables);
        if (typeof value === 'number' && value < 1) {
          found = `${field.name.value}(${argument.name.value}: ${value})`;
        }
      }
    },
  });
  return found;
}

export function pageArguments(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const asked = emptyPageAsked(args.document, args.variableValues ?? undefined);
      if (!asked) return;
      setResultAndStopExecution({
        errors: [
          new GraphQLError(`${asked}: a page asks for at least 1 item.`, {
            extensions: { code: 'BAD_USER_INPUT' },
          }),
        ],
      });
    },
  };
}
