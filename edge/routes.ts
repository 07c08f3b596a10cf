import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { assertCloudFrontJs2 } from './cloudfront-runtime';

/** Where the build's edge artefacts go: deployed by infra, run by the local server. */
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

const routesPlaceholder = 'var ROUTES = {}; /* __ROUTES__ */';

/** The routing function with the build's route table written in. */
export async function renderRoutingFunction(routes: readonly string[]): Promise<string> {
  const template = await readFile(routingTemplateFile, 'utf8');
  if (!template.includes(routesPlaceholder)) {
    throw new Error(`${routingTemplateFile} lost its "${routesPlaceholder}" line`);
  }
  const table = `var ROUTES = {${routes.map((route) => `${JSON.stringify(route)}:1`).join(',')}};`;
  const code = template.replace(routesPlaceholder, table);
  // Node would run syntax CloudFront refuses: the build stops here instead of the deploy (or the edge).
  assertCloudFrontJs2('The routing function', code);
  const bytes = Buffer.byteLength(code);
  if (bytes > cloudFrontFunctionMaxBytes) {
    throw new Error(
      `The routing function is ${bytes} bytes, over CloudFront's ${cloudFrontFunctionMaxBytes}-byte limit`,
    );
  }
  return code;
}
