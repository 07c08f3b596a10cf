import { Stack } from 'aws-cdk-lib';
import { Capture, Match, Template } from 'aws-cdk-lib/assertions';
import { Data } from '../lib/data';
import { Mail, type MailProps } from '../lib/mail';
import { Privacy } from '../lib/privacy';
import { resourceNamed, testStack } from './support';

const identityArn = (identity: string) => `arn:aws:ses:eu-west-1:123456789012:identity/${identity}`;
/** SESv2 SendEmail also authorises the configuration set the send names. */
const configurationSetArn = {
  'Fn::Join': [
    '',
    ['arn:aws:ses:eu-west-1:123456789012:configuration-set/', { Ref: expect.stringMatching(/^MailConfigurationSet/) }],
  ],
};

function synth(props: Partial<MailProps> = {}): { mail: Mail; template: Template } {
  const stack = testStack();
  const data = new Data(stack, 'Data');
  const mail = new Mail(stack, 'Mail', {
    ownerEmail: 'owner@owner.example.org',
    ownerLocale: 'it',
    senderEmail: 'bookings@mail.example.com',
    senderIdentity: 'example.com',
    sesSandbox: false,
    ownerMailHourlyCap: 30,
    ackHourlyCapPerAddress: 3,
    data,
    privacy: new Privacy(stack, 'Privacy'),
    ...props,
  });
  return { mail, template: Template.fromStack(stack) };
}

/** The statements of the sweeper role's policy. */
function sweeperStatements(template: Template): Array<Record<string, unknown>> {
  const [, policy] = resourceNamed(template, 'AWS::IAM::Policy', 'MailSweeperRoleDefaultPolicy');
  return (policy.PolicyDocument as { Statement: Array<Record<string, unknown>> }).Statement;
}

describe('Mail', () => {
  let template: Template;
  let mail: Mail;
  beforeAll(() => {
    ({ mail, template } = synth());
  });

  it('runs the sweeper on Node.js 24, ARM64, with the functions environment and JSON logs', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('pending'),
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
      Timeout: 50,
      Environment: {
        Variables: {
          NODE_OPTIONS: '--enable-source-maps',
          OWNER_EMAIL: 'owner@owner.example.org',
          SENDER_EMAIL: 'bookings@mail.example.com',
          OWNER_LOCALE: 'it',
          OUTBOX_TABLE: { Ref: Match.stringLikeRegexp('^DataOutbox') },
          OWNER_MAIL_HOURLY_CAP: '30',
          ACK_HOURLY_CAP_PER_ADDRESS: '3',
          VISITOR_MAIL_HOURLY_CAP: '60',
        },
      },
      LoggingConfig: {
        LogFormat: 'JSON',
        ApplicationLogLevel: 'INFO',
        LogGroup: { Ref: Match.stringLikeRegexp('^MailSweeperLogs') },
      },
    });
    template.hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 90 });
  });

  it('triggers the sweeper every minute, retrying delivery and dead-lettering what cannot be delivered', () => {
    const dlq = new Capture();
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 minute)',
      State: 'ENABLED',
      Targets: [
        {
          Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^MailSweeper'), 'Arn'] },
          Id: Match.anyValue(),
          RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 120 },
          DeadLetterConfig: { Arn: { 'Fn::GetAtt': [dlq, 'Arn'] } },
        },
      ],
    });
    expect(dlq.asString()).toMatch(/^MailSweepDeadLetters/);
    // A failed run is not retried by Lambda: the next minute's run is the retry.
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      MaximumRetryAttempts: 0,
      MaximumEventAgeInSeconds: 60,
    });
  });

  it('keeps the dead-letter queue encrypted, TLS-only and writable by the rule alone', () => {
    template.hasResourceProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true, MessageRetentionPeriod: 1209600 });
    template.hasResourceProperties('AWS::SQS::QueuePolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          Match.objectLike({
            Effect: 'Allow',
            Principal: { Service: 'events.amazonaws.com' },
            Action: 'sqs:SendMessage',
            Condition: {
              ArnEquals: { 'aws:SourceArn': { 'Fn::GetAtt': [Match.stringLikeRegexp('^MailSweepSchedule'), 'Arn'] } },
            },
          }),
        ]),
      },
    });
  });

  it('scopes sending to the sender identity ARN, the configuration set and the sender address: no wildcard resource', () => {
    const ses = sweeperStatements(template).filter((s) => String(s.Action).includes('ses:'));
    expect(ses).toEqual([
      {
        Effect: 'Allow',
        Action: 'ses:SendEmail',
        Resource: [identityArn('example.com'), configurationSetArn],
        Condition: { StringEquals: { 'ses:FromAddress': 'bookings@mail.example.com' } },
      },
    ]);
  });

  it('gives the sweeper the outbox (updates, and queries of its two indexes), nothing of the requests or the subscriptions', () => {
    const statements = sweeperStatements(template);
    const text = JSON.stringify(statements);
    expect(text).not.toMatch(/DataSubscriptions|DataJoinRequests|dynamodb:PutItem|DeleteItem/);
    expect(text).not.toMatch(/"\*"/);
    expect(statements).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          Action: 'dynamodb:UpdateItem',
          Resource: { 'Fn::GetAtt': [expect.stringMatching(/^DataOutbox/), 'Arn'] },
        }),
        expect.objectContaining({ Action: 'dynamodb:Query' }),
      ]),
    );
    expect(text).toContain('/index/due');
    expect(text).toContain('/index/age');
    template.hasResourceProperties('AWS::IAM::Role', {
      AssumeRolePolicyDocument: Match.objectLike({
        Statement: [Match.objectLike({ Principal: { Service: 'lambda.amazonaws.com' } })],
      }),
      ManagedPolicyArns: Match.absent(),
    });
  });

  it('in the SES sandbox also allows the owner identities SES then checks, still only From the sender', () => {
    const sandbox = synth({ sesSandbox: true });
    const ses = sweeperStatements(sandbox.template).find((s) => String(s.Action).includes('ses:'));
    expect(ses).toMatchObject({ Condition: { StringEquals: { 'ses:FromAddress': 'bookings@mail.example.com' } } });
    const resources = ses!.Resource as unknown[];
    expect(resources.filter((resource) => typeof resource === 'string').sort()).toEqual(
      [identityArn('example.com'), identityArn('owner.example.org'), identityArn('owner@owner.example.org')].sort(),
    );
    expect(resources.filter((resource) => typeof resource !== 'string')).toEqual([configurationSetArn]);
  });

  it('binds sending functions with the mail settings and the same statement', () => {
    const binding = mail.ownerMail();
    expect(binding.environment).toEqual({
      OWNER_EMAIL: 'owner@owner.example.org',
      SENDER_EMAIL: 'bookings@mail.example.com',
      OWNER_LOCALE: 'it',
      OWNER_MAIL_HOURLY_CAP: '30',
      ACK_HOURLY_CAP_PER_ADDRESS: '3',
      VISITOR_MAIL_HOURLY_CAP: '60',
      SES_CONFIGURATION_SET: expect.any(String),
      OUTBOX_TABLE: expect.any(String),
    });
    expect(Stack.of(mail).resolve(binding.statements[0]!.toStatementJson())).toMatchObject({
      Resource: [identityArn('example.com'), configurationSetArn],
    });
  });

  it('sends bounce and complaint events of its configuration set to an SNS topic the SES events function is subscribed to', () => {
    template.resourceCountIs('AWS::SES::ConfigurationSet', 1);
    template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      ConfigurationSetName: { Ref: Match.stringLikeRegexp('^MailConfigurationSet') },
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: Match.arrayEquals(['bounce', 'complaint']),
        SnsDestination: { TopicARN: { Ref: Match.stringLikeRegexp('^MailFeedback') } },
      },
    });
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'lambda',
      TopicArn: { Ref: Match.stringLikeRegexp('^MailFeedback') },
      Endpoint: { 'Fn::GetAtt': [Match.stringLikeRegexp('^MailSesEvents'), 'Arn'] },
    });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('bounces and complaints'),
      Environment: {
        Variables: Match.objectLike({
          PRIVACY_SECRET_ARN: { Ref: Match.stringLikeRegexp('^PrivacySecret') },
          SUBSCRIPTIONS_TABLE: { Ref: Match.stringLikeRegexp('^DataSubscriptions') },
        }),
      },
    });
    // The sweeper names the configuration set on every send.
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('pending'),
      Environment: {
        Variables: Match.objectLike({
          SES_CONFIGURATION_SET: { Ref: Match.stringLikeRegexp('^MailConfigurationSet') },
        }),
      },
    });
  });

  it('gives the SES events function only updates of subscriptions and of the outbox’s counters, and the privacy secret read', () => {
    const [, policy] = resourceNamed(template, 'AWS::IAM::Policy', 'MailSesEventsRoleDefaultPolicy');
    const statements = (policy.PolicyDocument as { Statement: Array<Record<string, unknown>> }).Statement;
    expect(statements.map((statement) => statement.Action)).toEqual([
      ['logs:CreateLogStream', 'logs:PutLogEvents'],
      ['dynamodb:GetItem', 'dynamodb:UpdateItem'],
      'dynamodb:UpdateItem',
      'secretsmanager:GetSecretValue',
    ]);
    // The day's bounce counters (the visitor-mail pause), never a mail.
    expect(statements[2]!.Condition).toEqual({
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['counter#*'] },
    });
  });
});
