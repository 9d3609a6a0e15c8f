/**
 * Statements built with Kysely against the table types generated from prisma/schema.prisma, compiled
 * once per database kind (and per shape, for lists of n values), and run on our own driver paths
 * (../sql-reader.ts, ../hot-writes/). A statement's values are named arguments; its rows come back
 * as named, typed objects, decoded by a function made once from what the statement selects and the
 * data model's column types. Why: README.md.
 */
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  sql,
  type Compilable,
  type RawBuilder,
  type RootOperationNode,
  type Simplify,
} from 'kysely';
import type { DB } from '../generated/kysely/types.js';
import { toPostgres, toSqlite, type SqlValue } from '../sql-values.js';
import { outputColumns, type ColumnKind } from './columns.js';
import { dateOf } from './date-text.js';

export type { DB };
export type DbKind = 'sqlite' | 'postgres';
export type QueryBuilder = Kysely<DB>;

/** Kysely as a query builder only: it compiles, it never connects (the drivers run the SQL). */
function builder(kind: DbKind): QueryBuilder {
  return new Kysely<DB>({
    dialect:
      kind === 'sqlite'
        ? {
            createAdapter: () => new SqliteAdapter(),
            createDriver: () => new DummyDriver(),
            createIntrospector: (db) => new SqliteIntrospector(db),
            createQueryCompiler: () => new SqliteQueryCompiler(),
          }
        : {
            createAdapter: () => new PostgresAdapter(),
            createDriver: () => new DummyDriver(),
            createIntrospector: (db) => new PostgresIntrospector(db),
            createQueryCompiler: () => new PostgresQueryCompiler(),
          },
  });
}

const builders: Record<DbKind, QueryBuilder> = { sqlite: builder('sqlite'), postgres: builder('postgres') };

/** Kysely's builder for a database kind (statements that are built each time, e.g. imports). */
export const queryBuilder = (kind: DbKind) => builders[kind];

/** A value the statement takes when it runs: where it is in the arguments. */
class Arg {
  constructor(readonly get: (args: never) => unknown) {}
}

type ItemOf<T> = T extends readonly (infer I)[] ? I : never;
type ListKeys<A> = { [K in keyof A]: A[K] extends readonly unknown[] ? K : never }[keyof A];

/** How a build function names the statement's values (each stands for the value while it compiles). */
export interface Params<A> {
  <K extends keyof A>(name: K): A[K];
  /** The i-th item of a list argument. */
  item<K extends ListKeys<A>>(name: K, i: number): ItemOf<A[K]>;
  /** A field of the i-th item of a list argument (a row of a VALUES list). */
  field<K extends ListKeys<A>, F extends keyof ItemOf<A[K]>>(name: K, i: number, field: F): ItemOf<A[K]>[F];
}

function params<A>(): Params<A> {
  const p = ((name: keyof A) => new Arg((a: A) => a[name])) as unknown as Params<A>;
  p.item = ((name: keyof A, i: number) => new Arg((a: A) => (a[name] as unknown[])[i])) as Params<A>['item'];
  p.field = ((name: keyof A, i: number, field: string) =>
    new Arg((a: A) => ((a[name] as unknown[])[i] as Record<string, unknown>)[field])) as unknown as Params<A>['field'];
  return p;
}

/** The row type of a query (what Kysely infers from the generated table types). */
export type RowOf<Q> = Q extends Compilable<infer O> ? Simplify<O> : never;

/** A statement compiled for one database kind. */
export interface Compiled<A, R> {
  readonly sql: string;
  /** The values in placeholder order, converted for the driver. */
  bind(args: A): unknown[];
  /** A driver's row (its values in select order) as a named, typed row. */
  decode(row: unknown[]): R;
  /** The names of the row's columns, in select order. */
  readonly columns: readonly string[];
}

export interface Statement<A, R> {
  /** Compiled on first use for each database kind, then kept. */
  for(kind: DbKind): Compiled<A, R>;
}

export interface StatementOptions<R> {
  /** How to decode columns that are expressions rather than columns of a table (counts, CASE). */
  kinds?: Partial<Record<keyof R & string, ColumnKind>>;
}

/**
 * A statement with named arguments. `build` gets Kysely's builder, the arguments' stand-ins and the
 * database kind (for the little SQL that differs, such as casts), and returns the query.
 */
export function statement<A, Q extends Compilable<unknown>>(
  build: (qb: QueryBuilder, p: Params<A>, kind: DbKind) => Q,
  options: StatementOptions<RowOf<Q>> = {},
): Statement<A, RowOf<Q>> {
  const compiled: Partial<Record<DbKind, Compiled<A, RowOf<Q>>>> = {};
  return {
    for(kind) {
      return (compiled[kind] ??= compile(kind, build(builders[kind], params<A>(), kind), options.kinds ?? {}));
    },
  };
}

/**
 * Statements whose SQL depends on a shape (an IN list of n ids, a VALUES list of n rows, an optional
 * condition): one statement per shape, each compiled once.
 */
export function statements<A, Q extends Compilable<unknown>, S extends number | string = number>(
  build: (qb: QueryBuilder, p: Params<A>, shape: S, kind: DbKind) => Q,
  options: StatementOptions<RowOf<Q>> = {},
): (shape: S) => Statement<A, RowOf<Q>> {
  const byShape = new Map<S, Statement<A, RowOf<Q>>>();
  return (shape) => {
    let s = byShape.get(shape);
    if (!s) {
      s = statement<A, Q>((qb, p, kind) => build(qb, p, shape, kind), options);
      byShape.set(shape, s);
    }
    return s;
  };
}

/** The PostgreSQL type of a VALUES column (its values are cast: a VALUES list has no columns to type them by). */
export type ValuesType = 'text' | 'integer' | 'boolean' | 'jsonb' | 'timestamp(3)';

/**
 * The rows of a list argument as a VALUES table named `v`, for an UPDATE … FROM that writes many
 * rows in one statement: `table` goes in FROM, `ref(column)` names a column of it. SQLite and
 * PostgreSQL both name a VALUES list's columns column1, column2…: `ref` finds the number.
 */
export function valuesTable<A, K extends ListKeys<A>, C extends keyof ItemOf<A[K]> & string>(
  p: Params<A>,
  list: K,
  n: number,
  columns: Record<C, ValuesType>,
  kind: DbKind,
) {
  const names = Object.keys(columns) as C[];
  const value = (i: number, c: C) =>
    kind === 'postgres' ? sql`${p.field(list, i, c)}::${sql.raw(columns[c])}` : sql`${p.field(list, i, c)}`;
  const rows = Array.from({ length: n }, (_, i) => sql`(${sql.join(names.map((c) => value(i, c)))})`);
  return {
    table: sql`(VALUES ${sql.join(rows)})`.as('v'),
    ref: <N extends C>(column: N): RawBuilder<ItemOf<A[K]>[N]> => sql.ref(`v.column${names.indexOf(column) + 1}`),
  };
}

function compile<A, R>(
  kind: DbKind,
  query: Compilable<unknown>,
  kinds: Partial<Record<string, ColumnKind>>,
): Compiled<A, R> {
  const { sql, parameters, query: node } = query.compile();
  const convert = kind === 'sqlite' ? toSqlite : toPostgres;
  // Constants are converted once; arguments when the statement runs.
  const slots = parameters.map((v) => (v instanceof Arg ? v : convert(v as SqlValue)));
  const bind = (args: A) => {
    const values = new Array<unknown>(slots.length);
    for (let i = 0; i < slots.length; i++) {
      const slot = slots[i];
      values[i] = slot instanceof Arg ? convert((slot.get as (a: A) => SqlValue)(args)) : slot;
    }
    return values;
  };
  const columns = outputColumns(node as RootOperationNode, kind, kinds);
  return { sql, bind, decode: rowDecoder<R>(columns), columns: columns.map((c) => c.name) };
}

const DECODE: Record<ColumnKind, string> = {
  plain: '',
  date: 'date',
  bool: 'bool',
  json: 'json',
  int: 'int',
};

/**
 * The row decoder of one statement, made once: an object literal with the statement's columns in
 * select order (one shape for every row, as a hand-written mapper would make), each value passed
 * through its column's decoder where the driver's value is not yet the record's.
 */
function rowDecoder<R>(columns: readonly { name: string; kind: ColumnKind }[]): (row: unknown[]) => R {
  const fields = columns.map(({ name, kind }, i) => {
    const fn = DECODE[kind];
    return `${JSON.stringify(name)}: ${fn ? `${fn}(r[${i}])` : `r[${i}]`}`;
  });
  // The source is made from column names of our own data model, never from input.
  const make = new Function('date', 'bool', 'json', 'int', `return (r) => ({ ${fields.join(', ')} });`) as (
    ...decoders: ((v: unknown) => unknown)[]
  ) => (row: unknown[]) => R;
  return make(decodeDate, decodeBool, decodeJson, decodeInt);
}

function decodeDate(v: unknown): Date | null {
  return v === null || v === undefined ? null : dateOf(v);
}

function decodeBool(v: unknown): boolean | null {
  return v === null || v === undefined ? null : v === true || v === 1 || v === 1n || v === '1' || v === 't';
}

function decodeJson(v: unknown): unknown {
  if (typeof v !== 'string') return v ?? null;
  // Most JSON columns hold an empty list or object: skip the parser for those.
  if (v === '[]') return [];
  if (v === '{}') return {};
  try {
    return JSON.parse(v);
  } catch {
    return null;
  }
}

function decodeInt(v: unknown): number | null {
  return v === null || v === undefined ? null : typeof v === 'number' ? v : Number(v);
}
