/**
 * The DynamoDB tables, once: their key schemas, indexes and TTL attributes, and the environment
 * variable that carries each name. infra/lib/data.ts builds its CDK `Table`s from these, the local
 * stack creates the same tables on DynamoDB Local (server/localTables.ts), and the functions read
 * attribute and index names from here, so a renamed key fails `tsc` or infra/test/data.test.ts.
 * Every key attribute is a string.
 */
export interface IndexSpec {
  readonly name: string;
  readonly partitionKey: string;
  readonly sortKey?: string;
  /** ALL, or KEYS_ONLY when the index only finds items (the reader then gets them by key). */
  readonly projection: 'ALL' | 'KEYS_ONLY';
}

export interface TableSpec {
  /** The environment variable holding the deployed (or local) table name. */
  readonly envVar: string;
  /** The table's name on the local stack (DynamoDB Local). */
  readonly localName: string;
  readonly partitionKey: string;
  /** Epoch seconds after which DynamoDB TTL deletes the item (the local sweep does it on DynamoDB Local). */
  readonly ttlAttribute?: string;
  readonly indexes: Readonly<Record<string, IndexSpec>>;
}

export const tables = {
  /** Visitors' charter requests, keyed by the form's submission id. */
  joinRequests: {
    envVar: 'JOIN_REQUESTS_TABLE',
    localName: 'JoinRequests',
    partitionKey: 'submissionId',
    /** The end of the request's week plus REQUEST_RETENTION_MONTHS (functions/requests/desk.ts). */
    ttlAttribute: 'expiresAt',
    indexes: {},
  },
  /** Newsletter subscribers, keyed by keyedHash('subscriber', address) (functions/newsletter/subscriberStore.ts). */
  subscriptions: {
    envVar: 'SUBSCRIPTIONS_TABLE',
    localName: 'NewsletterSubscriptions',
    partitionKey: 'subscriberId',
    /** Pending sign-ups only: 48 hours after the sign-up. */
    ttlAttribute: 'expiresAt',
    indexes: {},
  },
  /**
   * One item per charter week, keyed by its embark date, and one per season, keyed `season#<year>`
   * (functions/weeks/weeks.ts): the seasons the owner opens live beside their weeks.
   */
  weeks: {
    envVar: 'WEEKS_TABLE',
    localName: 'Weeks',
    partitionKey: 'from',
    indexes: {},
  },
  /** One item per outgoing e-mail, and the hourly mail counters; both indexes sparse (`state` only while pending or dead). */
  outbox: {
    envVar: 'OUTBOX_TABLE',
    localName: 'Outbox',
    partitionKey: 'mailId',
    ttlAttribute: 'expiresAt',
    indexes: {
      /** Due mail: `state = pending AND nextAttemptAt <= now`. */
      due: { name: 'due', partitionKey: 'state', sortKey: 'nextAttemptAt', projection: 'ALL' },
      /** The oldest pending mail, for the backlog alarm. */
      age: { name: 'age', partitionKey: 'state', sortKey: 'createdAt', projection: 'KEYS_ONLY' },
    },
  },
  /** Fixed-window counters of the per-client rate limit, keyed `client#route#minute`. */
  rateLimits: {
    envVar: 'RATE_LIMITS_TABLE',
    localName: 'RateLimits',
    partitionKey: 'counter',
    ttlAttribute: 'expiresAt',
    indexes: {},
  },
} as const satisfies Record<string, TableSpec>;

export type TableKey = keyof typeof tables;
