/**
 * What a compiled statement returns, column by column: its name, and how the driver's value becomes
 * the row's (SQLite hands dates as text, booleans as 0/1 and JSON as text; PostgreSQL's driver
 * parses them itself). The column types come from the data model generated from
 * prisma/schema.prisma, the same one the table types come from.
 */
import type { OperationNode, RootOperationNode } from 'kysely';
import type { DB } from '../generated/kysely/types.js';
import { getDatamodel } from '../generated/pothos-types.js';

export type ColumnKind = 'plain' | 'date' | 'bool' | 'json' | 'int';

export interface OutputColumn {
  name: string;
  kind: ColumnKind;
}

type Kind = 'sqlite' | 'postgres';

/** Prisma's scalar type of every column, by table. */
const scalarTypes: ReadonlyMap<string, ReadonlyMap<string, string>> = new Map(
  Object.entries(getDatamodel().datamodel.models).map(([model, { fields }]) => [
    model,
    new Map(fields.filter((f) => f.kind === 'scalar').map((f) => [f.name, f.type])),
  ]),
);

/** How a column of a Prisma type is decoded on each database. */
function kindOf(type: string | undefined, db: Kind): ColumnKind {
  switch (type) {
    case 'DateTime':
    case 'Boolean':
    case 'Json':
      // pg parses timestamps (as UTC: ../sql-reader.ts), booleans and jsonb itself.
      return db === 'sqlite' ? (type === 'DateTime' ? 'date' : type === 'Boolean' ? 'bool' : 'json') : 'plain';
    case 'BigInt':
      // pg hands int8 as text.
      return 'int';
    default:
      return 'plain';
  }
}

/** The names of a table's columns (its scalar fields), in the data model's order. */
export function columnsOf(table: string): string[] {
  const columns = scalarTypes.get(table);
  if (!columns) throw new Error(`No table ${table} in the data model`);
  return [...columns.keys()];
}

interface Node extends OperationNode {
  [key: string]: unknown;
}

const name = (node: unknown) => ((node as Node | undefined)?.name as string | undefined) ?? undefined;

/** A table node (maybe aliased) as [the name it is referred to by, the table]. */
function tableEntry(node: Node | undefined): [string, string] | undefined {
  if (!node) return undefined;
  if (node.kind === 'AliasNode') {
    const table = tableEntry(node.node as Node);
    return table ? [name(node.alias)!, table[1]] : undefined;
  }
  if (node.kind === 'TableNode') {
    const table = name((node.table as Node).identifier)!;
    return [table, table];
  }
  return undefined;
}

/** The tables a query reads from, by the name it refers to each by. */
function tablesOf(query: Node): Map<string, string> {
  const nodes: (Node | undefined)[] = [
    ...(((query.from as Node | undefined)?.froms as Node[] | undefined) ?? []),
    ...((query.joins as Node[] | undefined) ?? []).map((j) => j.table as Node),
    query.kind === 'UpdateQueryNode' ? (query.table as Node) : undefined,
    query.kind === 'InsertQueryNode' ? (query.into as Node) : undefined,
    query.kind === 'DeleteQueryNode' ? ((query.from as Node).froms as Node[])[0] : undefined,
  ];
  return new Map(nodes.map(tableEntry).filter((e): e is [string, string] => e !== undefined));
}

/**
 * The columns a statement returns (its select list, or its RETURNING list), in order. A column of
 * a table is decoded by its type in the data model; an expression by `kinds`, or left as the
 * driver gives it.
 */
export function outputColumns(
  root: RootOperationNode,
  db: Kind,
  kinds: Partial<Record<string, ColumnKind>>,
): OutputColumn[] {
  const query = root as unknown as Node;
  const selections = (query.selections ?? (query.returning as Node | undefined)?.selections ?? []) as Node[];
  const tables = tablesOf(query);
  return selections.map(({ selection }) => {
    let node = selection as Node;
    let alias: string | undefined;
    if (node.kind === 'AliasNode') {
      alias = name(node.alias);
      node = node.node as Node;
    }
    if (node.kind !== 'ReferenceNode') {
      if (!alias) throw new Error('An expression in a statement’s select list needs a name (.as)');
      return { name: alias, kind: kinds[alias] ?? 'plain' };
    }
    const column = name((node.column as Node).column);
    if (!column) throw new Error('Select columns by name, not *: the row decoder is made from them');
    const ref = node.table ? name(((node.table as Node).table as Node).identifier) : undefined;
    const table = ref ? tables.get(ref) : [...tables.values()].find((t) => scalarTypes.get(t)?.has(column));
    const out = alias ?? column;
    return { name: out, kind: kinds[out] ?? kindOf(table ? scalarTypes.get(table)?.get(column) : undefined, db) };
  });
}

/**
 * A table's columns, all but `except`, typed as the generated table type's keys: a select of them
 * returns every column the data model has (a new one included) without a list written by hand.
 */
export function columnsExcept<T extends keyof DB & string, E extends keyof DB[T] & string = never>(
  table: T,
  except: readonly E[] = [],
): Exclude<keyof DB[T] & string, E>[] {
  return columnsOf(table).filter((c) => !(except as readonly string[]).includes(c)) as Exclude<
    keyof DB[T] & string,
    E
  >[];
}
