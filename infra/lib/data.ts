import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { ageIndex, dueIndex } from '../../functions/domain/outboxStore';
import type { FunctionBinding } from './site-function';

/** Name of the sparse index of join requests whose owner e-mail is pending (functions/domain/store.ts reads it). */
export const outboxIndexName = 'outbox';
/** The outbox table's indexes (functions/domain/outboxStore.ts): due mail by next attempt, pending mail by age. */
export const outboxDueIndexName = dueIndex;
export const outboxAgeIndexName = ageIndex;

export interface DataProps {
  /**
   * Deletion protection and RETAIN on both tables. Only a throwaway copy of the stack (e.g. one
   * deployed by a test run) should turn it off.
   * @default true
   */
  readonly protect?: boolean;
}

/**
 * The three DynamoDB tables: join requests (with the outbox index), newsletter subscriptions and the
 * live charter weeks.
 */
export class Data extends Construct {
  readonly joinRequests: Table;
  readonly subscriptions: Table;
  /** One item per charter week, keyed by its embark date `from`; seeded by `npm run owner -- seed`. */
  readonly weeks: Table;
  /** One item per outgoing e-mail (owner notifications, digests, visitors' acknowledgements), keyed by `mailId`. */
  readonly outbox: Table;

  constructor(scope: Construct, id: string, props: DataProps = {}) {
    super(scope, id);
    // Visitors' enquiries are the business: on-demand (no idle cost), restorable, and never
    // deleted by a stack update or teardown.
    const protect = props.protect ?? true;
    const durable = {
      billingMode: BillingMode.PAY_PER_REQUEST,
      // Encrypted at rest with the AWS-owned key: free, and nothing here needs a key policy or audit trail.
      encryption: TableEncryption.DEFAULT,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: protect,
      removalPolicy: protect ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    };

    // TTL: a request goes REQUEST_RETENTION_MONTHS after the end of its week (functions/domain/requests.ts).
    this.joinRequests = new Table(this, 'JoinRequests', {
      ...durable,
      partitionKey: { name: 'submissionId', type: AttributeType.STRING },
      timeToLiveAttribute: 'expiresAt',
    });
    // Sparse: an item is in it only while it carries `outbox`, i.e. while its e-mail is pending.
    this.joinRequests.addGlobalSecondaryIndex({
      indexName: outboxIndexName,
      partitionKey: { name: 'outbox', type: AttributeType.STRING },
      sortKey: { name: 'createdAt', type: AttributeType.STRING },
      projectionType: ProjectionType.ALL,
    });

    // Keyed by keyedHash('subscriber', address) (functions/domain/subscribers.ts); TTL ends sign-ups never
    // confirmed (48 h). Changing the key from `email` replaced the table: the old one is retained, unused.
    this.subscriptions = new Table(this, 'Subscriptions', {
      ...durable,
      partitionKey: { name: 'subscriberId', type: AttributeType.STRING },
      timeToLiveAttribute: 'expiresAt',
    });

    // The owner's live booking list: a lost change would mislead visitors and brokers.
    this.weeks = new Table(this, 'Weeks', {
      ...durable,
      partitionKey: { name: 'from', type: AttributeType.STRING },
    });

    // Mail not yet sent is a visitor's enquiry not yet told: as durable as the requests. TTL ends sent
    // mail (personal data) and the hourly counters.
    this.outbox = new Table(this, 'Outbox', {
      ...durable,
      partitionKey: { name: 'mailId', type: AttributeType.STRING },
      timeToLiveAttribute: 'expiresAt',
    });
    // Both sparse: `state` is present only while a mail is pending or dead.
    this.outbox.addGlobalSecondaryIndex({
      indexName: outboxDueIndexName,
      partitionKey: { name: 'state', type: AttributeType.STRING },
      sortKey: { name: 'nextAttemptAt', type: AttributeType.STRING },
      projectionType: ProjectionType.ALL,
    });
    this.outbox.addGlobalSecondaryIndex({
      indexName: outboxAgeIndexName,
      partitionKey: { name: 'state', type: AttributeType.STRING },
      sortKey: { name: 'createdAt', type: AttributeType.STRING },
      projectionType: ProjectionType.KEYS_ONLY,
    });
  }

  /** The table names, which the functions' config reads at start-up whatever they are allowed to do. */
  get environment(): Record<string, string> {
    return {
      JOIN_REQUESTS_TABLE: this.joinRequests.tableName,
      SUBSCRIPTIONS_TABLE: this.subscriptions.tableName,
      WEEKS_TABLE: this.weeks.tableName,
      OUTBOX_TABLE: this.outbox.tableName,
    };
  }

  /** Queue mail and send it once (join-requests): conditional puts, claims, counters. No reads, no queries. */
  outboxEnqueue(): FunctionBinding {
    return {
      environment: { OUTBOX_TABLE: this.outbox.tableName },
      statements: [
        new PolicyStatement({
          actions: ['dynamodb:PutItem', 'dynamodb:UpdateItem'],
          resources: [this.outbox.tableArn],
        }),
      ],
    };
  }

  /** Sweep the outbox (the sweeper): read due and oldest mail from the indexes, claim and record by update. */
  outboxSweep(): FunctionBinding {
    return {
      environment: { OUTBOX_TABLE: this.outbox.tableName },
      statements: [
        new PolicyStatement({ actions: ['dynamodb:UpdateItem'], resources: [this.outbox.tableArn] }),
        new PolicyStatement({
          actions: ['dynamodb:Query'],
          resources: [outboxDueIndexName, outboxAgeIndexName].map((index) => `${this.outbox.tableArn}/index/${index}`),
        }),
      ],
    };
  }

  /** The owner's `mail` commands (list pending and dead mail, re-drive a dead one). */
  outboxOwner(): PolicyStatement[] {
    return [
      // GetItem: `request <ref>` shows where that request's two mails stand.
      new PolicyStatement({ actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem'], resources: [this.outbox.tableArn] }),
      new PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: [`${this.outbox.tableArn}/index/${outboxDueIndexName}`],
      }),
    ];
  }

  /** Read the weeks (one, or all with a scan of the ~30 items): the public availability functions. */
  weeksReadOnly(): FunctionBinding {
    return {
      environment: { WEEKS_TABLE: this.weeks.tableName },
      statements: [
        new PolicyStatement({ actions: ['dynamodb:GetItem', 'dynamodb:Scan'], resources: [this.weeks.tableArn] }),
      ],
    };
  }

  /** Read one week by its embark date: the join-requests check. No scan, no writes. */
  weekLookup(): FunctionBinding {
    return {
      environment: { WEEKS_TABLE: this.weeks.tableName },
      statements: [new PolicyStatement({ actions: ['dynamodb:GetItem'], resources: [this.weeks.tableArn] })],
    };
  }

  /** List the weeks and record option reminders on them: the sweep, the only function that writes weeks. */
  weeksReminders(): FunctionBinding {
    return {
      environment: { WEEKS_TABLE: this.weeks.tableName },
      statements: [
        new PolicyStatement({ actions: ['dynamodb:Scan', 'dynamodb:UpdateItem'], resources: [this.weeks.tableArn] }),
      ],
    };
  }

  /**
   * Newsletter sign-up: read the subscriber by its keyed id, then a conditional put or update. No scans:
   * a compromised function cannot list subscribers.
   */
  subscriptionsSignUp(): FunctionBinding {
    return {
      environment: { SUBSCRIPTIONS_TABLE: this.subscriptions.tableName },
      statements: [
        new PolicyStatement({
          actions: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
          resources: [this.subscriptions.tableArn],
        }),
      ],
    };
  }

  /** Confirm, unsubscribe, suppress on bounce or complaint: a conditional update of one item (and a read for the page's language). */
  subscriptionsUpdate(): FunctionBinding {
    return {
      environment: { SUBSCRIPTIONS_TABLE: this.subscriptions.tableName },
      statements: [
        new PolicyStatement({
          actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem'],
          resources: [this.subscriptions.tableArn],
        }),
      ],
    };
  }

  /** Queue a mail for the sweep (the newsletter sign-up's confirmation): a conditional put, nothing else. */
  outboxQueueOnly(): FunctionBinding {
    return {
      environment: { OUTBOX_TABLE: this.outbox.tableName },
      statements: [new PolicyStatement({ actions: ['dynamodb:PutItem'], resources: [this.outbox.tableArn] })],
    };
  }

  /**
   * The owner's `subscribers`, `export subscribers` and `privacy export|forget` commands: list and read
   * subscribers, suppress one; delete or anonymise a person's requests; delete their mails.
   */
  privacyOwner(): PolicyStatement[] {
    return [
      new PolicyStatement({
        actions: ['dynamodb:GetItem', 'dynamodb:Scan', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
        resources: [this.subscriptions.tableArn],
      }),
      new PolicyStatement({ actions: ['dynamodb:DeleteItem'], resources: [this.joinRequests.tableArn] }),
      new PolicyStatement({
        actions: ['dynamodb:Scan', 'dynamodb:PutItem', 'dynamodb:DeleteItem'],
        resources: [this.outbox.tableArn],
      }),
    ];
  }
}
