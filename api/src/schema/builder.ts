/**
 * The one Pothos builder: plugin list, typed context, scalars, Prisma types
 * and root types. No domain types here: each lives in its own file.
 */
import SchemaBuilder from '@pothos/core';
import { valueFromASTUntyped } from 'graphql';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin, { AuthScopeFailureType, type AuthFailure } from '@pothos/plugin-scope-auth';
import ValidationPlugin from '@pothos/plugin-validation';
import SyncNodeIdsPlugin from './sync-node-ids.js';
import { scopeRefusal } from '../auth/access.js';
import { isAdmin } from '../auth/roles.js';
import type { Context } from '../context/context.js';
import { AuthError, NotFoundError, ValidationError } from '../errors/domain-errors.js';
import { keepableDate } from '../limits/dates.js';
import { nestsDeeperThan, TOO_DEEP_MESSAGE } from '../limits/json-depth.js';
import { said } from '../words/said.js';
import type PrismaTypes from '../db/generated/pothos-types.js';
import { getDatamodel } from '../db/generated/pothos-types.js';

export interface AuthScopes {
  signedIn: boolean;
  /** The viewer is this user: what only a person may read of themselves (`authScopes: (user) => ({ self: user.id })`). */
  self: string;
  /** Not an access token: tokens, devices, the password (auth/access.ts). Visitors pass; `signedIn` is its own scope. */
  manageAccount: boolean;
  /** Not a read-only access token: every mutation asks it (the Mutation type below). */
  changeData: boolean;
  /** An admin (auth/roles.ts). Anyone else is told Not found, as if the field did not exist. */
  admin: boolean;
}

const TOKEN_SCOPES = new Set<string>(['manageAccount', 'changeData']);

/** The scope an authorisation failure was about (the first one named). */
function failedScope(failure: AuthFailure): string | null {
  if (failure.kind === AuthScopeFailureType.AuthScope) return failure.scope;
  if (failure.kind === AuthScopeFailureType.AllAuthScopes || failure.kind === AuthScopeFailureType.AnyAuthScopes) {
    for (const f of failure.failures) {
      const scope = failedScope(f);
      if (scope) return scope;
    }
  }
  return null;
}

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: AuthScopes;
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    JSON: { Input: unknown; Output: unknown };
  };
}>({
  // scope-auth first; errors before validation so validation failures become typed results. Node
  // ids last: it replaces the relay plugin's own resolver, and the plugins before it wrap what it gives.
  plugins: [
    ScopeAuthPlugin,
    ErrorsPlugin,
    ValidationPlugin,
    PrismaPlugin,
    RelayPlugin,
    DataloaderPlugin,
    SyncNodeIdsPlugin,
  ],
  defaultFieldNullability: false,
  scopeAuth: {
    authorizeOnSubscribe: true,
    authScopes: (ctx) => ({
      signedIn: ctx.viewer !== null,
      self: (userId: string) => ctx.viewer?.id === userId,
      manageAccount: scopeRefusal(ctx.session, 'manageAccount') === null,
      changeData: scopeRefusal(ctx.session, 'changeData') === null,
      admin: isAdmin(ctx.viewer),
    }),
    // Someone else's data does not exist for the viewer: the one ownership rule answers Not found.
    // A token's scope refused: auth/access.ts says why (403).
    unauthorizedError: (_parent, ctx, _info, result) => {
      const scope = failedScope(result.failure);
      if (scope === 'self' || scope === 'admin') return new NotFoundError('Not found');
      if (scope && TOKEN_SCOPES.has(scope)) {
        return scopeRefusal(ctx.session, scope as 'manageAccount' | 'changeData') ?? new AuthError('Not authenticated');
      }
      return ctx.authError ?? new AuthError('Not authenticated');
    },
  },
  // Input validation failures become typed ValidationError results too.
  errors: { defaultTypes: [], unsafelyHandleInputErrors: true },
  validation: {
    validationError: (result) =>
      new ValidationError(
        result.issues.map((issue) => ({
          field: (issue.path ?? [])
            .map((p) => (typeof p === 'object' && p !== null ? String(p.key) : String(p)))
            .filter((p) => p !== 'input')
            .join('.'),
          message: issue.message,
        })),
      ),
  },
  prisma: {
    client: (ctx) => ctx.db,
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    filterConnectionTotalCount: true,
    onUnusedQuery: null,
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    // Query.node and Query.nodes are node.ts's: an id that names nothing is null there.
    nodeQueryOptions: false,
    nodesQueryOptions: false,
  },
});

builder.scalarType('DateTime', {
  description: 'An ISO-8601 date and time (UTC).',
  serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
  parseValue: (value) => {
    // A date Duet cannot keep (past year 9999, limits/dates.ts) is as invalid as an unreadable one.
    const date = keepableDate(new Date(String(value)));
    if (!date) {
      throw new ValidationError([
        {
          field: '',
          message: said(/*i18n*/ { id: 'error.schema.invalid-date', message: 'Invalid date (years 1 to 9999)' }),
        },
      ]);
    }
    return date;
  },
});

/** A JSON input nested deeper than any of Duet's inputs is refused before anything reads it. */
const boundedJson = (value: unknown) => {
  if (nestsDeeperThan(value)) throw ValidationError.of('input', TOO_DEEP_MESSAGE);
  return value;
};

builder.scalarType('JSON', {
  description: 'Any JSON value.',
  serialize: (value) => value,
  parseValue: boundedJson,
  parseLiteral: (ast, variables) => boundedJson(valueFromASTUntyped(ast, variables)),
});

builder.queryType({});
// A read-only token changes nothing: every mutation but logout (schema/auth.ts) asks for it.
builder.mutationType({ authScopes: { changeData: true } });
