module.exports = { testEnvironment: 'node', transform: { '^.+\\.ts$': ['babel-jest', { rootMode: 'upward' }] } };
