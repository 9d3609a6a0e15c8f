/**
 * The `id` of a node type (`builder.node`, as Thread and Step are) answered without a promise when
 * the type's own id resolver returns a value. The relay plugin resolves every node id through an
 * async function: a history page of 100 steps made 100 promises, each run through the request's
 * async context, and the page's list waited for all of them (bench/RESULTS.md, the history page).
 * The global id is the relay plugin's, made as it makes it: the type's name and the id, base64.
 * A departure from the relay plugin's path, listed with its figures in
 * docs/decisions/history-page-profile.md.
 */
import SchemaBuilder, { BasePlugin, isThenable, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { GraphQLFieldResolver } from 'graphql';

type Resolver<Types extends SchemaTypes> = GraphQLFieldResolver<unknown, Types['Context'], object>;

export class SyncNodeIdsPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(resolver: Resolver<Types>, fieldConfig: PothosOutputFieldConfig<Types>): Resolver<Types> {
    const relay = this.builder.options.relay;
    if (fieldConfig.kind !== 'Object' || fieldConfig.name !== (relay?.idFieldName ?? 'id')) return resolver;
    const type = this.buildCache.getTypeConfig(fieldConfig.parentType);
    // builder.node keeps the type's options, its id resolver among them (a Prisma node names a column instead).
    const idOf = (type.pothosOptions as { id?: { resolve?: unknown } }).id?.resolve;
    if (type.kind !== 'Object' || typeof idOf !== 'function') return resolver;
    const typename = type.name;
    const encode = relay?.encodeGlobalID;
    const globalId = (id: unknown, context: Types['Context']) =>
      encode ? encode(typename, String(id), context) : encodeGlobalID(typename, String(id));
    return (parent, args, context, info) => {
      const id: unknown = idOf(parent, args, context, info);
      return isThenable(id) ? Promise.resolve(id).then((value) => globalId(value, context)) : globalId(id, context);
    };
  }
}

const pluginName = 'syncNodeIds';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Pothos knows its plugins by this namespace
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      syncNodeIds: SyncNodeIdsPlugin<Types>;
    }
  }
}

SchemaBuilder.registerPlugin(pluginName, SyncNodeIdsPlugin);

export default pluginName;
