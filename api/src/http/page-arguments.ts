/**
 * `first` and `last` ask for 1 to 100 items, on every list: a page of none, or a negative one, is
 * the client's mistake, and so is a page larger than any list gives (it used to be cut to each
 * list's own size without a word, so a client asking for 200 saw 100 and could take them for all).
 * Both are refused before anything runs (BAD_USER_INPUT, naming the argument, the field and the
 * limit); more than a page is read page by page, after `endCursor` (docs/api.md, "Limits").
 */
import type { Plugin } from 'graphql-yoga';
import { GraphQLError, Kind, visit, type DocumentNode, type ValueNode } from 'graphql';

/** The most items a page of any list holds. */
export const PAGE_MAX = 100;

const PAGE_ARGUMENTS = new Set(['first', 'last']);

function valueOf(node: ValueNode, variables: Record<string, unknown> | undefined): unknown {
  if (node.kind === Kind.INT) return Number(node.value);
  if (node.kind === Kind.VARIABLE) return variables?.[node.name.value];
  return undefined;
}

/** A page argument as the document writes it: its field, its name, its value (a literal or a variable). */
interface PageArgument {
  field: string;
  name: string;
  value: ValueNode;
}

/**
 * The page arguments of a document, in the order a walk of it meets them: found once per document
 * (Yoga's parser cache hands the same document to every request that sends the same text), so a
 * request only reads its variables.
 */
const pageArgumentsOf = new WeakMap<DocumentNode, readonly PageArgument[]>();

function pageArgumentList(document: DocumentNode): readonly PageArgument[] {
  let list = pageArgumentsOf.get(document);
  if (list) return list;
  const found: PageArgument[] = [];
  visit(document, {
    Field(field) {
      for (const argument of field.arguments ?? []) {
        if (PAGE_ARGUMENTS.has(argument.name.value)) {
          found.push({ field: field.name.value, name: argument.name.value, value: argument.value });
        }
      }
    },
  });
  pageArgumentsOf.set(document, (list = found));
  return list;
}

/** What is wrong with the first page argument outside 1–PAGE_MAX in the document, or null. */
export function badPageAsked(document: DocumentNode, variables?: Record<string, unknown>): string | null {
  for (const argument of pageArgumentList(document)) {
    const value = valueOf(argument.value, variables);
    if (typeof value !== 'number') continue;
    const asked = `${argument.field}(${argument.name}: ${value})`;
    if (value < 1) return `${asked}: a page asks for at least 1 item.`;
    if (value > PAGE_MAX)
      return `${asked}: a page holds at most ${PAGE_MAX} items; ask for the next page after its endCursor.`;
  }
  return null;
}

export function pageArguments(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const wrong = badPageAsked(args.document, args.variableValues ?? undefined);
      if (!wrong) return;
      setResultAndStopExecution({ errors: [new GraphQLError(wrong, { extensions: { code: 'BAD_USER_INPUT' } })] });
    },
  };
}
