import { existsSync } from 'node:fs';
import { assertCoreEntry, coreClientEntry } from './core-entry';

describe("the guard on core's client entry (page-start replaces it)", () => {
  it("accepts core's own clientEntry.js, which exists", () => {
    expect(existsSync(coreClientEntry)).toBe(true);
    expect(() => assertCoreEntry(coreClientEntry)).not.toThrow();
  });

  it.each([
    ['an array with a hot-reload client', ['webpack-hot-dev-client.js', coreClientEntry]],
    ['an object of named entries', { main: coreClientEntry }],
    ['another file', '/elsewhere/clientEntry.js'],
    ['nothing', undefined],
  ])('fails the build on %s, saying what to inspect', (_shape, entry) => {
    expect(() => assertCoreEntry(entry)).toThrow(/config\.entry = .*\n[\s\S]*inspect config\.entry there/);
  });
});
