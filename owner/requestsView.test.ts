import type { DeskRequest } from '../functions/requests/store';
import { requestDetails, requestsTable } from './requestsView';

const request = (fields: Partial<DeskRequest>): DeskRequest =>
  ({
    submissionId: '3f2c1a9e-8b7d-4c6e-9f01-23456789abcd',
    reference: 'LB-8NKR-KAYD',
    createdAt: '2026-11-25T10:00:00Z',
    locale: 'en',
    name: 'Ada',
    email: 'ada@example.com',
    phone: '+393331234567',
    weekFrom: '2027-06-12',
    weekTo: '2027-06-19',
    leg: 'aeolian',
    status: 'optioned',
    optionUntil: '2027-03-10',
    history: [{ status: 'new', at: '2026-11-25T10:00:00Z' }],
    expiresAt: 0,
    ...fields,
  }) as DeskRequest;

describe('the requests table', () => {
  const clock = process.env.SITE_CLOCK;
  afterEach(() => {
    if (clock === undefined) delete process.env.SITE_CLOCK;
    else process.env.SITE_CLOCK = clock;
  });

  it('reads an option past its last day as lapsed, in the table and the details (newcomer review 6)', () => {
    process.env.SITE_CLOCK = '2027-03-09';
    expect(requestsTable([request({})]).join('\n')).toContain('optioned until 2027-03-10');
    process.env.SITE_CLOCK = '2027-03-11';
    expect(requestsTable([request({})]).join('\n')).toContain('option lapsed 2027-03-10: week offered again');
    expect(requestDetails(request({})).join('\n')).toMatch(/Status: +option lapsed 2027-03-10/);
  });

  it('stays terminal-wide with a 120-character name, which `request <ref>` shows whole (newcomer review 14)', () => {
    const name = 'A'.repeat(120);
    const lines = requestsTable([request({ name })]);
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThan(130);
    expect(lines.join('\n')).toContain(`${'A'.repeat(29)}…`);
    expect(requestDetails(request({ name })).join('\n')).toContain(name);
  });
});
