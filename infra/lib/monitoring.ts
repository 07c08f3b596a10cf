import { Duration, Stack } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, type IMetric, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { FilterPattern, type ILogGroup, MetricFilter } from 'aws-cdk-lib/aws-logs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { logEvents, logRecordPaths } from '../../common/logEvents';

/** 429s from the per-client limit, summed over five minutes, that make a burst worth a mail. */
export const rateLimitedBurst = 20;

/**
 * 4xx answers of the forms API in 5 minutes that raise an alarm: API Gateway's own throttling (429)
 * never reaches a function, so only this metric sees the stage throttle shutting visitors out.
 */
export const apiClientErrorBurst = 50;

/** A mail still pending after this long means SES or the sweep is stuck. */
export const oldestPendingAlarmSeconds = 30 * 60;

export interface MonitoringProps {
  /** Subscribed to the alarm topic (AWS sends a confirmation e-mail first). */
  readonly alarmEmail: string;
  /** Every handler by a readable name; each is alarmed on Errors and Throttles. */
  readonly functions: Readonly<Record<string, IFunction>>;
  readonly api: IHttpApi;
  /** The sweep schedule's dead-letter queue; any message in it raises an alarm. */
  readonly deadLetterQueue: IQueue;
  /** Log groups of the functions that send the owner's e-mail, watched for dead-lettered mail. */
  readonly mailLogGroups: readonly ILogGroup[];
  /** Log groups of the rate-limited functions, whose "rate limited" lines are counted. */
  readonly rateLimitedLogGroups?: readonly ILogGroup[];
  /** The sweeper's log group, whose "outbox swept" line carries the oldest pending mail's age. */
  readonly sweepLogGroup?: ILogGroup;
  /** The SES events function's log group: each `newsletter complaint` line alarms the owner. */
  readonly complaintLogGroup?: ILogGroup;
  /** Log groups of the functions that mail visitors' addresses: the site-wide caps and the bounce pause alarm. */
  readonly visitorMailLogGroups?: readonly ILogGroup[];
}

/** Alarms to the owner's inbox: function errors and throttles, API 5xx, undeliverable sweeps and dead-lettered mail. */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.topic = new Topic(this, 'Alarms', {
      displayName: `${Stack.of(this).stackName} alarms`,
      enforceSSL: true,
    });
    this.topic.addSubscription(new EmailSubscription(props.alarmEmail));

    const fiveMinutes = { period: Duration.minutes(5), statistic: 'Sum' } as const;
    for (const [name, fn] of Object.entries(props.functions)) {
      this.alarm(`${name}Errors`, `${name} threw or timed out`, fn.metricErrors(fiveMinutes));
      this.alarm(
        `${name}Throttles`,
        `${name} was throttled (account concurrency exhausted?)`,
        fn.metricThrottles(fiveMinutes),
      );
    }
    this.alarm(
      'Api5xx',
      'The forms API answered 5xx (a function crashed or timed out)',
      props.api.metricServerError(fiveMinutes),
    );
    this.alarm(
      'Api4xx',
      `The forms API answered 4xx at least ${apiClientErrorBurst} times in 5 minutes: API Gateway may be throttling everyone (429), or someone is probing the API`,
      props.api.metricClientError(fiveMinutes),
      ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      apiClientErrorBurst,
    );
    this.alarm(
      'SweepDeadLetters',
      'EventBridge could not start the mail sweeper: pending owner e-mails are not being retried',
      props.deadLetterQueue.metricApproximateNumberOfMessagesVisible({
        period: Duration.minutes(5),
        statistic: 'Maximum',
      }),
      ComparisonOperator.GREATER_THAN_THRESHOLD,
      0,
    );

    // One metric fed by every sending function's log group.
    const namespace = `${Stack.of(this).stackName}/Mail`;
    props.mailLogGroups.forEach((logGroup, index) =>
      this.countEvent(`DeadMailFilter${index}`, logGroup, logEvents.deadMail, namespace, 'DeadLetteredMail'),
    );
    if (props.mailLogGroups.length) {
      this.alarm(
        'DeadMail',
        'An owner e-mail failed 20 times and was given up: read the join-requests table (outbox = dead)',
        new Metric({ namespace, metricName: 'DeadLetteredMail', ...fiveMinutes }),
      );
    }

    // The functions' records: the event in `message`, fields at the top level (common/logEvents.ts).
    const apiNamespace = `${Stack.of(this).stackName}/Api`;
    props.rateLimitedLogGroups?.forEach((logGroup, index) =>
      this.countEvent(`RateLimitedFilter${index}`, logGroup, logEvents.rateLimited, apiNamespace, 'RateLimited'),
    );
    if (props.rateLimitedLogGroups?.length) {
      this.alarm(
        'RateLimitedBurst',
        `At least ${rateLimitedBurst} requests in 5 minutes were refused by the per-client rate limit (429): someone is flooding the forms`,
        new Metric({ namespace: apiNamespace, metricName: 'RateLimited', ...fiveMinutes }),
        ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        rateLimitedBurst,
      );
    }

    if (props.sweepLogGroup) {
      new MetricFilter(this, 'OldestPendingMailFilter', {
        logGroup: props.sweepLogGroup,
        filterPattern: FilterPattern.all(
          FilterPattern.stringValue(logRecordPaths.event, '=', logEvents.outboxSwept),
          FilterPattern.exists(logRecordPaths.field('oldestPendingSeconds')),
        ),
        metricNamespace: namespace,
        metricName: 'OldestPendingMailSeconds',
        metricValue: logRecordPaths.field('oldestPendingSeconds'),
      });
      this.alarm(
        'OldestPendingMail',
        'An e-mail has been waiting in the outbox for over 30 minutes: SES refuses it or the sweep is stuck (npm run owner -- mail --aws)',
        new Metric({
          namespace,
          metricName: 'OldestPendingMailSeconds',
          period: Duration.minutes(5),
          statistic: 'Maximum',
        }),
        ComparisonOperator.GREATER_THAN_THRESHOLD,
        oldestPendingAlarmSeconds,
      );
    }
    props.visitorMailLogGroups?.forEach((logGroup, index) =>
      this.countEvent(
        `VisitorMailCappedFilter${index}`,
        logGroup,
        logEvents.visitorMailCapped,
        namespace,
        'VisitorMailCapped',
      ),
    );
    props.visitorMailLogGroups?.forEach((logGroup, index) =>
      this.countEvent(
        `VisitorMailPausedFilter${index}`,
        logGroup,
        logEvents.visitorMailPaused,
        namespace,
        'VisitorMailPaused',
      ),
    );
    if (props.visitorMailLogGroups?.length) {
      this.alarm(
        'VisitorMailPaused',
        'Mail to new visitor addresses (acknowledgements, newsletter confirmations) is paused until midnight UTC: today’s bounces reached VISITOR_BOUNCE_DAILY_LIMIT, so made-up addresses cannot push the SES account into review; requests are still stored and you are still told of each. Check the SES bounce rate in the console',
        new Metric({ namespace, metricName: 'VisitorMailPaused', ...fiveMinutes }),
      );
      this.alarm(
        'VisitorMailCapReached',
        'The hourly cap on mail to visitors (acknowledgements and newsletter confirmations) was reached: someone may be using the forms to mail strangers; requests are still stored and you are still told of each',
        new Metric({ namespace, metricName: 'VisitorMailCapped', ...fiveMinutes }),
      );
    }
    if (props.complaintLogGroup) {
      this.countEvent('ComplaintFilter', props.complaintLogGroup, logEvents.complaint, namespace, 'Complaints');
      this.countEvent(
        'OwnerMailBouncedFilter',
        props.complaintLogGroup,
        logEvents.ownerMailBounced,
        namespace,
        'OwnerMailBounced',
      );
      this.alarm(
        'OwnerMailBounced',
        'Your own address (ownerEmail) refused the site’s mail (a permanent bounce or a complaint): enquiries may not be reaching you; check the address in infra/config.json and your mailbox',
        new Metric({ namespace, metricName: 'OwnerMailBounced', ...fiveMinutes }),
      );
      this.alarm(
        'Complaint',
        'A recipient marked one of the site’s e-mails as spam: the address is suppressed; if it repeats, check what is being sent (npm run owner -- subscribers --aws)',
        new Metric({ namespace, metricName: 'Complaints', ...fiveMinutes }),
      );
    }
  }

  /** A metric of 1 for each record of `event` in `logGroup` (the event in `message`, common/logEvents.ts). */
  private countEvent(id: string, logGroup: ILogGroup, event: string, namespace: string, metricName: string): void {
    new MetricFilter(this, id, {
      logGroup,
      filterPattern: FilterPattern.stringValue(logRecordPaths.event, '=', event),
      metricNamespace: namespace,
      metricName,
      metricValue: '1',
    });
  }

  private alarm(
    id: string,
    description: string,
    metric: IMetric,
    comparisonOperator = ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    threshold = 1,
  ): void {
    const alarm = new Alarm(this, id, {
      alarmDescription: description,
      metric,
      threshold,
      comparisonOperator,
      evaluationPeriods: 1,
      // No data means no traffic, not a failure.
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(new SnsAction(this.topic));
    alarm.addOkAction(new SnsAction(this.topic));
    this.alarms.push(alarm);
  }
}
