import { stackOutputs } from '../../common/stackOutputs';
import { CfnOutput, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { ManagedPolicy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { routingFunctionFile, securityHeadersFile } from '../../common/paths';
import type { SiteConfig } from '../config';
import { Availability } from './availability-routes';
import { Data } from './data';
import { FormsApi } from './forms-api';
import { Mail } from './mail';
import { Monitoring } from './monitoring';
import { Privacy } from './privacy';
import { RateLimits } from './rate-limits';
import { buildDir } from '../../common/paths';
import { StaticSite } from './static-site';
import { ThirdPartyProxy } from './third-party-proxy';
import { thirdParty } from '../../common/facts/site';

export interface SiteStackProps extends StackProps {
  readonly config: SiteConfig;
  /**
   * The hosts the third-party proxy may fetch from; the proxy (function, CloudFront behaviour, alarms)
   * is deployed only when there is one. Default: the list the function bundles (common/facts/site.ts).
   */
  readonly thirdPartyHosts?: readonly string[];
  /** Overrides the build location (tests); defaults to the repository's build/ and dist/edge/. */
  readonly site?: { buildDir: string; routingFunctionFile: string; securityHeadersFile: string };
}

/** The whole site in one stack: assembles the constructs, holds no logic of its own. */
export class SiteStack extends Stack {
  readonly site: StaticSite;
  /** Absent while the allow-list names no host (today): nothing to proxy. */
  readonly thirdPartyProxy?: ThirdPartyProxy;
  readonly data: Data;
  readonly mail: Mail;
  readonly availability: Availability;
  /** The owner's privileged commands (erase, export, mail): apart from the desk, MFA only (review N9). */
  readonly ownerPrivilegedPolicy: ManagedPolicy;
  readonly forms: FormsApi;
  readonly rateLimits: RateLimits;
  readonly monitoring: Monitoring;
  readonly privacy: Privacy;

  constructor(scope: Construct, id: string, props: SiteStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.site = new StaticSite(this, 'Site', {
      ...(props.site ?? { buildDir, routingFunctionFile, securityHeadersFile }),
      customDomain: config.customDomain,
    });
    this.data = new Data(this, 'Data');
    this.privacy = new Privacy(this, 'Privacy');
    this.rateLimits = new RateLimits(this, 'RateLimits', { perMinute: config.rateLimitPerMinute });
    this.mail = new Mail(this, 'Mail', {
      ownerEmail: config.ownerEmail,
      ownerLocale: config.ownerLocale,
      senderEmail: config.senderEmail,
      senderIdentity: config.senderIdentity ?? config.senderEmail,
      sesSandbox: config.sesSandbox,
      ownerMailHourlyCap: config.ownerMailHourlyCap,
      ackHourlyCapPerAddress: config.ackHourlyCapPerAddress,
      visitorMailHourlyCap: config.visitorMailHourlyCap,
      data: this.data,
      privacy: this.privacy,
      tracing: config.tracing,
    });
    this.availability = new Availability(this, 'Availability', { data: this.data, tracing: config.tracing });
    // The privileged owner policy (security review N9): everything that can erase, export personal data or
    // mail anyone, apart from the everyday desk (availability.ownerPolicy), and only with MFA.
    this.ownerPrivilegedPolicy = new ManagedPolicy(this, 'OwnerPrivilegedPolicy', {
      description:
        'The owner CLI’s privileged commands (privacy export|forget, subscribers, newsletter send, mail redrive): only in an MFA session',
    });
    const withMfa = (statement: PolicyStatement) => {
      statement.addCondition('Bool', { 'aws:MultiFactorAuthPresent': 'true' });
      return statement;
    };
    // The `mail redrive` command, the subscribers and privacy commands (with the privacy secret), and
    // `newsletter send`: read the send quota, record each recipient in the outbox, send as the site.
    this.ownerPrivilegedPolicy.addStatements(
      ...[
        ...this.data.outboxOwner(),
        ...this.data.privacyOwner(),
        ...this.privacy.ownerStatements(),
        ...this.data.campaignOwner(),
        ...this.mail.sesSend().statements,
        new PolicyStatement({ actions: ['ses:GetAccount'], resources: ['*'] }),
        // `season close`: a closed season's weeks leave the table (the desk policy cannot delete).
        new PolicyStatement({ actions: ['dynamodb:DeleteItem'], resources: [this.data.weeks.tableArn] }),
        // The stack's outputs (table names, the secret's ARN) for an MFA session that has no desk policy.
        new PolicyStatement({ actions: ['cloudformation:DescribeStacks'], resources: [this.stackId] }),
      ].map(withMfa),
    );
    Validations.of(this.ownerPrivilegedPolicy).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'ses:GetAccount has no resource type (it reads the account’s send quota): `newsletter send` paces itself by it.',
    });
    this.forms = new FormsApi(this, 'Forms', {
      rateLimits: this.rateLimits,
      availability: this.availability,
      distribution: this.site.distribution,
      responseHeadersPolicy: this.site.functionsResponseHeadersPolicy,
      data: this.data,
      mail: this.mail,
      privacy: this.privacy,
      siteOrigin: this.site.url,
      requestRetentionMonths: config.requestRetentionMonths,
      throttle: config.apiThrottle,
      enquiryThrottle: config.enquiryThrottle,
      allowedOrigins: config.allowedOrigins,
      tracing: config.tracing,
    });
    // Its behaviour follows the API's; the patterns do not overlap, so the order is only for reading.
    // Only when the allow-list names a host: with none, the proxy would refuse every request.
    if ((props.thirdPartyHosts ?? thirdParty.allowedHosts).length > 0) {
      this.thirdPartyProxy = new ThirdPartyProxy(this, 'ThirdPartyProxy', {
        distribution: this.site.distribution,
        responseHeadersPolicy: this.site.functionsResponseHeadersPolicy,
        tracing: config.tracing,
      });
    }
    this.monitoring = new Monitoring(this, 'Monitoring', {
      alarmEmail: config.alarmEmail ?? config.ownerEmail,
      functions: {
        JoinRequests: this.forms.joinRequests,
        NewsletterSubscriptions: this.forms.newsletterSubscriptions,
        NewsletterConfirm: this.forms.newsletterConfirm,
        NewsletterUnsubscribe: this.forms.newsletterUnsubscribe,
        MailSweeper: this.mail.sweeper,
        SesEvents: this.mail.sesEvents,
        Availability: this.availability.api,
        AvailabilityFeed: this.availability.feed,
        ...(this.thirdPartyProxy ? { ThirdPartyProxy: this.thirdPartyProxy.handler } : {}),
        OwnerActions: this.forms.ownerActions,
      },
      api: this.forms.api,
      deadLetterQueue: this.mail.deadLetterQueue,
      mailLogGroups: [this.forms.joinRequests.logGroup, this.mail.sweeper.logGroup],
      rateLimitedLogGroups: [
        this.forms.joinRequests.logGroup,
        this.forms.newsletterSubscriptions.logGroup,
        this.forms.newsletterConfirm.logGroup,
        this.forms.newsletterUnsubscribe.logGroup,
        this.forms.ownerActions.logGroup,
      ],
      sweepLogGroup: this.mail.sweeper.logGroup,
      complaintLogGroup: this.mail.sesEvents.logGroup,
      visitorMailLogGroups: [this.forms.joinRequests.logGroup, this.forms.newsletterSubscriptions.logGroup],
    });

    new CfnOutput(this, stackOutputs.siteUrl, { value: this.site.url });
    new CfnOutput(this, stackOutputs.distributionId, { value: this.site.distribution.distributionId });
    new CfnOutput(this, stackOutputs.contentBucket, { value: this.site.bucket.bucketName });
    new CfnOutput(this, stackOutputs.accessLogBucket, { value: this.site.logBucket.bucketName });
    new CfnOutput(this, stackOutputs.joinRequestsTable, { value: this.data.joinRequests.tableName });
    new CfnOutput(this, stackOutputs.subscriptionsTable, { value: this.data.subscriptions.tableName });
    // Read by the owner CLI (owner/target.ts) to find the weeks table.
    new CfnOutput(this, stackOutputs.weeksTable, { value: this.data.weeks.tableName });
    // Read by the owner CLI's `mail` commands.
    new CfnOutput(this, stackOutputs.outboxTable, { value: this.data.outbox.tableName });
    // Read by the owner CLI's `privacy` commands (subscriber ids are keyed by it).
    new CfnOutput(this, stackOutputs.sesConfigurationSet, { value: this.mail.configurationSet.configurationSetName });
    new CfnOutput(this, stackOutputs.privacySecretArn, { value: this.privacy.secret.secretArn });
    new CfnOutput(this, stackOutputs.ownerPolicyArn, {
      value: this.availability.ownerPolicy.managedPolicyArn,
      description: 'The everyday desk: attach to the IAM user or role the owner runs `npm run owner -- --aws` with',
    });
    new CfnOutput(this, stackOutputs.ownerPrivilegedPolicyArn, {
      value: this.ownerPrivilegedPolicy.managedPolicyArn,
      description:
        'Privacy, subscribers, newsletter send, mail redrive: attach to the owner (effective only in an MFA session; infra/README.md)',
    });
  }
}
