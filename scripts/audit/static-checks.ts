import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { buildDir } from '../../common/paths';

const run = promisify(execFile);
const require = createRequire(__filename);

export interface NuMessage {
  file: string;
  line?: number;
  message: string;
}

/** The W3C Nu HTML checker (vnu-jar, offline, Java) over every built page: errors only. */
export async function nuErrors(pages: readonly string[]): Promise<NuMessage[]> {
  const jar = require.resolve('vnu-jar/build/dist/vnu.jar');
  const files = pages.map((page) => path.join(buildDir, page.endsWith('/') ? `${page}index.html` : page));
  // The client compiler only (half the CPU of a run: the JVM's optimising compiler never pays off in a
  // few seconds), with the deeper stack its less optimised frames need for the HTML schema.
  const jvm = ['-XX:TieredStopAtLevel=1', '-Xss16m'];
  const { stderr } = await run('java', [...jvm, '-jar', jar, '--format', 'json', '--errors-only', ...files], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? '' }));
  const report = JSON.parse(stderr || '{"messages":[]}') as {
    messages: Array<{ type: string; url?: string; lastLine?: number; message: string }>;
  };
  return report.messages
    .filter((m) => m.type === 'error')
    .map((m) => ({
      file: path.relative(buildDir, decodeURIComponent((m.url ?? '').replace(/^file:/, ''))),
      line: m.lastLine,
      message: m.message,
    }));
}

export interface LinkProblem {
  page: string;
  href: string;
  problem: string;
}

const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`)
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined);

const fileOf = (page: string) => path.join(buildDir, page.endsWith('/') ? `${page}index.html` : page);

/**
 * Every link of every built page: internal targets must answer 200 from the
 * local edge server (redirects count as problems: links should point at the
 * final URL) and fragments must name an id on the target page. External
 * links are listed, not fetched (no network here).
 */
export async function checkLinks(origin: string, pages: readonly string[]) {
  const ids = new Map<string, Set<string>>();
  const idsOf = async (page: string) => {
    if (!ids.has(page)) {
      const html = await readFile(fileOf(page), 'utf8').catch(() => '');
      ids.set(page, new Set([...html.matchAll(/<[^>]+\sid=(?:"([^"]*)"|([^\s>]+))/g)].map((m) => m[1] ?? m[2]!)));
    }
    return ids.get(page)!;
  };
  const statuses = new Map<string, number>();
  const problems: LinkProblem[] = [];
  const external = new Set<string>();
  let checked = 0;
  for (const page of pages) {
    const html = await readFile(fileOf(page), 'utf8');
    for (const match of html.matchAll(/<a\b[^>]*>/g)) {
      const href = attr(match[0], 'href');
      if (!href || href.startsWith('mailto:') || href.startsWith('tel:')) continue;
      const url = new URL(href, origin + page);
      if (url.origin !== origin) {
        external.add(url.href);
        continue;
      }
      // The API (e.g. the availability feed) is the functions' answer, not a built file: the
      // integration tests check it on the local stack.
      if (url.pathname.startsWith('/api/')) continue;
      checked += 1;
      const target = url.pathname;
      const isSamePage = target === page || (page.endsWith('/') && target === page);
      if (isSamePage) {
        if (url.hash.length > 1 && !(await idsOf(page)).has(decodeURIComponent(url.hash.slice(1)))) {
          problems.push({ page, href, problem: `no element ${url.hash} on this page` });
        }
        continue;
      }
      // The not-found pages' language switch leads to the other language's not-found page: by design.
      if (/(^|\/)404\.html$/.test(page) && /^\/(it\/)?404\/$/.test(target)) continue;
      if (!statuses.has(target)) {
        const response = await fetch(origin + target, { redirect: 'manual' });
        statuses.set(target, response.status);
      }
      const status = statuses.get(target)!;
      if (status !== 200) problems.push({ page, href, problem: `answers ${status}` });
      else if (url.hash && url.hash !== '#') {
        const id = decodeURIComponent(url.hash.slice(1));
        const targetPage = target.endsWith('/') || target.endsWith('.html') ? target : null;
        if (targetPage && !(await idsOf(targetPage)).has(id))
          problems.push({ page, href, problem: `no element #${id}` });
      }
    }
  }
  return { checked, problems, external: [...external].sort() };
}
