import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { repoRoot } from '../../common/paths';

const handlers = ['join-requests', 'newsletter-subscriptions', 'mail-sweeper', 'availability', 'availability-feed'];

/**
 * Bundles each handler the way infra does (esbuild, minified, SITE_CLOCK
 * compiled out, the AWS SDK v3 left external as the Lambda runtime provides it)
 * and times module initialisation: a fresh Node process requiring the bundle
 * (and so the SDK from node_modules), median of `runs`.
 */
export async function benchColdStart(runs = 15) {
  const rows: Array<{ handler: string; kb: number; initMs: number }> = [];
  for (const handler of handlers) {
    // Inside the repo so the external SDK resolves from node_modules, as the runtime's would.
    const outfile = path.join(repoRoot, 'dist', 'bench-bundles', `${handler}.js`);
    await build({
      entryPoints: [path.join(repoRoot, 'functions', `${handler}.ts`)],
      bundle: true,
      minify: true,
      platform: 'node',
      target: 'node22',
      format: 'cjs',
      outfile,
      define: { 'process.env.SITE_CLOCK': 'undefined' },
      external: ['@aws-sdk/*'],
      logLevel: 'error',
    });
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const script = `const t=process.hrtime.bigint();require(${JSON.stringify(outfile)});process.stdout.write(String(Number(process.hrtime.bigint()-t)/1e6))`;
      const out = execFileSync(process.execPath, ['-e', script], {
        env: { ...process.env, AWS_REGION: 'eu-west-1', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
        encoding: 'utf8',
      });
      times.push(Number(out));
    }
    times.sort((a, b) => a - b);
    rows.push({ handler, kb: statSync(outfile).size / 1024, initMs: times[Math.floor(times.length / 2)]! });
  }
  console.log(
    `Handler bundles (esbuild, minified, AWS SDK from the runtime) and module init, median of ${runs} cold processes`,
  );
  for (const row of rows) {
    console.log(`  ${row.handler.padEnd(26)} ${row.kb.toFixed(0).padStart(5)} KB   init ${row.initMs.toFixed(1)} ms`);
  }
  return rows;
}
