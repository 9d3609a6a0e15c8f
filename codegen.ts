/**
 * Typed GraphQL operations for API consumers and the API tests: the
 * operations in api/test/operations/*.graphql become TypedDocumentNodes in
 * api/test/__generated__/graphql.ts (committed; `npm test` fails on drift).
 */
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['api/test/operations/**/*.graphql'],
  generates: {
    'api/test/__generated__/graphql.ts': {
      plugins: ['typescript', 'typescript-operations', 'typed-document-node'],
      config: {
        scalars: { DateTime: 'string', JSON: 'unknown' },
        enumsAsTypes: true,
        useTypeImports: true,
        avoidOptionals: { field: true, inputValue: false, object: true },
      },
    },
  },
};

export default config;
