/**
 * Query.node and Query.nodes (Relay): an id that names nothing Duet could have — not base64,
 * empty, huge, of a type that is no Node ("Foo:bar"), of a Node with a key no row has — is null,
 * as Relay expects of an id it cannot find. Pothos's own fields answered some of these with an
 * error, and a type it does not know as an INTERNAL_SERVER_ERROR.
 */
import { decodeGlobalID, resolveNodes } from '@pothos/plugin-relay';
import type { GraphQLResolveInfo } from 'graphql';
import { builder } from './builder.js';

/** Far longer than any id Duet writes (base64 of "Typename:" and a 25-character key). */
const MAX_GLOBAL_ID = 200;

function nodeIdOf(id: string, info: GraphQLResolveInfo): { typename: string; id: string } | null {
  if (id.length > MAX_GLOBAL_ID) return null;
  let decoded: { typename: string; id: string };
  try {
    decoded = decodeGlobalID(id);
  } catch {
    return null;
  }
  // An object type that implements Node (told by shape: graphql-js can be loaded twice).
  const type = info.schema.getType(decoded.typename);
  const isNode = !!type && 'isTypeOf' in type && type.getInterfaces().some((i) => i.name === 'Node');
  return isNode ? decoded : null;
}

const resolveAll = (ids: readonly string[], ctx: object, info: GraphQLResolveInfo) =>
  resolveNodes(
    builder,
    ctx,
    info,
    ids.map((id) => nodeIdOf(id, info)),
  );

builder.queryField('node', (t) =>
  t.field({
    type: builder.nodeInterfaceRef(),
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx, info) => (await resolveAll([String(args.id)], ctx, info))[0] as never,
  }),
);

builder.queryField('nodes', (t) =>
  t.field({
    type: [builder.nodeInterfaceRef()],
    nullable: { list: false, items: true },
    args: { ids: t.arg.idList({ required: true }) },
    resolve: (_root, args, ctx, info) => resolveAll(args.ids.map(String), ctx, info) as never,
  }),
);
