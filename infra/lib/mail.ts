import { envVars } from '../../common/env';
import path from 'node:path';
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { ConfigurationSet, EmailSendingEvent, EventDestination } from 'aws-cdk-lib/aws-ses';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { LambdaSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { Locale } from '../../common/locales';
import type { Data } from './data';
import type { Privacy } from './privacy';
import { functionsDir } from '../../common/paths';
import { type FunctionBinding, SiteFunction } from './site-function';

export interface MailProps {
  /** Receives the charter requests. */
  readonly ownerEmail: string;
  /** Language of the owner's e-mails. */
  readonly ownerLocale: Locale;
  /** From address of the owner's e-mails. */
  readonly senderEmail: string;
  /** The verified SES identity (the sender address or its domain) the send permission is scoped to. */
  readonly senderIdentity: string;
  /** SES sandbox: recipients are checked as identities too, so the owner's identity is allowed as well. */
  readonly sesSandbox: boolean;
  /** Owner notifications per hour; beyond it the requests go into one digest mail per hour. */
  readonly ownerMailHourlyCap: number;
  /** Visitors' acknowledgements per address per hour. */
  readonly ackHourlyCapPerAddress: number;
  /** Mails to visitors' addresses (acknowledgements and confirmations) per hour, site-wide (default 60). */
  readonly visitorMailHourlyCap?: number;
  /** The sweeper reads and updates the outbox table. */
  readonly data: Data;
  /** The privacy secret: log pseudonyms and the acknowledgement caps are keyed by it. */
  readonly privacy: Privacy;
  readonly tracing?: boolean;
}

/**
 * Mail through SES: the send-permission helper every sending function is bound with, the outbox
 * sweeper run every minute by EventBridge (with a dead-letter queue for the runs EventBridge could not
 * deliver), and the configuration set every send names, whose bounces and complaints go through an SNS
 * topic to the `SesEvents` function (functions/ses-events.ts), which suppresses those addresses.
 */
export class Mail extends Construct {
  readonly sweeper: SiteFunction;
  /** Named by every send (SESv2 `ConfigurationSetName`). */
  readonly configurationSet: ConfigurationSet;
  /** SES publishes bounce and complaint events here. */
  readonly feedbackTopic: Topic;
  /** Suppresses bounced and complained-about addresses. */
  readonly sesEvents: SiteFunction;
  readonly schedule: Rule;
  readonly deadLetterQueue: Queue;
  private readonly props: MailProps;

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    this.props = props;

    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {});
    this.feedbackTopic = new Topic(this, 'Feedback', {
      displayName: `${Stack.of(this).stackName} SES bounces and complaints`,
      enforceSSL: true,
    });
    this.configurationSet.addEventDestination('BouncesAndComplaints', {
      destination: EventDestination.snsTopic(this.feedbackTopic),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });
    this.sesEvents = new SiteFunction(this, 'SesEvents', {
      entry: path.join(functionsDir, 'ses-events.ts'),
      description: 'SES bounces and complaints: suppresses the address (keyed hash only), alarms on complaints',
      tracing: props.tracing,
      environment: this.environment,
    }).bind(
      // The day's bounces are counted in the outbox's counters (the visitor-mail pause, functions/mail/hourlyCaps.ts).
      props.data.subscriptionsUpdate(),
      props.data.outboxCounters(),
      props.privacy.binding(),
    );
    this.feedbackTopic.addSubscription(new LambdaSubscription(this.sesEvents));

    this.sweeper = new SiteFunction(this, 'Sweeper', {
      entry: path.join(functionsDir, 'mail-sweeper.ts'),
      description: 'Sends the mail pending in the outbox when due and option reminders',
      // Ends well before the next run starts; each e-mail is also leased, so overlaps cannot double-send.
      timeout: Duration.seconds(50),
      tracing: props.tracing,
      environment: this.environment,
    }).bind(props.data.outboxSweep(), props.data.remindersSweep(), this.sesSend(), props.privacy.binding());
    // A failed run is retried by the next one a minute later, not by Lambda's async retries.
    this.sweeper.configureAsyncInvoke({ retryAttempts: 0, maxEventAge: Duration.minutes(1) });

    this.deadLetterQueue = new Queue(this, 'SweepDeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.deadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        'This queue is itself a dead-letter queue (of the sweep schedule target); it is alarmed on, not redriven.',
    });

    this.schedule = new Rule(this, 'SweepSchedule', {
      description: 'Runs the outbox sweeper every minute',
      schedule: Schedule.rate(Duration.minutes(1)),
      targets: [
        new LambdaFunction(this.sweeper, {
          retryAttempts: 2,
          maxEventAge: Duration.minutes(2),
          deadLetterQueue: this.deadLetterQueue,
        }),
      ],
    });
  }

  /** What a sending function reads at start-up: the owner, the sender and the owner's language. */
  get environment(): Record<string, string> {
    return {
      [envVars.ownerEmail]: this.props.ownerEmail,
      [envVars.senderEmail]: this.props.senderEmail,
      [envVars.ownerLocale]: this.props.ownerLocale,
      [envVars.ownerMailHourlyCap]: String(this.props.ownerMailHourlyCap),
      [envVars.ackHourlyCapPerAddress]: String(this.props.ackHourlyCapPerAddress),
      [envVars.visitorMailHourlyCap]: String(this.props.visitorMailHourlyCap ?? 60),
      [envVars.sesConfigurationSet]: this.configurationSet.configurationSetName,
    };
  }

  /** ARN of the configuration set: SESv2 SendEmail authorises it as a resource too. */
  get configurationSetArn(): string {
    return Stack.of(this).formatArn({
      service: 'ses',
      resource: 'configuration-set',
      resourceName: this.configurationSet.configurationSetName,
    });
  }

  /** ARN of an SES identity (an address or a domain) in this stack's account and region. */
  identityArn(identity: string): string {
    return Stack.of(this).formatArn({ service: 'ses', resource: 'identity', resourceName: identity });
  }

  /**
   * Queue mail in the outbox and send it (join-requests): outbox puts and updates, and sending as below.
   */
  ownerMail(): FunctionBinding {
    const send = this.sesSend();
    const queue = this.props.data.outboxEnqueue();
    return {
      environment: { ...send.environment, ...queue.environment },
      statements: [...send.statements, ...queue.statements],
    };
  }

  /**
   * Send mail: ses:SendEmail (the only call the functions make; SESv2 authorises it on the identity and
   * on the configuration set the send names) on the sender identity only (plus the owner's address and
   * domain identities while in the sandbox, where SES authorises recipients too) and this stack's
   * configuration set, and only From the configured sender address even when the identity is a whole domain.
   * Recipients are not restricted: the visitors' acknowledgements go to the address each gave (capped
   * per address and hour by the function).
   */
  sesSend(): FunctionBinding {
    const { senderIdentity, senderEmail, ownerEmail, sesSandbox } = this.props;
    // The owner may be verified as an address or through their domain; the From condition keeps
    // either from widening who the functions can send as.
    const recipient = sesSandbox ? [ownerEmail, ownerEmail.slice(ownerEmail.lastIndexOf('@') + 1)] : [];
    const identities = [...new Set([senderIdentity, ...recipient])];
    return {
      environment: this.environment,
      statements: [
        new PolicyStatement({
          actions: ['ses:SendEmail'],
          resources: [...identities.map((identity) => this.identityArn(identity)), this.configurationSetArn],
          conditions: { StringEquals: { 'ses:FromAddress': senderEmail } },
        }),
      ],
    };
  }
}
