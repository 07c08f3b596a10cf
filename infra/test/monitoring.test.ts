import { Match, type Template } from 'aws-cdk-lib/assertions';
import { logEvents } from '../../common/logEvents';
import { apiClientErrorBurst, rateLimitedBurst } from '../lib/monitoring';
import { resourcesOf, synthSite } from './support';

const topic = { Ref: Match.stringLikeRegexp('^MonitoringAlarms') };

describe('Monitoring', () => {
  let template: Template;
  beforeAll(() => {
    ({ template } = synthSite());
  });

  it('mails the owner through a TLS-only topic', () => {
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'owner@example.com',
      TopicArn: topic,
    });
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it.each(['FormsJoinRequests', 'FormsNewsletterSubscriptions', 'MailSweeper', 'ThirdPartyProxyFetcher'])(
    'alarms on Errors and Throttles of %s',
    (fn) => {
      for (const metric of ['Errors', 'Throttles']) {
        template.hasResourceProperties('AWS::CloudWatch::Alarm', {
          Namespace: 'AWS/Lambda',
          MetricName: metric,
          Dimensions: [{ Name: 'FunctionName', Value: { Ref: Match.stringLikeRegexp(`^${fn}[0-9A-F]{8}$`) } }],
          Statistic: 'Sum',
          Period: 300,
          Threshold: 1,
          ComparisonOperator: 'GreaterThanOrEqualToThreshold',
          TreatMissingData: 'notBreaching',
        });
      }
    },
  );

  it('alarms on a burst of API 4xx, which API Gateway’s own 429s only show in (review N2)', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/ApiGateway',
      MetricName: '4xx',
      Statistic: 'Sum',
      Period: 300,
      Threshold: apiClientErrorBurst,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      AlarmActions: [topic],
    });
  });

  it('alarms when the owner’s own address bounces or complains, from the SES events function’s log (review N11)', () => {
    const filters = resourcesOf(template, 'AWS::Logs::MetricFilter')
      .map(([, filter]) => filter.Properties)
      .filter((filter) => JSON.stringify(filter).includes('OwnerMailBounced'));
    expect(filters).toEqual([
      {
        LogGroupName: { Ref: expect.stringMatching(/^MailSesEventsLogs/) },
        FilterPattern: `{ $.message = "${logEvents.ownerMailBounced}" }`,
        MetricTransformations: [{ MetricNamespace: 'TestSite/Mail', MetricName: 'OwnerMailBounced', MetricValue: '1' }],
      },
    ]);
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'TestSite/Mail',
      MetricName: 'OwnerMailBounced',
      Threshold: 1,
      AlarmActions: [topic],
    });
  });

  it('alarms on API 5xx', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/ApiGateway',
      MetricName: '5xx',
      Dimensions: [{ Name: 'ApiId', Value: { Ref: Match.stringLikeRegexp('^FormsApi') } }],
      Statistic: 'Sum',
      Threshold: 1,
    });
  });

  it('alarms as soon as the sweep dead-letter queue holds a message', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [
        { Name: 'QueueName', Value: { 'Fn::GetAtt': [Match.stringLikeRegexp('^MailSweepDeadLetters'), 'QueueName'] } },
      ],
      Statistic: 'Maximum',
      Threshold: 0,
      ComparisonOperator: 'GreaterThanThreshold',
    });
  });

  it('alarms on owner e-mails given up, from both sending functions logs', () => {
    const filters = resourcesOf(template, 'AWS::Logs::MetricFilter')
      .map(([, filter]) => filter.Properties)
      .filter((filter) => JSON.stringify(filter).includes('DeadLetteredMail'));
    expect(filters).toHaveLength(2);
    for (const group of ['FormsJoinRequestsLogs', 'MailSweeperLogs']) {
      expect(filters).toContainEqual({
        LogGroupName: { Ref: expect.stringMatching(new RegExp(`^${group}`)) },
        FilterPattern: `{ $.message = "${logEvents.deadMail}" }`,
        MetricTransformations: [{ MetricNamespace: 'TestSite/Mail', MetricName: 'DeadLetteredMail', MetricValue: '1' }],
      });
    }
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'TestSite/Mail',
      MetricName: 'DeadLetteredMail',
    });
  });

  it('alarms on a burst of 429s from the per-client limit, counted in every limited function’s logs', () => {
    const filters = resourcesOf(template, 'AWS::Logs::MetricFilter')
      .map(([, filter]) => filter.Properties)
      .filter((filter) => JSON.stringify(filter).includes('RateLimited'));
    const groups = [
      'FormsJoinRequestsLogs',
      'FormsNewsletterSubscriptionsLogs',
      'FormsNewsletterConfirmLogs',
      'FormsNewsletterUnsubscribeLogs',
      'FormsOwnerActionsLogs',
    ];
    expect(filters).toHaveLength(groups.length);
    for (const group of groups) {
      expect(filters).toContainEqual({
        LogGroupName: { Ref: expect.stringMatching(new RegExp(`^${group}`)) },
        // The functions' record (functions/platform/log.ts): the event is its `message`.
        FilterPattern: `{ $.message = "${logEvents.rateLimited}" }`,
        MetricTransformations: [{ MetricNamespace: 'TestSite/Api', MetricName: 'RateLimited', MetricValue: '1' }],
      });
    }
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'TestSite/Api',
      MetricName: 'RateLimited',
      Statistic: 'Sum',
      Period: 300,
      Threshold: rateLimitedBurst,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
      AlarmActions: [topic],
    });
  });

  it('alarms when the site-wide hourly cap on visitor mail is reached, counted in both POST functions’ logs (review N1)', () => {
    const filters = resourcesOf(template, 'AWS::Logs::MetricFilter')
      .map(([, filter]) => filter.Properties)
      .filter((filter) => JSON.stringify(filter).includes('VisitorMailCapped'));
    expect(filters).toHaveLength(2);
    for (const group of ['FormsJoinRequestsLogs', 'FormsNewsletterSubscriptionsLogs']) {
      expect(filters).toContainEqual({
        LogGroupName: { Ref: expect.stringMatching(new RegExp(`^${group}`)) },
        FilterPattern: `{ $.message = "${logEvents.visitorMailCapped}" }`,
        MetricTransformations: [
          { MetricNamespace: 'TestSite/Mail', MetricName: 'VisitorMailCapped', MetricValue: '1' },
        ],
      });
    }
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'TestSite/Mail',
      MetricName: 'VisitorMailCapped',
      Statistic: 'Sum',
      Period: 300,
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      AlarmActions: [topic],
    });
  });

  it('alarms when mail to unproven visitor addresses is paused by the day’s bounces, counted in both POST functions’ logs (review F1)', () => {
    const filters = resourcesOf(template, 'AWS::Logs::MetricFilter')
      .map(([, filter]) => filter.Properties)
      .filter((filter) => JSON.stringify(filter).includes('VisitorMailPaused'));
    expect(filters).toHaveLength(2);
    for (const group of ['FormsJoinRequestsLogs', 'FormsNewsletterSubscriptionsLogs']) {
      expect(filters).toContainEqual({
        LogGroupName: { Ref: expect.stringMatching(new RegExp(`^${group}`)) },
        FilterPattern: `{ $.message = "${logEvents.visitorMailPaused}" }`,
        MetricTransformations: [
          { MetricNamespace: 'TestSite/Mail', MetricName: 'VisitorMailPaused', MetricValue: '1' },
        ],
      });
    }
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'TestSite/Mail',
      MetricName: 'VisitorMailPaused',
      Statistic: 'Sum',
      Threshold: 1,
      AlarmActions: [topic],
    });
  });

  it('alarms when the oldest pending mail is over 30 minutes old, from the sweep’s own log line', () => {
    const filters = resourcesOf(template, 'AWS::Logs::MetricFilter')
      .map(([, filter]) => filter.Properties)
      .filter((filter) => JSON.stringify(filter).includes('OldestPendingMailSeconds'));
    expect(filters).toEqual([
      {
        LogGroupName: { Ref: expect.stringMatching(/^MailSweeperLogs/) },
        FilterPattern: `{ ($.message = "${logEvents.outboxSwept}") && ($.oldestPendingSeconds = "*") }`,
        MetricTransformations: [
          {
            MetricNamespace: 'TestSite/Mail',
            MetricName: 'OldestPendingMailSeconds',
            MetricValue: '$.oldestPendingSeconds',
          },
        ],
      },
    ]);
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'TestSite/Mail',
      MetricName: 'OldestPendingMailSeconds',
      Statistic: 'Maximum',
      Period: 300,
      Threshold: 1800,
      ComparisonOperator: 'GreaterThanThreshold',
      AlarmActions: [topic],
    });
  });

  it('sends every alarm and its recovery to the topic', () => {
    const alarms = resourcesOf(template, 'AWS::CloudWatch::Alarm');
    expect(alarms).toHaveLength(10 * 2 + 10); // Errors and Throttles of ten functions, plus ten
    for (const [, alarm] of alarms) {
      expect(alarm.Properties).toMatchObject({ AlarmActions: [{ Ref: expect.stringMatching(/^MonitoringAlarms/) }] });
      expect(alarm.Properties).toMatchObject({ OKActions: [{ Ref: expect.stringMatching(/^MonitoringAlarms/) }] });
    }
  });

  it('sends alarms to alarmEmail when set', () => {
    const { template: other } = synthSite({ alarmEmail: 'alerts@example.com' });
    other.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'alerts@example.com' });
  });
});
