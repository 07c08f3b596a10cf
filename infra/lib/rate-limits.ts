import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import { BillingMode, type Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { envVars } from '../../common/env';
import { tables } from '../../common/tables';
import type { FunctionBinding } from './site-function';
import { specTable } from './spec-table';

export interface RateLimitsProps {
  /** Requests one client may make to one POST route in one clock minute. */
  readonly perMinute: number;
}

/**
 * The per-client rate limit of the POST routes (functions/platform/rateLimit.ts): a table of fixed-window
 * counters keyed `client#route#minute`, each a few bytes that DynamoDB TTL deletes two minutes after its
 * minute. One conditional UpdateItem per request; the client is the viewer address CloudFront forwards.
 */
export class RateLimits extends Construct {
  readonly table: Table;
  readonly perMinute: number;

  constructor(scope: Construct, id: string, props: RateLimitsProps) {
    super(scope, id);
    this.perMinute = props.perMinute;
    this.table = specTable(this, 'Counters', tables.rateLimits, {
      billingMode: BillingMode.PAY_PER_REQUEST,
      encryption: TableEncryption.DEFAULT,
      // Counters live three minutes: nothing here is worth restoring or keeping past the stack.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    Validations.of(this.table).acknowledge({
      id: 'AwsSolutions-DDB3',
      reason:
        'Rate-limit counters that expire within three minutes (TTL): a point-in-time restore would bring back nothing of value.',
    });
  }

  /** Count requests: UpdateItem on the counters, nothing else (no reads, scans or deletes). */
  counting(): FunctionBinding {
    return {
      environment: {
        [tables.rateLimits.envVar]: this.table.tableName,
        [envVars.rateLimitPerMinute]: String(this.perMinute),
      },
      statements: [new PolicyStatement({ actions: ['dynamodb:UpdateItem'], resources: [this.table.tableArn] })],
    };
  }
}
