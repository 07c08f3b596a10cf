import { RemovalPolicy } from 'aws-cdk-lib';
import { BillingMode, type Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { tables } from '../../common/tables';
import type { FunctionBinding } from './site-function';
import { specTable } from './spec-table';

const outboxDueIndexName = tables.outbox.indexes.due.name;
const outboxAgeIndexName = tables.outbox.indexes.age.name;

export interface DataProps {
  /**
   * Deletion protection and RETAIN on every table. Only a throwaway copy of the stack (e.g. one
   * deployed by a test run) should turn it off.
   * @default true
   */
  readonly protect?: boolean;
}

/**
 * The four DynamoDB tables of common/tables.ts: join requests, newsletter subscriptions, the live
 * charter weeks and the outbox; each function's binding to them is one method below.
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

    // Keys, indexes and TTL attributes: common/tables.ts. A request goes REQUEST_RETENTION_MONTHS after the
    // end of its week (functions/requests/desk.ts); a sign-up never confirmed after 48 h.
    this.joinRequests = specTable(this, 'JoinRequests', tables.joinRequests, durable);
    this.subscriptions = specTable(this, 'Subscriptions', tables.subscriptions, durable);
    // The owner's live booking list: a lost change would mislead visitors and brokers.
    this.weeks = specTable(this, 'Weeks', tables.weeks, durable);
    // Mail not yet sent is a visitor's enquiry not yet told: as durable as the requests. TTL ends every
    // mail (personal data) 90 days after its last step, sent or given up, and the hourly counters.
    this.outbox = specTable(this, 'Outbox', tables.outbox, durable);
  }

  /** Queue mail and send it once (join-requests): conditional puts, claims, counters. No reads, no queries. */
  outboxEnqueue(): FunctionBinding {
    return {
      environment: { [tables.outbox.envVar]: this.outbox.tableName },
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
      environment: { [tables.outbox.envVar]: this.outbox.tableName },
      statements: [
        new PolicyStatement({ actions: ['dynamodb:UpdateItem'], resources: [this.outbox.tableArn] }),
        new PolicyStatement({
          actions: ['dynamodb:Query'],
          resources: [outboxDueIndexName, outboxAgeIndexName].map((index) => `${this.outbox.tableArn}/index/${index}`),
        }),
      ],
    };
  }

  /** The owner's `mail` commands (list pending and dead mail, re-drive a dead one: privileged). */
  outboxOwner(): PolicyStatement[] {
    return [
      ...this.outboxOwnerRead(),
      // `mail redrive`: a dead mail back to pending (the sweeper then sends it): privileged.
      new PolicyStatement({ actions: ['dynamodb:UpdateItem'], resources: [this.outbox.tableArn] }),
    ];
  }

  /** The desk's read of the mail records: `mail` (list by state) and `request <ref>` (its two mails). */
  outboxOwnerRead(): PolicyStatement[] {
    return [
      new PolicyStatement({ actions: ['dynamodb:GetItem'], resources: [this.outbox.tableArn] }),
      new PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: [`${this.outbox.tableArn}/index/${outboxDueIndexName}`],
      }),
    ];
  }

  /** Read the weeks (one, or all with a scan of the ~30 items): the public availability functions. */
  weeksReadOnly(): FunctionBinding {
    return {
      environment: { [tables.weeks.envVar]: this.weeks.tableName },
      statements: [
        new PolicyStatement({ actions: ['dynamodb:GetItem', 'dynamodb:Scan'], resources: [this.weeks.tableArn] }),
      ],
    };
  }

  /**
   * Read one week by its embark date, and list the weeks: the join-requests checks (a request with
   * preferred dates instead of a week is taken only while no week can be chosen). No writes.
   */
  weekLookup(): FunctionBinding {
    return {
      environment: { [tables.weeks.envVar]: this.weeks.tableName },
      statements: [
        new PolicyStatement({ actions: ['dynamodb:GetItem', 'dynamodb:Scan'], resources: [this.weeks.tableArn] }),
      ],
    };
  }

  /** The sweep's option reminders: list the weeks and record a reminder's claim on one. Nothing else of the desk. */
  remindersSweep(): FunctionBinding {
    return {
      environment: { [tables.weeks.envVar]: this.weeks.tableName },
      statements: [
        new PolicyStatement({
          actions: ['dynamodb:GetItem', 'dynamodb:Scan', 'dynamodb:UpdateItem'],
          resources: [this.weeks.tableArn],
        }),
      ],
    };
  }

  /**
   * Newsletter sign-up: read the subscriber by its keyed id, then a conditional put or update. No scans:
   * a compromised function cannot list subscribers.
   */
  subscriptionsSignUp(): FunctionBinding {
    return {
      environment: { [tables.subscriptions.envVar]: this.subscriptions.tableName },
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
      environment: { [tables.subscriptions.envVar]: this.subscriptions.tableName },
      statements: [
        new PolicyStatement({
          actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem'],
          resources: [this.subscriptions.tableArn],
        }),
      ],
    };
  }

  /**
   * Queue a mail for the sweep (the newsletter sign-up's confirmation): a conditional put, and updates of
   * the mail counters (`counter#…`: the hourly caps and budgets, functions/mail/hourlyCaps.ts) only.
   */
  outboxQueueOnly(): FunctionBinding {
    return {
      environment: { [tables.outbox.envVar]: this.outbox.tableName },
      statements: [
        new PolicyStatement({ actions: ['dynamodb:PutItem'], resources: [this.outbox.tableArn] }),
        ...this.outboxCounters().statements,
      ],
    };
  }

  /** Update the mail counters only (`counter#…`; SesEvents counts the day's bounces): no mail, no reads. */
  outboxCounters(): FunctionBinding {
    return {
      environment: { [tables.outbox.envVar]: this.outbox.tableName },
      statements: [
        new PolicyStatement({
          actions: ['dynamodb:UpdateItem'],
          resources: [this.outbox.tableArn],
          conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['counter#*'] } },
        }),
      ],
    };
  }

  /** Read one subscriber by its keyed id: join-requests checks an address's bounce or complaint suppression. */
  subscriptionsLookup(): FunctionBinding {
    return {
      environment: { [tables.subscriptions.envVar]: this.subscriptions.tableName },
      statements: [new PolicyStatement({ actions: ['dynamodb:GetItem'], resources: [this.subscriptions.tableArn] })],
    };
  }

  /** The owner's `newsletter send`: one record per recipient in the outbox (read in batches, claimed and settled by update). */
  campaignOwner(): PolicyStatement[] {
    return [
      new PolicyStatement({
        actions: ['dynamodb:BatchGetItem', 'dynamodb:UpdateItem'],
        resources: [this.outbox.tableArn],
      }),
    ];
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
