// relay-compiler: artifacts for the web app from schema.graphql and the fragments beside the components.
module.exports = {
  src: './web/src',
  schema: './schema.graphql',
  language: 'typescript',
  artifactDirectory: './web/src/__generated__',
  eagerEsModules: true,
  excludes: ['**/node_modules/**', '**/__generated__/**'],
};
