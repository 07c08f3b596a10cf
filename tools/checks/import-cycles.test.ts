import path from 'node:path';
import { importCycles, importGraph } from './import-cycles';
import { repoRoot } from '../../common/paths';

describe('imports', () => {
  it('form no cycle anywhere in the repository’s TypeScript', () => {
    expect(importCycles()).toEqual([]);
  });

  it('finds a cycle when there is one, type-only imports included', () => {
    const file = (name: string) => path.join(repoRoot, name);
    const graph = new Map([
      [file('a.ts'), [file('b.ts')]],
      [file('b.ts'), [file('c.ts')]],
      [file('c.ts'), [file('a.ts')]],
      [file('d.ts'), [file('a.ts')]],
    ]);
    expect(importCycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    // The real graph: the request's fields import the store's types, and the store does not import them back.
    const real = importGraph();
    expect(real.get(file('functions/requests/fields.ts'))).toContain(file('functions/requests/store.ts'));
    expect(real.get(file('functions/requests/store.ts'))).not.toContain(file('functions/requests/fields.ts'));
  });
});
