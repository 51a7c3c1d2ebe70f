// ESLint on the GraphQL contract (the conventions partners know from GitHub's and Shopify's APIs, STYLE.md conventions
// 1, 4, 13, checked by @graphql-eslint) and on the TypeScript of every workspace with typescript-eslint's type-checked
// rules (README "Testing"). Layout is Prettier's (npm run format), so no rule here is about style.
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import tseslint from 'typescript-eslint';

const recommended = graphqlPlugin.configs['flat/schema-recommended'].rules;
const [, naming] = recommended['@graphql-eslint/naming-convention'];

export default [
  {
    files: ['schema.graphql'],
    // Rules that need the whole schema (no-unreachable-types, the Relay rules) load it through graphql-config.
    languageOptions: { parser: graphqlPlugin.parser, parserOptions: { graphQLConfig: { schema: './schema.graphql' } } },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      // Enum values ALL_CAPS, types PascalCase, fields and arguments camelCase, no Query/Mutation prefixes.
      ...recommended,
      // DayOffType is the spec's name for a kind of day off (STYLE.md convention 9), so the 'Type' suffix is allowed.
      '@graphql-eslint/naming-convention': [
        'error',
        { ...naming, 'ObjectTypeDefinition,ObjectTypeExtension': { forbiddenPrefixes: ['Type'] } },
      ],
      // Spec field names such as Seniority.seniorityDate and Document.documentType stay as the spec writes them.
      '@graphql-eslint/no-typename-prefix': 'off',
      // `#` lines are section headings that group fields, not descriptions.
      '@graphql-eslint/no-hashtag-description': 'off',
      // Every mutation takes one argument named `input` (STYLE.md convention 4). checkInputType (the type named
      // `<MutationName>Input`) is off until the eight mutations that share EmployeeIdInput get inputs of their own.
      '@graphql-eslint/input-name': ['error', { checkInputType: false }],
      // Relay cursor connections: <Type>Connection with edges and pageInfo, <Type>Edge, PageInfo, first/after.
      '@graphql-eslint/relay-connection-types': 'error',
      // Plain lists (a person's documents, a wage's benefits) are fine where nothing pages. An edge's node need not be a
      // Node: audit-log entries are append-only rows read through their person, never refetched by id.
      '@graphql-eslint/relay-edge-types': [
        'error',
        { withEdgeSuffix: true, listTypeCanWrapOnlyEdgeType: false, shouldImplementNode: false },
      ],
      '@graphql-eslint/relay-page-info': 'error',
      // Lists page forward only (first/after), as the web app reads them.
      '@graphql-eslint/relay-arguments': ['error', { includeBoth: false }],
      // The enums and the root fields are what partners read first; object types describe themselves by name.
      '@graphql-eslint/require-description': ['error', { EnumTypeDefinition: true, rootField: true }],
      // The schema writes one-line descriptions inline ("…") and longer ones as blocks; both read well.
      '@graphql-eslint/description-style': 'off',
      // Payloads, value objects (Address, PageInfo) and the UserError have no identity of their own (convention 2).
      '@graphql-eslint/strict-id-in-types': 'off',
    },
  },
  ...tseslint.config(
    {
      files: ['{domain,platform,rest,gateway,web,tests,bench}/**/*.{ts,tsx}'],
      ignores: ['**/__generated__/**', '**/dist/**', 'gateway/graphiql/**'],
      extends: [tseslint.configs.recommendedTypeChecked],
      languageOptions: {
        // The programs `npm run typecheck` builds: the servers, tests and bench, the web app.
        parserOptions: {
          project: ['./tsconfig.check-server.json', './tsconfig.check-tests.json', './web/tsconfig.json'],
          tsconfigRootDir: import.meta.dirname,
        },
      },
      linterOptions: { reportUnusedDisableDirectives: 'error' },
      rules: {
        // React calls an event handler and ignores what it returns: an async handler is fine there.
        '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
        // A Fastify plugin and an Apollo plugin hook are async by contract, whether or not they await.
        '@typescript-eslint/require-await': 'off',
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      },
    },
    {
      // The REST API loads its heavy parsers (jsdom, mammoth, pdf-lib, exceljs) and PGlite on first use
      // (core/onFirstUse.ts) with require, so a start does not pay for them.
      files: ['rest/**/*.ts'],
      rules: { '@typescript-eslint/no-require-imports': 'off' },
    },
    {
      // Components receive callbacks as props declared with method syntax; React never calls them with a `this`.
      files: ['web/**/*.tsx'],
      rules: { '@typescript-eslint/unbound-method': 'off' },
    },
    {
      // Tests and benchmarks read answers as untyped JSON on purpose (the wire is what they check), and hand jest's
      // matchers methods to watch.
      files: ['**/__tests__/**', 'tests/**', 'bench/**', '**/test/**'],
      rules: {
        '@typescript-eslint/no-unsafe-member-access': 'off',
        '@typescript-eslint/no-unsafe-assignment': 'off',
        '@typescript-eslint/no-unsafe-call': 'off',
        '@typescript-eslint/no-unsafe-return': 'off',
        '@typescript-eslint/no-unsafe-argument': 'off',
        '@typescript-eslint/no-explicit-any': 'off',
        '@typescript-eslint/unbound-method': 'off',
        // it.each tables type their rows from the assertions this rule calls needless (the fix breaks the types).
        '@typescript-eslint/no-unnecessary-type-assertion': 'off',
        // jest.isolateModules and jest.requireActual hand modules back through require.
        '@typescript-eslint/no-require-imports': 'off',
        // Messages and ids built from whatever an answer holds: the test fails on the value, not on its type.
        '@typescript-eslint/restrict-template-expressions': 'off',
        '@typescript-eslint/restrict-plus-operands': 'off',
        '@typescript-eslint/no-base-to-string': 'off',
      },
    },
  ),
];
