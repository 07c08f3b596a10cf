import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../common/paths';
import { siteRuntime } from '../lib/site-function';

/** What runs here is what runs in AWS: the Node major the project installs, declares and deploys on. */
const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
  engines: { node: string };
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  allowScripts: Record<string, boolean>;
};
const lambdaMajor = /^nodejs(\d+)\.x$/.exec(siteRuntime.name)![1]!;

describe('the local runtime is the Lambda runtime', () => {
  it('runs these tests, and the node their scripts spawn, on the Lambdas’ Node major', () => {
    expect(process.versions.node.split('.')[0]).toBe(lambdaMajor);
    expect(execFileSync('node', ['--version'], { encoding: 'utf8' }).trim()).toMatch(new RegExp(`^v${lambdaMajor}\\.`));
  });

  it('installs that Node itself (the node package, its install script allowed) and declares it in engines', () => {
    expect(pkg.devDependencies.node).toMatch(new RegExp(`^\\^${lambdaMajor}\\.`));
    expect(pkg.allowScripts.node).toBe(true);
    expect(pkg.engines.node).toBe(`>=${lambdaMajor}`);
    expect(pkg.devDependencies['@types/node']).toMatch(new RegExp(`^\\^${lambdaMajor}\\.`));
  });

  it('keeps every AWS SDK package on one exact version', () => {
    const sdk = Object.entries({ ...pkg.dependencies, ...pkg.devDependencies }).filter(([name]) =>
      name.startsWith('@aws-sdk/'),
    );
    expect(sdk.length).toBeGreaterThanOrEqual(4);
    expect(new Set(sdk.map(([, version]) => version)).size).toBe(1);
    expect(sdk[0]![1]).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
