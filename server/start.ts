/**
 * `npm start`: builds the site when the build is missing or stale, then runs
 * the local edge server on PORT (default 3000) and prints every URL.
 * `npm run serve` (--no-build) serves whatever is built.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { routingFunctionFile, securityHeadersFile } from '../edge/routes';
import { buildDir, buildStaleness, rootDir } from './build-freshness';
import { loadRoutingFunction } from './edge';
import { createSiteServer } from './site-server';

function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a port number (0-65535), got "${raw}"`);
  }
  return port;
}

function ensureBuild() {
  if (process.argv.includes('--no-build')) return;
  const reason = buildStaleness();
  if (!reason) {
    console.log('Build is up to date.');
    return;
  }
  console.log(`Building the site (${reason})...`);
  const result = spawnSync('npm', ['run', 'build'], { cwd: rootDir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The build failed; see above.');
}

function main() {
  const port = portFromEnv('PORT', 3000);
  ensureBuild();
  const server = createSiteServer({
    buildDir,
    routing: loadRoutingFunction(routingFunctionFile),
    securityHeaders: JSON.parse(readFileSync(securityHeadersFile, 'utf8')) as Record<string, string>,
  });
  server.listen(port, () => {
    const { port: actual } = server.address() as AddressInfo;
    console.log('');
    console.log(`  Site (English)   http://localhost:${actual}/`);
    console.log(`  Site (Italiano)  http://localhost:${actual}/it/`);
    console.log('');
    console.log('  Press Ctrl-C to stop.');
  });
  const stop = (signal: string) => {
    console.log(`\n${signal}: stopping...`);
    server.closeAllConnections();
    server.close(() => process.exit(0));
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
