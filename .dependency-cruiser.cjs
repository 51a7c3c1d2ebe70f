// dependency-cruiser: the import circles and layers that `npm test` checks (tests/structure/importCircles.test.ts).
// Type-only imports count (tsPreCompilationDeps): a circle of types still ties the files' edits together.
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'STYLE.md 7: a page imports its query from queries.ts, never routes.tsx; no module may import itself back.',
      from: {},
      to: { circular: true },
    },
    // The layers (ARCHITECTURE.md): rules in domain/, I/O helpers in platform/, the REST API, the gateway that knows
    // it only by its OpenAPI document, and the web app that knows only the gateway's schema.
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'STYLE.md 5: the rules are pure functions: no I/O, no framework, nothing of another workspace.',
      from: { path: '^domain/src/', pathNot: '/__tests__/' },
      to: { pathNot: '^domain/src/' },
    },
    {
      name: 'platform-below-the-servers',
      severity: 'error',
      comment: 'platform/ is what both servers share; it knows neither of them.',
      from: { path: '^platform/' },
      to: { path: '^(rest|gateway|web)/' },
    },
    {
      name: 'gateway-knows-rest-by-its-contract',
      severity: 'error',
      comment: 'STYLE.md 12: the gateway reads the REST API through rest/openapi.json, never its code.',
      from: { path: '^gateway/' },
      to: { path: '^(rest|web)/' },
    },
    {
      name: 'rest-knows-no-client',
      severity: 'error',
      comment: 'The REST API serves the gateway and partners; it imports neither the gateway nor the web app.',
      from: { path: '^rest/' },
      to: { path: '^(gateway|web)/' },
    },
    {
      name: 'web-knows-the-schema-only',
      severity: 'error',
      comment: 'The web app talks to the gateway over GraphQL and shares only the rules of domain/.',
      from: { path: '^web/' },
      to: { path: '^(rest|gateway|platform)/' },
    },
    // The areas (CONTRIBUTING.md "Where a rule lives"): every folder of rest/src/ and gateway/src/ beside core/ is an
    // area (people, wage, daysOff…), its tests included; seed/ (demo data) and test/ (test fixtures) are not. An area
    // imports its own files, its tier's core/ and test/, domain/, platform/ and packages; never another area, nor the
    // gateway's roots (Query.ts, Mutation.ts, Employee.ts…), which compose the areas.
    {
      name: 'areas-meet-through-core',
      severity: 'error',
      comment:
        'STYLE.md 6: areas meet through domain/ and the shared core; what two areas share moves into core/. ' +
        'The compositions below are the deliberate exceptions.',
      from: {
        path: '^(rest|gateway)/src/([^/]+)/',
        pathNot: [
          '^(rest|gateway)/src/(core|seed|test|__generated__|__tests__)/',
          // The person detail (GET /api/employees/{id}) answers the people card, the wages and the embeds of other
          // areas in one call: the profile composes them.
          '^rest/src/profile/(detail|detailEmbeds|employees)\\.ts$',
          // A verzuim period writes its sick days into the days-off ledger with days off's own writes, so one ledger
          // holds both and its rules (holidays, company days off) apply once.
          '^rest/src/verzuim/sql\\.ts$',
          // The profile's look-ahead (employee(id:)) asks the areas' reads beside the detail, from their own tables.
          '^gateway/src/profile/lookaheadTable\\.ts$',
        ],
      },
      to: { path: '^$1/src/', pathNot: ['^$1/src/$2/', '^$1/src/(core|test|__generated__)/'] },
    },
    {
      name: 'verzuim-composes-days-off-only',
      severity: 'error',
      comment: 'verzuim/sql.ts is an exception to areas-meet-through-core for days off alone.',
      from: { path: '^rest/src/verzuim/sql\\.ts$' },
      to: { path: '^rest/src/', pathNot: ['^rest/src/(core|test|verzuim|daysOff)/'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Generated code (relay artifacts, graphql-codegen types) imports nothing of ours back.
    exclude: { path: '(^|/)(node_modules|__generated__|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    // The workspaces import each other as @people/<workspace>/<module> through package.json "exports".
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
