import path from 'node:path';

/** Where the CDK app finds the rest of the repository (everything is resolved from here, not from the cwd). */
export const infraDir = path.join(__dirname, '..');
export const repoRoot = path.join(infraDir, '..');
export const buildDir = path.join(repoRoot, 'build');
export const functionsDir = path.join(repoRoot, 'functions');
export const lockFile = path.join(repoRoot, 'package-lock.json');
export const cdkJsonFile = path.join(infraDir, 'cdk.json');
