// ESLint flat config: typescript-eslint for every package, React hooks rules
// for the browser code. Generated files are ignored (they are checked for drift instead).
import js from '@eslint/js';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import relay from 'eslint-plugin-relay';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The domain never imports the adapters or the app's wiring (docs/architecture.md). */
const DOMAIN_NOT_ADAPTERS = {
  regex: '(^|/)(schema|rest|http|public-pages|context)/|/(app|main|services)\\.js$',
  message:
    'The domain never imports an adapter (schema/, rest/, http/, public-pages/) or the app wiring: they call it, not the other way round.',
};

/** The packages that connect to a database (Prisma's adapters, the drivers, SQLite's vector extension). */
const DATABASE_DRIVERS = String.raw`/^(pg|better-sqlite3|sqlite-vec|@prisma\/adapter-.+)$/`;

/** SQL text and drivers only in api/src/db/ (docs/decisions/sql-in-one-place.md). */
const SQL_ONLY_IN_DB = [
  {
    selector:
      "ImportDeclaration[source.value='kysely'] > :matches(ImportSpecifier[imported.name='sql'], ImportNamespaceSpecifier)",
    message:
      "Kysely's sql template writes SQL text: it is used in api/src/db/ only. Build with the query builder, or put the statement in api/src/db/ (docs/decisions/sql-in-one-place.md).",
  },
  {
    // A driver of its own is the other way to run SQL text.
    selector: `:matches(ImportDeclaration[importKind!='type'], ImportExpression)[source.value=${DATABASE_DRIVERS}]`,
    message:
      'The database drivers are used in api/src/db/ only: run a statement from there (docs/decisions/sql-in-one-place.md).',
  },
];

const USE_CASE_MESSAGE =
  "A use case takes a typed input (its schema's z.output): the edge validates it with parseInput, REST through snakeBody (rest/wire-input.ts).";

/**
 * Exported async functions: the use cases (they reach the database or a service). The synchronous
 * ones typed `unknown` are guards and parsers of stored or foreign JSON (usage/limits.ts ownLimits,
 * profile/embed-origins.ts, conversations/import/), and stay. Still to type, by name:
 * callPersonalTool, whose arguments are the model's tool call, not a client's input (mcp/agent-access.ts).
 */
const USE_CASE_FUNCTION =
  ':matches(ExportNamedDeclaration > FunctionDeclaration, ExportNamedDeclaration > VariableDeclaration > VariableDeclarator > :function)[async=true]' +
  ":not([id.name='callPersonalTool'], VariableDeclarator[id.name='callPersonalTool'] > :function)";
const UNKNOWN = "[typeAnnotation.typeAnnotation.type='TSUnknownKeyword']";

/** A use case's input is typed (docs/decisions/typed-use-cases.md). */
const TYPED_USE_CASE = [
  { selector: `:function > Identifier.params[name='raw']${UNKNOWN}`, message: USE_CASE_MESSAGE },
  // projectId: unknown, days?: unknown…: whatever the parameter is called.
  { selector: `${USE_CASE_FUNCTION} > Identifier.params${UNKNOWN}`, message: USE_CASE_MESSAGE },
  {
    selector: `${USE_CASE_FUNCTION} > AssignmentPattern.params > Identifier.left${UNKNOWN}`,
    message: USE_CASE_MESSAGE,
  },
  // input: { daily?: unknown }: an object of unchecked fields is no more typed.
  {
    selector: `${USE_CASE_FUNCTION} > .params > TSTypeAnnotation > TSTypeLiteral > TSPropertySignature > TSTypeAnnotation > TSUnknownKeyword`,
    message: USE_CASE_MESSAGE,
  },
];

/**
 * Every word a person reads goes through Lingui (docs/decisions/languages.md): a string that looks
 * like words and is not wrapped in Trans, t or msg fails. What is not for reading is let through:
 * strings without a space that start in lower case ('button', 'aria-hidden'), constants, values
 * whose type is a union of literals (useTsTypes), and the names and calls below.
 */
const UNLOCALIZED_STRINGS = [
  'error',
  {
    useTsTypes: true,
    ignore: ['^(?![A-Z])\\S+$', '^[A-Z0-9_-]+$', '^[A-Z][a-z]+[A-Z]\\w*$'],
    ignoreNames: [
      {
        regex: {
          pattern:
            '^(className|class|style|styles|type|role|id|key|rel|target|href|src|srcSet|as|variant|size|tone|mode|kind|name|method|autoComplete|inputMode|enterKeyHint|lang|dir|accept|pattern|displayName|testId|data-\\w+|aria-(controls|describedby|labelledby|live|current|haspopup|owns|relevant|sort|autocomplete|orientation))$',
        },
      },
      {
        regex: {
          pattern:
            '(Url|URL|Path|Id|Key|Class|Mime|Type|Selector|Query|Pattern|Regex|Route|Cookie|Header|Event|Token|Name)$',
        },
      },
    ],
    ignoreFunctions: [
      'cx',
      'console.*',
      'Error',
      'TypeError',
      'URL',
      'URLSearchParams',
      'fetch',
      'postToApi',
      'graphql',
      '*.querySelector',
      '*.querySelectorAll',
      '*.closest',
      '*.getElementById',
      '*.addEventListener',
      '*.removeEventListener',
      '*.setAttribute',
      '*.getAttribute',
      '*.removeAttribute',
      '*.hasAttribute',
      '*.dispatchEvent',
      'document.createElement',
      'navigate',
      'useNavigate',
      'useMatch',
      'matchPath',
      'generatePath',
      'Intl.*',
      'new Intl.*',
      'RegExp',
      'useQueryLoader',
      'useLazyLoadQuery',
      'commitMutation',
      'localStorage.*',
      'sessionStorage.*',
      '*.headers.get',
      '*.headers.set',
      'matchMedia',
      'window.matchMedia',
      'import.meta.glob',
      'import',
    ],
    ignoreMethodsOnTypes: [
      'Map.get',
      'Map.has',
      'Map.set',
      'Set.has',
      'String.split',
      'String.startsWith',
      'String.endsWith',
      'String.includes',
      'String.replace',
      'Array.includes',
      'Date.toLocaleDateString',
      'Date.toLocaleString',
      'Number.toLocaleString',
    ],
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'var/**',
      'release/**',
      'api/src/db/generated/**',
      '**/__generated__/**',
      'storybook-static/**',
      // Lingui's compiled catalogs (npm run i18n:compile).
      '**/src/locales/*.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      'no-console': 'off',
    },
  },
  // packages/: local npm packages in CommonJS, as the packages they stand in for are.
  {
    files: ['packages/**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['api/test/**/*.ts', '**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx', 'web/e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'design-system/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // The words of the design system and the web app: through Lingui, each one (UNLOCALIZED_STRINGS).
  {
    files: ['web/src/**/*.{ts,tsx}', 'design-system/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.stories.tsx',
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/docs/**',
      '**/testing/**',
      '**/locales/**',
      // A made-up person's content for the App screens stories, not the product's words.
      'design-system/src/screens/sample-data.tsx',
    ],
    plugins: { lingui },
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      'lingui/no-unlocalized-strings': UNLOCALIZED_STRINGS,
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      'lingui/no-expression-in-message': 'error',
      'lingui/no-trans-inside-trans': 'error',
    },
  },
  // The house as drawn (docs/architecture.md): arrows point down only, and each package keeps to itself.
  {
    files: [
      'api/src/{auth,profile,chat,memories,recall,twin,conversations,uploads,documents,notifications,monitoring,agent,ai-models,secrets,operations,usage,personalisation,projects,mcp}/**/*.ts',
      'api/src/{db,limits,errors,logging,mail,realtime,storage,net,privacy}/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': ['error', { patterns: [DOMAIN_NOT_ADAPTERS] }],
    },
  },
  // SQL lives in one place (docs/decisions/sql-in-one-place.md): SQL text, Kysely's sql template and
  // Prisma's raw queries only in api/src/db/, where statements are typed against the generated
  // table types and run on the drivers. Elsewhere: Prisma's query API, or a statement from db/.
  {
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/db/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['$queryRaw', '$executeRaw', '$queryRawUnsafe', '$executeRawUnsafe'].map((property) => ({
          property,
          message: `No raw SQL outside api/src/db/: Prisma's query API, or a typed statement in api/src/db/ (docs/decisions/sql-in-one-place.md).`,
        })),
        ...['sql', 'raw', 'join', 'empty'].map((property) => ({
          object: 'Prisma',
          property,
          message: `Prisma's SQL fragments are for raw queries, which live in api/src/db/ only (docs/decisions/sql-in-one-place.md).`,
        })),
      ],
      'no-restricted-syntax': ['error', ...SQL_ONLY_IN_DB],
    },
  },
  // A use case takes a typed input: the edges (schema/, rest/, http/) validate it with the use
  // case's own schema before they call it (docs/decisions/typed-use-cases.md). One
  // no-restricted-syntax per file, so the domain's carries both rules.
  {
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/{rest,schema,http}/**', 'api/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...TYPED_USE_CASE, ...SQL_ONLY_IN_DB],
    },
  },
  {
    files: ['api/src/db/**/*.ts'],
    ignores: ['api/src/**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...TYPED_USE_CASE] },
  },
  {
    // The twin reads what its owner made public, by type: it can make a public scope only
    // (privacy/read-scope.ts), never the owner's, so no search it runs can reach a private record.
    files: ['api/src/twin/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            DOMAIN_NOT_ADAPTERS,
            {
              group: ['**/privacy/read-scope.js'],
              importNames: ['ownerScope'],
              message:
                'The twin reads only what its owner made public: publicScope(ownerId), never ownerScope (privacy/read-scope.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // The twin's privacy boundary: its tools are built from a TwinAccess (the owner's public projection
    // and public memories) and the turn's ids, and reach nothing else: no database, no memories, no
    // brain or profile tools. Only the AI SDK, zod and the types of the agent's contract and ports may come in.
    files: ['api/src/agent/tools/twin-tools.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!(ai|zod|\\.\\./(contract|ports)\\.js)$)',
              message:
                "The twin's tools see only what TwinAccess gives them (agent/ports.ts): a new import here is a privacy decision.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['design-system/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)web/', message: 'The design system knows nothing of the app: pass what it needs as props.' },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)api/',
              message: 'The web app talks to the API over HTTP only (GraphQL, REST), never by importing its code.',
            },
          ],
        },
      ],
    },
  },
  {
    // Relay: the plugin ships legacy configs only, so its rules are listed here by hand.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { relay },
    rules: {
      'relay/graphql-syntax': 'error',
      'relay/graphql-naming': 'error',
      'relay/unused-fields': 'error',
      'relay/must-colocate-fragment-spreads': 'error',
      'relay/no-future-added-value': 'error',
      'relay/function-required-argument': 'error',
      'relay/hook-required-argument': 'error',
    },
  },
);
