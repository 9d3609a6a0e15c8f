import SchemaBuilder from '@pothos/core';
import RelayPlugin, { encodeGlobalID } from '@pothos/plugin-relay';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import SyncNodeIdsPlugin from './sync-node-ids.js';

// graphql as Pothos loads it (its CommonJS build): a schema works only with its own module's execute.
const { execute, parse } = createRequire(import.meta.url)('graphql') as typeof import('graphql');

function schemaOf(plugins: boolean) {
  // The app's plugins make their options required of every builder's type; this one has two of them.
  const builder = new SchemaBuilder<{ Context: object }>({
    plugins: plugins ? [RelayPlugin, SyncNodeIdsPlugin] : [RelayPlugin],
    relay: { nodeQueryOptions: false, nodesQueryOptions: false },
  } as never);
  const Now = builder.node(builder.objectRef<{ id: number }>('Now'), {
    id: { resolve: (n) => n.id },
    fields: (t) => ({ n: t.exposeInt('id') }),
  });
  const Later = builder.node(builder.objectRef<{ id: string }>('Later'), {
    id: { resolve: async (n) => n.id },
    fields: (t) => ({ s: t.exposeString('id') }),
  });
  builder.queryType({
    fields: (t) => ({
      now: t.field({ type: [Now], resolve: () => [{ id: 1 }, { id: 2 }] }),
      later: t.field({ type: Later, resolve: () => ({ id: 'a:b' }) }),
    }),
  });
  return builder.toSchema();
}

const document = parse('{ now { id n } later { id s } }');

describe('node ids without a promise', () => {
  it('gives the global ids the relay plugin gives', async () => {
    const plain = await execute({ schema: schemaOf(false), document });
    const synced = await execute({ schema: schemaOf(true), document });
    expect(synced).toEqual(plain);
    expect(synced.data).toEqual({
      now: [
        { id: encodeGlobalID('Now', '1'), n: 1 },
        { id: encodeGlobalID('Now', '2'), n: 2 },
      ],
      later: { id: encodeGlobalID('Later', 'a:b'), s: 'a:b' },
    });
  });

  it('answers at once when the id is a value, and through its promise when it is one', () => {
    const schema = schemaOf(true);
    const idOf = (type: string) => {
      const fields = (schema.getType(type) as import('graphql').GraphQLObjectType).getFields();
      return (parent: object) => fields.id!.resolve!(parent, {}, {}, {} as import('graphql').GraphQLResolveInfo);
    };
    expect(idOf('Now')({ id: 7 })).toBe(encodeGlobalID('Now', '7'));
    expect(idOf('Later')({ id: 'x' })).toBeInstanceOf(Promise);
  });
});
