// @ts-check
const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
];

/**
 * Three projects: `unit` (pure code plus generated build artefacts),
 * `integration` (the API on dynalite and the SES emulator) and `e2e` (Debian's
 * Chromium against the local stack). Both make sure a current
 * build exists first (tests/global-build.ts).
 * @type {import('jest').Config}
 */
module.exports = {
  testTimeout: 120000,
  projects: [
    {
      displayName: 'unit',
      testMatch: [
        '<rootDir>/{src,edge,server,scripts,functions,infra}/**/*.test.ts',
        '<rootDir>/tests/unit/**/*.test.ts',
      ],
      transform: { '^.+\\.tsx?$': swc },
      testEnvironment: 'node',
      globalSetup: '<rootDir>/tests/global-build.ts',
    },
    {
      displayName: 'integration',
      testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
      transform: { '^.+\\.tsx?$': swc },
      testEnvironment: 'node',
      globalSetup: '<rootDir>/tests/global-build.ts',
    },
    {
      displayName: 'e2e',
      testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'],
      transform: { '^.+\\.tsx?$': swc },
      testEnvironment: 'node',
      globalSetup: '<rootDir>/tests/global-build.ts',
    },
  ],
};
