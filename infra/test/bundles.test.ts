import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { build } from 'esbuild';
import { addSiteStack } from '../lib/app';
import { functionsDir, repoRoot } from '../../common/paths';
import { siteBundling, siteRuntime } from '../lib/site-function';
import { handlers, testApp, testConfig, withProxyHosts } from './support';

interface Bundle {
  code: string;
  /** Absolute paths of every module that contributed code, from the deployed source map. */
  modules: string[];
}

const repoRelative = (file: string) => path.relative(repoRoot, file).split(path.sep).join('/');
const ownModules = (modules: string[]) => modules.map(repoRelative).filter((file) => !file.includes('node_modules/'));

/** The lockfile's packages: `dev` marks one that only devDependencies need (never installed for production). */
const lockPackages = (
  JSON.parse(readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dev?: boolean }>;
  }
).packages;

/** The installed packages a bundle's modules come from, by lockfile key (node_modules/a/node_modules/@b/c). */
function packagesOf(modules: string[]): string[] {
  const keys = modules
    .map(repoRelative)
    .map((file) => /^(?:node_modules\/(?:@[^/]+\/)?[^/]+\/?)+/.exec(file)?.[0].replace(/\/$/, ''))
    .filter((key): key is string => key !== undefined);
  return [...new Set(keys)].sort();
}

/**
 * What a direct esbuild build of the entry with the same options puts in its output: the module
 * graph the local server and the integration tests load when they import the same entry.
 */
async function directBuild(entry: string): Promise<string[]> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: siteRuntime.name.replace('nodejs', 'node').replace('.x', ''),
    minify: siteBundling.minify,
    define: siteBundling.define,
    outfile: path.join(tmpdir(), 'direct', 'index.js'),
    write: false,
    metafile: true,
    logLevel: 'silent',
    absWorkingDir: repoRoot,
  });
  const [output] = Object.values(result.metafile.outputs).filter((out) => out.entryPoint);
  return Object.entries(output!.inputs)
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([file]) => path.resolve(repoRoot, file));
}

describe('Lambda bundles (a real synth: local esbuild, no Docker)', () => {
  const bundles = new Map<string, Bundle>();
  let synthError: unknown;

  beforeAll(() => {
    const outdir = mkdtempSync(path.join(tmpdir(), 'infra-bundles-'));
    const app = testApp({ bundle: true, outdir });
    const stack = addSiteStack(app, testConfig(), withProxyHosts);
    try {
      // The app carries the AwsSolutions checks: synth throws on any unacknowledged finding.
      app.synth();
    } catch (error) {
      synthError = error;
      return;
    }
    const functions = Template.fromStack(stack).findResources('AWS::Lambda::Function');
    for (const { fn } of handlers) {
      const [, resource] = Object.entries(functions).find(([id]) => new RegExp(`^${fn}[0-9A-F]{8}$`).test(id))!;
      const key = (resource as { Properties: { Code: { S3Key: string } } }).Properties.Code.S3Key;
      const assetDir = path.join(outdir, `asset.${key.replace(/\.zip$/, '')}`);
      const map = JSON.parse(readFileSync(path.join(assetDir, 'index.js.map'), 'utf8')) as { sources: string[] };
      bundles.set(fn, {
        code: readFileSync(path.join(assetDir, 'index.js'), 'utf8'),
        modules: map.sources.map((source) => path.resolve(assetDir, source)),
      });
    }
  });

  it('synthesizes the whole app with the AwsSolutions checks and no finding', () => {
    expect(synthError).toBeUndefined();
  });

  it.each(handlers)('bundles $entry with the modules the local stack imports', async ({ fn, entry }) => {
    const bundle = bundles.get(fn)!;
    const entryFile = path.join(functionsDir, entry);
    expect(bundle.modules).toContain(entryFile);
    expect(ownModules(bundle.modules).sort()).toEqual(ownModules(await directBuild(entryFile)).sort());
  });

  it.each(handlers)('bundles only runtime dependencies into $entry, never a devDependency', ({ fn }) => {
    const packages = packagesOf(bundles.get(fn)!.modules);
    expect(packages.filter((key) => !(key in lockPackages))).toEqual([]);
    expect(packages.filter((key) => lockPackages[key]!.dev === true)).toEqual([]);
  });

  it('bundles the shared contracts into the join-requests and newsletter functions', () => {
    const contracts = (fn: string) =>
      ownModules(bundles.get(fn)!.modules).filter((file) => file.startsWith('common/contracts/'));
    expect(contracts('FormsJoinRequests')).toEqual(
      expect.arrayContaining([
        'common/contracts/joinRequest.ts',
        'common/contracts/fields.ts',
        'common/contracts/issues.ts',
      ]),
    );
    expect(contracts('FormsNewsletterSubscriptions')).toEqual(
      expect.arrayContaining(['common/contracts/newsletter.ts', 'common/contracts/fields.ts']),
    );
  });

  it.each(handlers)(
    'compiles SITE_CLOCK out of $entry and leaves the AWS SDK to the runtime: a small bundle',
    ({ fn, aws }) => {
      const bundle = bundles.get(fn)!;
      expect(bundle.code).not.toContain('SITE_CLOCK');
      expect(bundle.modules.some((file) => file.includes(`node_modules${path.sep}@aws-sdk${path.sep}`))).toBe(false);
      const sdk = /require\("@aws-sdk\/client-dynamodb"\)|require\("@aws-sdk\/client-sesv2"\)/;
      // The proxy calls no AWS service: it loads no SDK client at all.
      if (aws) expect(bundle.code).toMatch(sdk);
      else expect(bundle.code).not.toMatch(/require\("@aws-sdk\//);
      // zod and libphonenumber-js's numbering plans are most of what is left (join-requests ~580 KB).
      expect(Buffer.byteLength(bundle.code)).toBeLessThan(640 * 1024);
    },
  );
});
