/**
 * The read layer's statements in spans (with traces on: monitoring/traces.ts; services.ts wraps the
 * reader only then, so with traces off a read costs what it did). One client span per statement,
 * named by its operation and first table (`SELECT Step`), with the statement's SQL: its values are
 * bound parameters, never in the text. Prisma's own queries have Prisma's spans.
 */
import { SpanKind } from '@opentelemetry/api';
import { ATTR_DB_OPERATION_NAME, ATTR_DB_QUERY_TEXT, ATTR_DB_SYSTEM_NAME } from '@opentelemetry/semantic-conventions';
import { inSpan } from '../logging/spans.js';
import type { SqlReader } from './sql-reader.js';

interface Named {
  name: string;
  operation: string;
}

/** A statement's span name, once per SQL text (statements are compiled once). */
const names = new Map<string, Named>();
function named(sql: string): Named {
  let found = names.get(sql);
  if (!found) {
    const operation = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? 'SQL';
    const table = /\bfrom\s+"?(\w+)"?/i.exec(sql)?.[1];
    found = { operation, name: table ? `${operation} ${table}` : operation };
    names.set(sql, found);
  }
  return found;
}

export function tracedReader(reader: SqlReader): SqlReader {
  const system = reader.kind === 'sqlite' ? 'sqlite' : 'postgresql';
  return {
    kind: reader.kind,
    rows(statement, args) {
      const sql = statement.for(reader.kind).sql;
      const { name, operation } = named(sql);
      const attributes = {
        [ATTR_DB_SYSTEM_NAME]: system,
        [ATTR_DB_OPERATION_NAME]: operation,
        [ATTR_DB_QUERY_TEXT]: sql,
      };
      return inSpan(name, { kind: SpanKind.CLIENT, attributes }, () => reader.rows(statement, args));
    },
    ...(reader.connections ? { connections: reader.connections } : {}),
    close: () => reader.close(),
  };
}
