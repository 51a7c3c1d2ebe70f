// Cross-tier tests: the real REST API and gateway on PGlite, and on PostgreSQL when a server answers.
module.exports = {
  displayName: 'integration',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/integration/**/*.test.ts'],
  // esbuild, and Babel for jest.mock calls and Relay's graphql tags (scripts/jestTransform.cjs).
  transform: { '^.+\\.[jt]s$': require.resolve('../scripts/jestTransform.cjs') },
  // A few server dependencies ship ESM only: they are compiled too.
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie)/)'],
  // The run's own databases and Redis keys (support/testRun.ts): made before the workers start, dropped after them.
  globalSetup: '<rootDir>/support/globalSetup.ts',
  globalTeardown: '<rootDir>/support/globalTeardown.ts',
  // No test opens the PostgreSQL server's shared database.
  setupFiles: ['<rootDir>/support/sharedDatabaseGuard.ts'],
  testTimeout: 60000,
  // Two workers on CI's two cores: a file waits on its servers and PostgreSQL much of the time.
  maxWorkers: 2,
};
