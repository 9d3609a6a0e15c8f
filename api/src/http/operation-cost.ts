/**
 * What a GraphQL operation costs of the request allowance (limits/request-allowance.ts), known from
 * its document and variables before it runs: 1 for the request, plus 1 for each started hundred of
 * items its lists may return. A list is a field with a `first` or `last` argument; it may return
 * the page it asks for (a literal or a variable; without one, its argument's default, else 100), and
 * a list inside a list may return that page for every item of the outer one. An operation that
 * asks for nothing but `rateLimit` costs 0: a client can always read what it has left.
 * docs/decisions/api-allowance.md says why this and not graphql-armor's figure (http/graphql.ts).
 */
import { Kind, type DocumentNode, type FieldNode, type GraphQLSchema, type SelectionSetNode } from 'graphql';
import { PAGE_MAX } from './page-arguments.js';

/** A page without a size is counted as 100 items, the most most lists give. */
const UNSIZED_PAGE = 100;
const ITEMS_PER_POINT = 100;

const FREE_ROOT_FIELDS = new Set(['rateLimit', '__typename']);

type Variables = Record<string, unknown> | null | undefined;

/** The parts of a GraphQL type read here, by shape: graphql may be loaded twice (ESM and CJS). */
interface TypeLike {
  ofType?: TypeLike;
  getFields?: () => Record<string, { type: TypeLike; args: readonly { name: string; defaultValue?: unknown }[] }>;
}

const named = (type: TypeLike): TypeLike => (type.ofType ? named(type.ofType) : type);

function pageOf(
  field: FieldNode,
  args: readonly { name: string; defaultValue?: unknown }[],
  walk: Pick<Walk, 'variables' | 'readsVariables'>,
): number | null {
  if (!args.some((a) => a.name === 'first' || a.name === 'last')) return null;
  let asked: unknown;
  for (const argument of field.arguments ?? []) {
    if (argument.name.value !== 'first' && argument.name.value !== 'last') continue;
    const value = argument.value;
    if (value.kind === Kind.VARIABLE) walk.readsVariables = true;
    asked =
      value.kind === Kind.INT
        ? Number(value.value)
        : value.kind === Kind.VARIABLE
          ? walk.variables?.[value.name.value]
          : null;
    if (typeof asked === 'number') break;
  }
  if (typeof asked !== 'number') asked = args.find((a) => a.name === 'first')?.defaultValue;
  const page = typeof asked === 'number' && Number.isFinite(asked) ? asked : UNSIZED_PAGE;
  return Math.min(Math.max(Math.floor(page), 0), PAGE_MAX);
}

interface Walk {
  schema: GraphQLSchema;
  fragments: Map<string, SelectionSetNode & { typeCondition: string }>;
  variables: Variables;
  /** Whether the figure depends on the variables (a page size given by one). */
  readsVariables: boolean;
  /** Fragments being walked (validation forbids cycles; this keeps a broken document finite). */
  open: Set<string>;
}

/** The items the lists of a selection may return, each counted once per item of the lists above it. */
function itemsOf(selection: SelectionSetNode, parent: TypeLike | undefined, times: number, walk: Walk): number {
  let items = 0;
  for (const node of selection.selections) {
    if (node.kind === Kind.FIELD) {
      const definition = parent?.getFields?.()[node.name.value];
      if (!definition) continue;
      const page = pageOf(node, definition.args, walk);
      const inner = page === null ? times : times * page;
      if (page !== null) items += inner;
      if (node.selectionSet) items += itemsOf(node.selectionSet, named(definition.type), inner, walk);
    } else if (node.kind === Kind.INLINE_FRAGMENT) {
      const type = node.typeCondition ? walk.schema.getType(node.typeCondition.name.value) : parent;
      items += itemsOf(node.selectionSet, (type as TypeLike | undefined) ?? undefined, times, walk);
    } else {
      const fragment = walk.fragments.get(node.name.value);
      if (!fragment || walk.open.has(node.name.value)) continue;
      walk.open.add(node.name.value);
      items += itemsOf(fragment, walk.schema.getType(fragment.typeCondition) as TypeLike | undefined, times, walk);
      walk.open.delete(node.name.value);
    }
  }
  return items;
}

/** The root fields a selection asks for, through its fragments. */
function rootFields(selection: SelectionSetNode, fragments: Walk['fragments'], seen = new Set<string>()): string[] {
  return selection.selections.flatMap((node) => {
    if (node.kind === Kind.FIELD) return [node.name.value];
    if (node.kind === Kind.INLINE_FRAGMENT) return rootFields(node.selectionSet, fragments, seen);
    const fragment = fragments.get(node.name.value);
    if (!fragment || seen.has(node.name.value)) return [];
    seen.add(node.name.value);
    return rootFields(fragment, fragments, seen);
  });
}

/** A query of `rateLimit` (with `__typename`, if it likes) and nothing else. */
function onlyRateLimit(selection: SelectionSetNode, fragments: Walk['fragments']): boolean {
  const fields = rootFields(selection, fragments);
  return fields.includes('rateLimit') && fields.every((name) => FREE_ROOT_FIELDS.has(name));
}

/**
 * Costs that depend on the document alone, by schema, document and operation name: Yoga's parser
 * cache hands the same document to every request that sends the same text, so such a document is
 * walked once.
 */
const known = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, Map<string, number>>>();

/** The cost of the operation `operationName` (or the only one) of a valid document. */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName?: string | null,
  variables?: Variables,
): number {
  let bySchema = known.get(schema);
  if (!bySchema) known.set(schema, (bySchema = new WeakMap()));
  let byName = bySchema.get(document);
  if (!byName) bySchema.set(document, (byName = new Map()));
  const cached = byName.get(operationName ?? '');
  if (cached !== undefined) return cached;
  const walk = { readsVariables: false };
  const cost = costOf(schema, document, operationName, variables, walk);
  if (!walk.readsVariables) byName.set(operationName ?? '', cost);
  return cost;
}

function costOf(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Variables,
  walked: { readsVariables: boolean },
): number {
  const fragments: Walk['fragments'] = new Map();
  for (const d of document.definitions) {
    if (d.kind === Kind.FRAGMENT_DEFINITION) {
      fragments.set(d.name.value, { ...d.selectionSet, typeCondition: d.typeCondition.name.value });
    }
  }
  const operation = document.definitions.find(
    (d) => d.kind === Kind.OPERATION_DEFINITION && (!operationName || d.name?.value === operationName),
  );
  if (operation?.kind !== Kind.OPERATION_DEFINITION) return 1;
  if (operation.operation === 'query' && onlyRateLimit(operation.selectionSet, fragments)) return 0;
  const root = schema.getRootType(operation.operation) as TypeLike | null | undefined;
  const walk: Walk = { schema, fragments, variables, readsVariables: false, open: new Set() };
  const items = itemsOf(operation.selectionSet, root ?? undefined, 1, walk);
  walked.readsVariables = walk.readsVariables;
  return 1 + Math.ceil(items / ITEMS_PER_POINT);
}
