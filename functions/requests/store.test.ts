import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { requestReference } from '../../common/contracts/reference';
import { RefusedChange, requestDesk } from './desk';
import { AmbiguousReference, requestsStore, type DeskRequest } from './store';

/** A requests table in memory: Get and Scan. */
function fakeTable(items: Array<Record<string, unknown>>) {
  const byKey = new Map(items.map((item) => [String(item.submissionId), item]));
  const db = {
    async send(command: { constructor: { name: string }; input: Record<string, unknown> }) {
      const input = command.input;
      switch (command.constructor.name) {
        case 'ScanCommand':
          return { Items: [...byKey.values()] };
        case 'GetCommand':
          return { Item: byKey.get(String((input.Key as { submissionId: string }).submissionId)) };
        default:
          throw new Error(`unexpected ${command.constructor.name}`);
      }
    },
  };
  return { db: db as unknown as DynamoDBDocumentClient, byKey };
}

/** A stored request; `tail` is the last 12 hex digits of its submissionId (the reference is the last 10). */
const stored = (head: string, tail: string, name: string): DeskRequest =>
  ({
    submissionId: `${head}-${tail}`,
    reference: requestReference(`${head}-${tail}`),
    createdAt: '2026-11-20T10:00:00.000Z',
    status: 'new',
    history: [],
    name,
    expiresAt: 0,
  }) as unknown as DeskRequest;

describe('references are unique (F8)', () => {
  const victim = stored('11bbd304-0000-4000-8000', '1d15b2bbae0a', 'Ada Guest');
  const twin = stored('aaaaaaaa-aaaa-4aaa-8aaa', 'aa15b2bbae0a', 'Twin Mallory');

  it('the review’s twin has the victim’s reference', () => {
    expect(requestReference(twin.submissionId)).toBe(requestReference(victim.submissionId));
  });

  it('find never picks one of two requests with one reference: it names both', async () => {
    const { db } = fakeTable([victim, twin]);
    const reference = requestReference(victim.submissionId);
    const found = requestsStore(db, 'JoinRequests').find(reference.toLowerCase());
    await expect(found).rejects.toBeInstanceOf(AmbiguousReference);
    await expect(found).rejects.toMatchObject({ reference, candidates: [victim, twin] });
    // The submissionId still names exactly one.
    expect(await requestsStore(db, 'JoinRequests').find(twin.submissionId)).toEqual(twin);
  });

  it('`request <ref>` refuses an ambiguous reference in one line naming each candidate and how to choose', async () => {
    const { db } = fakeTable([victim, twin]);
    const desk = requestDesk(db, { requests: 'JoinRequests', weeks: 'Weeks' });
    const loading = desk.load(requestReference(victim.submissionId));
    await expect(loading).rejects.toBeInstanceOf(RefusedChange);
    const message = await loading.catch((error: Error) => error.message);
    expect(message).toContain(victim.submissionId);
    expect(message).toContain(twin.submissionId);
    expect(message).toMatch(/Give the submissionId of the one you mean; nothing done\.$/);
    expect(message).not.toContain('\n');
  });

  it('a reference’s reservation is not a request: lists and finds never show it', async () => {
    const reference = requestReference(victim.submissionId);
    const reservation = { submissionId: `reference#${reference}`, kind: 'reference', holder: victim.submissionId };
    const store = requestsStore(fakeTable([reservation, victim]).db, 'JoinRequests');
    expect(await store.list()).toEqual([victim]);
    expect(await store.find(reference)).toEqual(victim);
  });
});
