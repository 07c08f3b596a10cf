import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Where the build's edge artefacts go: deployed by infra, run by the local server. */
export { edgeDistDir, routingFunctionFile, securityHeadersFile } from '../common/paths';
export const routingTemplateFile = path.join(__dirname, 'routing.js');

/** CloudFront Functions refuse code over 10 KB; CDK does not check it. */
export const cloudFrontFunctionMaxBytes = 10 * 1024;

/** Every page route of a build: each directory holding an index.html, as '/path/'. */
export async function collectRoutes(buildDir: string): Promise<string[]> {
  const entries = await readdir(buildDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => {
      const dir = path.relative(buildDir, entry.parentPath).split(path.sep).join('/');
      return dir === '' ? '/' : `/${dir}/`;
    })
    .sort();
}

const placeholders = {
  routes: 'var ROUTES = {}; /* __ROUTES__ */',
  proxyHosts: 'var PROXY_HOSTS = []; /* __PROXY_HOSTS__ */',
};

/** The routing function with the build's route table and the proxy allow-list written in. */
export async function renderRoutingFunction(
  routes: readonly string[],
  proxyHosts: readonly string[] = [],
): Promise<string> {
  const template = await readFile(routingTemplateFile, 'utf8');
  for (const line of Object.values(placeholders)) {
    if (!template.includes(line)) throw new Error(`${routingTemplateFile} lost its "${line}" line`);
  }
  const table = `var ROUTES = {${routes.map((route) => `${JSON.stringify(route)}:1`).join(',')}};`;
  const hosts = `var PROXY_HOSTS = ${JSON.stringify(proxyHosts.map((host) => host.toLowerCase()))};`;
  const code = template.replace(placeholders.routes, table).replace(placeholders.proxyHosts, hosts);
  const bytes = Buffer.byteLength(code);
  if (bytes > cloudFrontFunctionMaxBytes) {
    throw new Error(
      `The routing function is ${bytes} bytes, over CloudFront's ${cloudFrontFunctionMaxBytes}-byte limit`,
    );
  }
  return code;
}
