import path from 'node:path';

/**
 * Where things are on disk, for every Node-side tool (build scripts, the local server, infra, tests);
 * resolved from this file, never from the working directory. Browser code never imports this.
 */
export const repoRoot = path.join(__dirname, '..');
/** Both languages' static site: `npm run build` writes it, the local server and infra serve it. */
export const buildDir = path.join(repoRoot, 'build');
/** Generated artefacts that are not pages (ignored by git). */
export const distDir = path.join(repoRoot, 'dist');
/** The edge artefacts postbuild writes: deployed by infra, run by the local server. */
export const edgeDistDir = path.join(distDir, 'edge');
export const routingFunctionFile = path.join(edgeDistDir, 'routing.js');
export const securityHeadersFile = path.join(edgeDistDir, 'security-headers.json');
/** The CSP hashes each locale's build reports (src/plugins/page-start), for postbuild. */
export const pageStartDistDir = path.join(distDir, 'page-start');
/** The local edge server's compressed bodies, by content hash, shared by every process (server/site-server.ts). */
export const encodingsCacheDir = path.join(repoRoot, 'node_modules', '.cache', 'site-encodings');
export const functionsDir = path.join(repoRoot, 'functions');
export const lockFile = path.join(repoRoot, 'package-lock.json');

/** Where `npm start` keeps its data (DynamoDB Local's database, the privacy secret): LOCAL_DATA_DIR, else .local-data/. */
export function localDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.LOCAL_DATA_DIR || path.join(repoRoot, '.local-data');
}

/** The local stack's privacy secret, generated once (the owner CLI reads it to find subscribers). */
export function localPrivacySecretFile(env: NodeJS.ProcessEnv = process.env): string {
  return path.join(localDataDir(env), 'privacy-secret');
}
