// relay-compiler: artifacts for the web app from schema.graphql and the fragments beside the components.
module.exports = {
  src: './web/src',
  schema: './schema.graphql',
  language: 'typescript',
  artifactDirectory: './web/src/__generated__',
  eagerEsModules: true,
  // Persisted queries. The artifacts carry an id instead of the text; the id -> text map is written here,
  // the web app sends the id and the gateway (gateway/src/core/persistedQueries.ts) answers it from this file.
  persistConfig: { file: './web/persisted-queries.json', algorithm: 'SHA256' },
  excludes: ['**/node_modules/**', '**/__generated__/**'],
};
