// dependency-cruiser: the import-circle check that `npm test` runs (tests/structure/importCircles.test.ts).
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
