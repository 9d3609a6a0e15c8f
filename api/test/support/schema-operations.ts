/**
 * Operations built from the printed schema (schema.graphql): one call of any root field with
 * placeholder arguments, for the tests that try every field (authorization, token scopes).
 */
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputType,
} from 'graphql';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../../src/config.js';

export const schema = buildSchema(fs.readFileSync(path.join(ROOT_DIR, 'schema.graphql'), 'utf8'));

/** A value of the type: `id` for every ID and String, the first value of an enum. */
export function dummy(type: GraphQLInputType, id: string): unknown {
  if (isNonNullType(type)) return dummy(type.ofType, id);
  if (isListType(type)) return [dummy(type.ofType, id)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((f) => isNonNullType(f.type))
        .map((f) => [f.name, dummy(f.type, id)]),
    );
  }
  if (isScalarType(type)) {
    return (
      {
        ID: id,
        String: id,
        Int: 1,
        Float: 1,
        Boolean: true,
        DateTime: new Date().toISOString(),
        JSON: {},
      }[type.name] ?? id
    );
  }
  return null;
}

/** `name` called with its required arguments (placeholders), selecting `__typename`. */
export function operation(kind: 'query' | 'mutation' | 'subscription', name: string, id: string) {
  const root =
    kind === 'query'
      ? schema.getQueryType()!
      : kind === 'mutation'
        ? schema.getMutationType()!
        : schema.getSubscriptionType()!;
  const field = root.getFields()[name]!;
  const args = field.args.filter((a) => isNonNullType(a.type));
  const vars = args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const call = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const leaf = isScalarType(getNamedType(field.type)) || isEnumType(getNamedType(field.type));
  return {
    query: `${kind} ${vars ? `(${vars})` : ''} { ${name}${call ? `(${call})` : ''} ${leaf ? '' : '{ __typename }'} }`,
    variables: Object.fromEntries(args.map((a) => [a.name, dummy(a.type, id)])),
  };
}
