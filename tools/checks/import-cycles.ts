import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { repoRoot } from '../../common/paths';

/** Folders never read: dependencies, builds, generated files. */
const skipped = new Set(['node_modules', 'build', 'dist', '.docusaurus', 'test-artifacts', 'cdk.out', '.git']);

/** Every .ts/.tsx file of the repository outside node_modules and the builds. */
function sourceFiles(dir = repoRoot): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') && entry.isDirectory()) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/**
 * The import graph of the repository's TypeScript: each file's imports, re-exports and dynamic imports
 * (type-only ones too: a cycle of types still ties two modules together), resolved as the compiler does
 * (the tsconfig's options, `@site/` for the site's root). Only edges between the repository's own files.
 */
export function importGraph(files = sourceFiles()): Map<string, string[]> {
  const options: ts.CompilerOptions = {
    ...ts.getDefaultCompilerOptions(),
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    module: ts.ModuleKind.ESNext,
    allowJs: false,
    baseUrl: repoRoot,
    paths: { '@site/*': ['./*'] },
    jsx: ts.JsxEmit.ReactJSX,
  };
  const own = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName)
      .filter((target): target is string => !!target && own.has(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Every cycle, as the files on it relative to the repository (one cycle per strongly connected component). */
export function importCycles(graph = importGraph()): string[][] {
  // Tarjan's strongly connected components; a component of two or more files (or a file importing itself) is a cycle.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.includes(file)) {
      cycles.push(component.map((name) => path.relative(repoRoot, name)).sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

if (require.main === module) {
  const cycles = importCycles();
  for (const cycle of cycles) console.log(`cycle: ${cycle.join(' ↔ ')}`);
  console.log(cycles.length ? `${cycles.length} import cycle(s)` : 'no import cycles');
  process.exitCode = cycles.length ? 1 : 0;
}
