// Unit and component tests of every workspace. Cross-tier tests (tests/) have their own config.
// esbuild, and Babel for Relay's graphql tags and hoisted jest.mock calls (scripts/jestTransform.cjs).
const TRANSFORM = require.resolve('./scripts/jestTransform.cjs');
const transform = { '^.+\\.[jt]sx?$': TRANSFORM };
module.exports = {
  // Jest's default is one worker per core minus one: a single worker on CI's two cores.
  maxWorkers: 2,
  // Five seconds (jest's default) is too short for a test that starts the REST app or builds an export on a two-core
  // machine shared with other work: there it failed while the code was right. A test that hangs still fails.
  testTimeout: 30_000,
  projects: [
    { displayName: 'domain', rootDir: 'domain', testEnvironment: 'node', transform },
    { displayName: 'platform', rootDir: 'platform', testEnvironment: 'node', transform },
    { displayName: 'rest', rootDir: 'rest', testEnvironment: 'node', transform },
    {
      displayName: 'gateway',
      rootDir: 'gateway',
      testEnvironment: 'node',
      transform,
      testPathIgnorePatterns: ['/node_modules/', '/graphiql/'],
    },
    // Checks of the repository as a whole, fast enough to run with the unit tests: no import circles in any workspace
    // (dependency-cruiser over the whole tree), and the Helm chart rendered and checked against Kubernetes' schemas.
    { displayName: 'structure', rootDir: 'tests/structure', testEnvironment: 'node', transform },
    {
      displayName: 'web',
      rootDir: 'web',
      // jsdom plus the fetch classes react-router's loaders need (see the file).
      testEnvironment: '<rootDir>/src/test/jsdomEnvironment.cjs',
      // nivo (the wage chart) requires d3 modules that ship only as ES modules (.mjs): those are compiled too.
      transform: { ...transform, '^.+\\.mjs$': TRANSFORM },
      // React-intl and FormatJS ship only as ES modules too.
      transformIgnorePatterns: [
        '/node_modules/(?!(d3-[^/]+|internmap|react-intl|@formatjs[\\/][^/]+|intl-messageformat)/)',
      ],
      moduleNameMapper: { '\\.(css|svg|png)$': '<rootDir>/src/test/fileStub.ts' },
      // The app loads one language at a time; the tests have all three from the start.
      setupFiles: ['<rootDir>/src/test/i18nSetup.ts'],
      setupFilesAfterEnv: ['<rootDir>/src/test/testTimeout.ts', '<rootDir>/src/test/lazySetup.ts'],
    },
  ],
};
