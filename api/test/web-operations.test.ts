/**
 * Every operation the web app sends passes the server's GraphQL limits (depth, tokens and cost,
 * http/graphql.ts, and pages of 1 to 100 items, http/page-arguments.ts) with the default settings.
 * The cost rule counts a literal `first: N` as N items, so a page that asks for too many at once
 * fails here, not in someone's browser. The operations are the Relay compiler's
 * (web/src/__generated__); a page size given by a variable is checked at its default.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { expect, it } from 'vitest';
import { loadConfig, ROOT_DIR } from '../src/config.js';
import { queryLimits } from '../src/http/graphql.js';
import { badPageAsked } from '../src/http/page-arguments.js';

// The graphql-armor rules are CommonJS: they need graphql's CommonJS build, as the server's plugins get.
const { buildSchema, parse, validate } = createRequire(import.meta.url)('graphql') as typeof import('graphql');
const schema = buildSchema(fs.readFileSync(path.join(ROOT_DIR, 'schema.graphql'), 'utf8'));

const limits = queryLimits(loadConfig({}).graphql);

const generated = path.join(ROOT_DIR, 'web/src/__generated__');
const operations = fs.readdirSync(generated).flatMap((file) => {
  const text = /"text": ("(?:[^"\\]|\\.)*")/.exec(fs.readFileSync(path.join(generated, file), 'utf8'))?.[1];
  return text ? [[file.replace('.graphql.ts', ''), JSON.parse(text) as string] as const] : [];
});

/** What the server's limits say of an operation: nothing, or why it is refused. */
function refusal(query: string): string | null {
  try {
    const document = parse(query, { maxTokens: limits.tokens.n });
    const errors = validate(schema, document, [costLimitRule(limits.cost), maxDepthRule(limits.depth)]);
    const defaults = document.definitions.flatMap((d) =>
      d.kind === 'OperationDefinition'
        ? (d.variableDefinitions ?? []).flatMap((v) =>
            v.defaultValue?.kind === 'IntValue' ? [[v.variable.name.value, Number(v.defaultValue.value)] as const] : [],
          )
        : [],
    );
    return errors[0]?.message ?? badPageAsked(document, Object.fromEntries(defaults));
  } catch (error) {
    return (error as Error).message;
  }
}

it('finds the web app’s operations', () => {
  expect(operations.length).toBeGreaterThan(50);
});

it.each(operations)('%s is within the limits', (_name, query) => {
  expect(refusal(query)).toBeNull();
});

it('would refuse a page of more than 100 items', () => {
  const query = operations.find(([name]) => name === 'KnowledgeRouteQuery')![1];
  expect(refusal(query.replace('memoriesConnection(first: 100)', 'memoriesConnection(first: 101)'))).toBe(
    'memoriesConnection(first: 101): a page holds at most 100 items; ask for the next page after its endCursor.',
  );
});

it('would refuse the Knowledge page asking for ten times as many memories at once', () => {
  const query = operations.find(([name]) => name === 'KnowledgeRouteQuery')![1];
  expect(query).toContain('memoriesConnection(first: 100)');
  expect(refusal(query.replace('memoriesConnection(first: 100)', 'memoriesConnection(first: 1000)'))).toMatch(
    /^Syntax Error: Query Cost limit of 30000 exceeded/,
  );
});
