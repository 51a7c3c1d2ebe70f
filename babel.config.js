// One transform for every workspace's tests: TypeScript, JSX and Relay's graphql tags (STACK.md).
module.exports = {
  presets: [
    ['@babel/preset-env', { targets: { node: 'current' } }],
    '@babel/preset-typescript',
    ['@babel/preset-react', { runtime: 'automatic' }],
  ],
  plugins: [['relay', { artifactDirectory: './web/src/__generated__', eagerEsModules: false }]],
};
