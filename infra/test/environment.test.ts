import path from 'node:path';
import type { Template } from 'aws-cdk-lib/assertions';
import { tables } from '../../common/tables';
import { functionsDir } from '../../common/paths';
import { handlers, resourcesOf, synthSite } from './support';

type Variables = Record<string, unknown>;

describe('each function’s environment', () => {
  let template: Template;
  beforeAll(() => {
    ({ template } = synthSite());
  });

  const variablesOf = (prefix: string): Variables => {
    const functions = resourcesOf(template, 'AWS::Lambda::Function').filter(([id]) =>
      new RegExp(`^${prefix}[0-9A-F]{8}$`).test(id),
    );
    expect(functions).toHaveLength(1);
    const environment = functions[0]![1].Properties.Environment as { Variables?: Variables } | undefined;
    return environment?.Variables ?? {};
  };

  it.each(handlers.map((h) => [h.fn, h.entry] as const))(
    '%s is deployed with every variable its handler (%s) names, and no table it does not use',
    async (fn, entry) => {
      const { handler } = (await import(path.join(functionsDir, entry))) as { handler: { environment: string[] } };
      const deployed = Object.keys(variablesOf(fn));
      expect(deployed).toEqual(expect.arrayContaining(handler.environment));
      // A table's name is given only to the functions that read it (the rate-limit counters are the
      // per-client limit's own, bound with it).
      const tableVariables: string[] = Object.values(tables)
        .map((spec) => spec.envVar)
        .filter((name) => name !== tables.rateLimits.envVar);
      expect(deployed.filter((name) => tableVariables.includes(name)).sort()).toEqual(
        handler.environment.filter((name) => tableVariables.includes(name)).sort(),
      );
    },
  );
});
