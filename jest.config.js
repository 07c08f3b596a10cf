// @ts-check
const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
];

/** What every project shares: TypeScript through swc, Node, a current build first, quiet info logs. */
const base = {
  transform: { '^.+\\.tsx?$': swc },
  testEnvironment: 'node',
  globalSetup: '<rootDir>/tests/global-build.ts',
  setupFiles: ['<rootDir>/tests/support/quiet-logs.js'],
};

/**
 * Three projects: `unit` (pure code, build artefacts, the CDK template),
 * `integration` (the API on dynalite and the SES emulator) and `e2e` (Debian's
 * Chromium against the local stack). Each makes sure a current build exists
 * first (tests/global-build.ts).
 * @type {import('jest').Config}
 */
module.exports = {
  testTimeout: 120000,
  projects: [
    {
      ...base,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/{src,edge,server,scripts,functions,infra}/**/*.test.ts',
        '<rootDir>/tests/unit/**/*.test.ts',
      ],
    },
    { ...base, displayName: 'integration', testMatch: ['<rootDir>/tests/integration/**/*.test.ts'] },
    { ...base, displayName: 'e2e', testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'] },
  ],
};
