import { isRequestReference, normalizeReference, requestReference } from './reference';

describe('requestReference', () => {
  it('is short, stable, and readable aloud', () => {
    const id = '3f2b8c1e-9a4d-4e2f-8b7a-1c2d3e4f5a6b';
    const reference = requestReference(id);
    expect(reference).toMatch(/^LB-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(requestReference(id)).toBe(reference);
    expect(isRequestReference(reference)).toBe(true);
    expect(normalizeReference(reference.toLowerCase().replace(/-/g, ''))).toBe(reference);
  });

  it('tells 10,000 random requests apart', () => {
    const references = new Set(Array.from({ length: 10_000 }, () => requestReference(crypto.randomUUID())));
    expect(references.size).toBe(10_000);
  });

  it('refuses what is not a submissionId', () => {
    expect(() => requestReference('abc')).toThrow('Not a submissionId');
  });
});
