import path from 'node:path';

/** Where the CDK app finds the rest of the repository (everything is resolved from here, not from the cwd). */
export const infraDir = path.join(__dirname, '..');
export const cdkJsonFile = path.join(infraDir, 'cdk.json');
