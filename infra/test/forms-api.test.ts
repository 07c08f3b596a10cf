import { logEvents } from '../../common/logEvents';
import { Capture, Match, type Template } from 'aws-cdk-lib/assertions';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { tables } from '../../common/tables';
import { tableDefinition } from '../../server/localTables';
import { resourceNamed, resourcesOf, synthSite } from './support';

/** The origin secret as every consumer gets it: CloudFormation resolves it at deploy time. */
const secretValue = {
  'Fn::Join': [
    '',
    ['{{resolve:secretsmanager:', { Ref: Match.stringLikeRegexp('^FormsOriginSecret') }, ':SecretString:::}}'],
  ],
};

/** Every status the form handlers answer with (functions/README.md). */
const handlerStatuses = [200, 201, 400, 409, 413, 415, 422, 429, 503];

function policyOf(template: Template, rolePrefix: string): Array<Record<string, unknown>> {
  const [, policy] = resourceNamed(template, 'AWS::IAM::Policy', `${rolePrefix}RoleDefaultPolicy`);
  return (policy.PolicyDocument as { Statement: Array<Record<string, unknown>> }).Statement;
}

describe('FormsApi', () => {
  let template: Template;
  beforeAll(() => {
    ({ template } = synthSite());
  });

  it('routes exactly the two form POSTs, the newsletter links and the two availability GETs to their functions (payload 2.0)', () => {
    const routes = resourcesOf(template, 'AWS::ApiGatewayV2::Route').map(([, route]) => route.Properties.RouteKey);
    expect(routes.sort()).toEqual([
      'GET /api/availability',
      'GET /api/availability.ics',
      'GET /api/newsletter/unsubscribe',
      'GET /api/owner-actions',
      'HEAD /api/owner-actions',
      'POST /api/join-requests',
      'POST /api/newsletter-subscriptions',
      'POST /api/newsletter/confirm',
      'POST /api/newsletter/unsubscribe',
      'POST /api/owner-actions',
    ]);
    for (const [route, fn] of [
      ['POST /api/join-requests', 'FormsJoinRequests'],
      ['POST /api/newsletter-subscriptions', 'FormsNewsletterSubscriptions'],
      ['POST /api/newsletter/confirm', 'FormsNewsletterConfirm'],
      ['GET /api/newsletter/unsubscribe', 'FormsNewsletterUnsubscribe'],
      ['POST /api/newsletter/unsubscribe', 'FormsNewsletterUnsubscribe'],
      ['GET /api/owner-actions', 'FormsOwnerActions'],
      ['HEAD /api/owner-actions', 'FormsOwnerActions'],
      ['POST /api/owner-actions', 'FormsOwnerActions'],
      ['GET /api/availability', 'AvailabilityApi'],
      ['GET /api/availability.ics', 'AvailabilityFeed'],
    ] as const) {
      const integration = new Capture();
      template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: route,
        AuthorizationType: 'NONE',
        Target: { 'Fn::Join': ['', ['integrations/', { Ref: integration }]] },
      });
      const [, props] = resourceNamed(template, 'AWS::ApiGatewayV2::Integration', integration.asString());
      expect(props).toMatchObject({
        IntegrationType: 'AWS_PROXY',
        PayloadFormatVersion: '2.0',
        IntegrationUri: { 'Fn::GetAtt': [expect.stringMatching(new RegExp(`^${fn}[0-9A-F]{8}$`)), 'Arn'] },
      });
    }
  });

  it('throttles the $default stage and logs every request', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 5, ThrottlingBurstLimit: 10 },
      AccessLogSettings: {
        DestinationArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^FormsAccessLogs'), 'Arn'] },
        Format: Match.stringLikeRegexp('\\$context.requestId'),
      },
    });
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'HTTP',
      CorsConfiguration: Match.absent(),
    });
  });

  it('gives every route its own named throttle, and the enquiry route a budget of its own (security review F7)', () => {
    const routeKeys = resourcesOf(template, 'AWS::ApiGatewayV2::Route').map(
      ([, route]) => route.Properties.RouteKey as string,
    );
    const [stageId, stage] = resourceNamed(template, 'AWS::ApiGatewayV2::Stage', 'FormsStage');
    const settings = stage.RouteSettings as Record<
      string,
      { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }
    >;
    expect(Object.keys(settings).sort()).toEqual([...routeKeys].sort());
    for (const key of routeKeys) {
      expect(settings[key]).toEqual({ ThrottlingRateLimit: 5, ThrottlingBurstLimit: 10 });
    }
    // The stage names routes that exist: CloudFormation creates it after every route.
    const dependsOn = (template.toJSON().Resources[stageId] as { DependsOn?: string[] }).DependsOn ?? [];
    for (const [routeId] of resourcesOf(template, 'AWS::ApiGatewayV2::Route')) expect(dependsOn).toContain(routeId);

    const { template: tuned } = synthSite({
      apiThrottle: { rateLimit: 2, burstLimit: 4 },
      enquiryThrottle: { rateLimit: 7, burstLimit: 20 },
    });
    const [, tunedStage] = resourceNamed(tuned, 'AWS::ApiGatewayV2::Stage', 'FormsStage');
    const tunedSettings = tunedStage.RouteSettings as Record<string, unknown>;
    expect(tunedSettings['POST /api/join-requests']).toEqual({ ThrottlingRateLimit: 7, ThrottlingBurstLimit: 20 });
    for (const key of routeKeys.filter((key) => key !== 'POST /api/join-requests')) {
      expect(tunedSettings[key]).toEqual({ ThrottlingRateLimit: 2, ThrottlingBurstLimit: 4 });
    }
    expect(tunedStage.DefaultRouteSettings).toEqual({ ThrottlingRateLimit: 2, ThrottlingBurstLimit: 4 });
  });

  it('is the /api/* behaviour of the site distribution: uncached, every method, the functions’ headers and the viewer address', () => {
    const origin = new Capture();
    const cached = (path: string) =>
      Match.objectLike({
        PathPattern: path,
        AllowedMethods: ['GET', 'HEAD'],
        CachedMethods: ['GET', 'HEAD'],
        CachePolicyId: { Ref: Match.stringLikeRegexp('^AvailabilityCachePolicy') },
        OriginRequestPolicyId: Match.absent(),
        Compress: true,
        ViewerProtocolPolicy: 'https-only',
        ResponseHeadersPolicyId: { Ref: Match.stringLikeRegexp('^SiteFunctionsSecurityHeaders') },
        // Only the `lang` normaliser (review N2), before the cache key.
        FunctionAssociations: [
          {
            EventType: 'viewer-request',
            FunctionARN: { 'Fn::GetAtt': [Match.stringLikeRegexp('^AvailabilityLangFunction'), 'FunctionARN'] },
          },
        ],
        TargetOriginId: origin,
      });
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        // In this order: CloudFront takes the first behaviour whose pattern matches.
        CacheBehaviors: [
          cached('/api/availability'),
          cached('/api/availability.ics'),
          Match.objectLike({
            PathPattern: '/api/*',
            AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
            CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
            OriginRequestPolicyId: { Ref: Match.stringLikeRegexp('^FormsForwardToApi') },
            ViewerProtocolPolicy: 'https-only',
            ResponseHeadersPolicyId: { Ref: Match.stringLikeRegexp('^SiteFunctionsSecurityHeaders') },
            FunctionAssociations: Match.absent(),
            TargetOriginId: origin,
          }),
          // Its own origin and policies (infra/test/third-party-proxy.test.ts).
          Match.objectLike({ PathPattern: '/__third-party-proxy' }),
        ],
      }),
    });
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Origins: Match.arrayWith([
          {
            Id: origin.asString(),
            DomainName: {
              'Fn::Select': [
                2,
                { 'Fn::Split': ['/', { 'Fn::GetAtt': [Match.stringLikeRegexp('^FormsApi'), 'ApiEndpoint'] }] },
              ],
            },
            CustomOriginConfig: { OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] },
            OriginCustomHeaders: [{ HeaderName: 'x-origin-verify', HeaderValue: secretValue }],
          },
        ]),
      }),
    });
    // Never the Host header (API Gateway answers only to its own); the viewer address for the rate limit.
    template.hasResourceProperties('AWS::CloudFront::OriginRequestPolicy', {
      OriginRequestPolicyConfig: {
        Name: Match.anyValue(),
        Comment: Match.anyValue(),
        HeadersConfig: {
          HeaderBehavior: 'whitelist',
          Headers: [
            'content-type',
            'accept',
            'accept-language',
            'origin',
            'access-control-request-method',
            'access-control-request-headers',
            'CloudFront-Viewer-Address',
          ],
        },
        QueryStringsConfig: { QueryStringBehavior: 'all' },
        CookiesConfig: { CookieBehavior: 'none' },
      },
    });
    expect(OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER).toBeDefined();
  });

  it('lets only CloudFront in: a generated secret it sends as x-origin-verify, which every function requires', () => {
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: { PasswordLength: 48, ExcludePunctuation: true },
    });
    // The same secret (a CloudFormation dynamic reference, never a literal) in each function behind the API.
    for (const description of [
      'POST /api/join-requests',
      'POST /api/newsletter-subscriptions',
      'GET/HEAD/POST /api/owner-actions',
      'GET /api/availability:',
      'GET /api/availability.ics',
    ]) {
      template.hasResourceProperties('AWS::Lambda::Function', {
        Description: Match.stringLikeRegexp(`^${description.replace(/\./g, '\\.')}`),
        Environment: { Variables: Match.objectLike({ ORIGIN_VERIFY_SECRET: secretValue }) },
      });
    }
    expect(JSON.stringify(template.toJSON())).not.toMatch(/ORIGIN_VERIFY_SECRET":"[A-Za-z0-9]/);
  });

  it('keeps the per-client counters in a TTL table and gives every uncached route’s function the limit', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [{ AttributeName: 'counter', KeyType: 'HASH' }],
      AttributeDefinitions: [{ AttributeName: 'counter', AttributeType: 'S' }],
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      BillingMode: 'PAY_PER_REQUEST',
    });
    const local = tableDefinition(tables.rateLimits, 'T');
    expect(local.KeySchema).toEqual([{ AttributeName: 'counter', KeyType: 'HASH' }]);
    for (const description of [
      'POST /api/join-requests',
      'POST /api/newsletter-subscriptions',
      'POST /api/newsletter/confirm',
      'GET/POST /api/newsletter/unsubscribe',
      'GET/HEAD/POST /api/owner-actions',
    ]) {
      template.hasResourceProperties('AWS::Lambda::Function', {
        Description: Match.stringLikeRegexp(`^${description}`),
        Environment: {
          Variables: Match.objectLike({
            RATE_LIMITS_TABLE: { Ref: Match.stringLikeRegexp('^RateLimitsCounters') },
            RATE_LIMIT_PER_MINUTE: '10',
          }),
        },
      });
    }
    const { template: strict } = synthSite({ rateLimitPerMinute: 3 });
    strict.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('^POST /api/join-requests'),
      Environment: { Variables: Match.objectLike({ RATE_LIMIT_PER_MINUTE: '3' }) },
    });
  });

  it('is never rewritten by the distribution-wide error responses', () => {
    const [, distribution] = resourcesOf(template, 'AWS::CloudFront::Distribution')[0]!;
    const mapped = (
      distribution.Properties.DistributionConfig as { CustomErrorResponses: Array<{ ErrorCode: number }> }
    ).CustomErrorResponses.map((response) => response.ErrorCode);
    expect(mapped).toEqual([403]);
    expect(handlerStatuses.filter((status) => mapped.includes(status))).toEqual([]);
  });

  it('runs both handlers on Node.js 24 ARM64 with their environment, and never SITE_CLOCK', () => {
    const tablesOf = {
      'POST /api/join-requests': {
        JOIN_REQUESTS_TABLE: { Ref: Match.stringLikeRegexp('^DataJoinRequests') },
        WEEKS_TABLE: { Ref: Match.stringLikeRegexp('^DataWeeks') },
        OUTBOX_TABLE: { Ref: Match.stringLikeRegexp('^DataOutbox') },
      },
      'POST /api/newsletter-subscriptions': {
        SUBSCRIPTIONS_TABLE: { Ref: Match.stringLikeRegexp('^DataSubscriptions') },
        OUTBOX_TABLE: { Ref: Match.stringLikeRegexp('^DataOutbox') },
      },
    };
    for (const [description, tableVariables] of Object.entries(tablesOf)) {
      template.hasResourceProperties('AWS::Lambda::Function', {
        Description: Match.stringLikeRegexp(`^${description}`),
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        MemorySize: 256,
        Timeout: 10,
        TracingConfig: Match.absent(),
        LoggingConfig: Match.objectLike({ LogFormat: 'JSON' }),
        Environment: {
          Variables: {
            NODE_OPTIONS: '--enable-source-maps',
            ...tableVariables,
            OWNER_EMAIL: 'owner@example.com',
            SENDER_EMAIL: 'bookings@mail.example.com',
            OWNER_LOCALE: 'it',
          },
        },
      });
    }
    expect(JSON.stringify(template.findResources('AWS::Lambda::Function'))).not.toContain('SITE_CLOCK');
  });

  it('grants each function exactly the calls it makes', () => {
    const arn = (prefix: string) => ({ 'Fn::GetAtt': [expect.stringMatching(new RegExp(`^${prefix}`)), 'Arn'] });
    const logs = expect.objectContaining({ Action: ['logs:CreateLogStream', 'logs:PutLogEvents'] });
    const counters = { Effect: 'Allow', Action: 'dynamodb:UpdateItem', Resource: arn('RateLimitsCounters') };
    const ses = {
      Effect: 'Allow',
      Action: 'ses:SendEmail',
      Resource: [
        'arn:aws:ses:eu-west-1:123456789012:identity/example.com',
        {
          'Fn::Join': [
            '',
            [
              'arn:aws:ses:eu-west-1:123456789012:configuration-set/',
              { Ref: expect.stringMatching(/^MailConfigurationSet/) },
            ],
          ],
        },
      ],
      Condition: { StringEquals: { 'ses:FromAddress': 'bookings@mail.example.com' } },
    };
    const secret = {
      Effect: 'Allow',
      Action: 'secretsmanager:GetSecretValue',
      Resource: { Ref: expect.stringMatching(/^PrivacySecret/) },
    };
    // newsletter: read the subscriber by its keyed id and put or update it, queue the confirmation in the
    // outbox (a put: the sweeper sends it), its rate-limit counter, the privacy key. No scans, no sending.
    expect(policyOf(template, 'FormsNewsletterSubscriptions')).toEqual([
      logs,
      {
        Effect: 'Allow',
        Action: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
        Resource: arn('DataSubscriptions'),
      },
      { Effect: 'Allow', Action: 'dynamodb:PutItem', Resource: arn('DataOutbox') },
      {
        Effect: 'Allow',
        Action: 'dynamodb:UpdateItem',
        Resource: arn('DataOutbox'),
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['counter#*'] } },
      },
      counters,
      secret,
    ]);
    // The links: one subscriber's conditional update (and a read for the page's language), their
    // rate-limit counter (every uncached route is limited per client, GETs included).
    for (const fn of ['FormsNewsletterConfirm', 'FormsNewsletterUnsubscribe']) {
      expect(policyOf(template, fn)).toEqual([
        logs,
        { Effect: 'Allow', Action: ['dynamodb:GetItem', 'dynamodb:UpdateItem'], Resource: arn('DataSubscriptions') },
        counters,
        secret,
      ]);
    }
    // join-requests: read a repeated id and store (GetItem, PutItem); read one week by key, and scan the
    // weeks for a request with preferred dates (taken only while no week is open); send as the
    // sender (to the owner and, for the acknowledgement, the visitor); queue both mails in the outbox
    // (conditional puts and updates); count its requests; the privacy key (capped per keyed address).
    expect(policyOf(template, 'FormsJoinRequests')).toEqual([
      logs,
      { Effect: 'Allow', Action: ['dynamodb:GetItem', 'dynamodb:PutItem'], Resource: arn('DataJoinRequests') },
      // One subscriber by keyed id (no acknowledgement to a bounced address); the weeks by key, and by scan
      // for a request with preferred dates.
      { Effect: 'Allow', Action: ['dynamodb:GetItem', 'dynamodb:Scan'], Resource: arn('DataWeeks') },
      { Effect: 'Allow', Action: 'dynamodb:GetItem', Resource: arn('DataSubscriptions') },
      ses,
      { Effect: 'Allow', Action: ['dynamodb:PutItem', 'dynamodb:UpdateItem'], Resource: arn('DataOutbox') },
      counters,
      secret,
    ]);
    // The owner's action links: the desk's reads and its transactions on one request and its week (by
    // key: updates and a week's condition check, no puts or deletes), the open weeks (a scan of the public
    // weeks table), the guest's mail queued in the outbox (PutItem only: no SES), its rate-limit counter,
    // the privacy key (the links' MAC).
    expect(policyOf(template, 'FormsOwnerActions')).toEqual([
      logs,
      {
        Effect: 'Allow',
        Action: ['dynamodb:GetItem', 'dynamodb:UpdateItem'],
        Resource: [arn('DataJoinRequests'), arn('DataWeeks')],
      },
      { Effect: 'Allow', Action: ['dynamodb:ConditionCheckItem', 'dynamodb:Scan'], Resource: arn('DataWeeks') },
      { Effect: 'Allow', Action: 'dynamodb:PutItem', Resource: arn('DataOutbox') },
      {
        Effect: 'Allow',
        Action: 'dynamodb:UpdateItem',
        Resource: arn('DataOutbox'),
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['counter#*'] } },
      },
      counters,
      secret,
    ]);
    // The availability reads: the weeks, read-only.
    for (const fn of ['AvailabilityApi', 'AvailabilityFeed']) {
      expect(policyOf(template, fn)).toEqual([
        logs,
        { Effect: 'Allow', Action: ['dynamodb:GetItem', 'dynamodb:Scan'], Resource: arn('DataWeeks') },
      ]);
    }
  });

  it('lets API Gateway invoke each function only through its own route', () => {
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'apigateway.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [Match.stringLikeRegexp('^FormsJoinRequests'), 'Arn'] },
      SourceArn: { 'Fn::Join': ['', Match.arrayWith(['/*/*/api/join-requests'])] },
    });
  });

  it('answers CORS preflights only for configured origins', () => {
    const { template: withOrigins } = synthSite({ allowedOrigins: ['https://staging.example.com'] });
    withOrigins.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      CorsConfiguration: {
        AllowOrigins: ['https://staging.example.com'],
        AllowMethods: ['POST'],
        AllowHeaders: ['content-type', 'accept-language'],
        MaxAge: 3600,
      },
    });
  });
});

describe('the privacy secret and the newsletter links', () => {
  let template: Template;
  beforeAll(() => {
    ({ template } = synthSite());
  });
  const variablesOf = (fn: string) =>
    (resourceNamed(template, 'AWS::Lambda::Function', fn)[1] as { Environment: { Variables: Record<string, unknown> } })
      .Environment.Variables;

  it('is generated by Secrets Manager and given to the functions by ARN, never as a value in the template', () => {
    const secrets = resourcesOf(template, 'AWS::SecretsManager::Secret').filter(([id]) =>
      id.startsWith('PrivacySecret'),
    );
    expect(secrets).toHaveLength(1);
    const [, secret] = secrets[0]! as unknown as [
      string,
      { Properties: Record<string, unknown>; DeletionPolicy: string },
    ];
    expect(secret.Properties.GenerateSecretString).toMatchObject({ PasswordLength: 64 });
    expect(secret.Properties.SecretString).toBeUndefined();
    expect(secret.DeletionPolicy).toBe('Retain');
    const text = JSON.stringify(template.toJSON());
    expect(text).not.toMatch(/"PRIVACY_SECRET"/);
    expect(text).not.toMatch(/resolve:secretsmanager:[^"]*PrivacySecret/);
    for (const fn of [
      'FormsNewsletterSubscriptions',
      'FormsNewsletterConfirm',
      'FormsNewsletterUnsubscribe',
      'FormsJoinRequests',
      'MailSweeper',
      'MailSesEvents',
      'FormsOwnerActions',
    ]) {
      expect(variablesOf(fn).PRIVACY_SECRET_ARN).toEqual({
        Ref: expect.stringMatching(/^PrivacySecret/),
      });
    }
    template.hasOutput('PrivacySecretArn', { Value: { Ref: Match.stringLikeRegexp('^PrivacySecret') } });
  });

  it('tells the newsletter functions the site origin and the configuration set, and join-requests the retention', () => {
    expect(variablesOf('FormsNewsletterSubscriptions')).toMatchObject({
      SITE_ORIGIN: expect.anything(),
      SES_CONFIGURATION_SET: { Ref: expect.stringMatching(/^MailConfigurationSet/) },
    });
    expect(variablesOf('FormsJoinRequests')).toMatchObject({ REQUEST_RETENTION_MONTHS: '24' });
    // The owner's mails carry the action links: the functions that write them know where the site is.
    for (const fn of ['FormsJoinRequests', 'MailSweeper']) {
      expect(variablesOf(fn)).toMatchObject({ SITE_ORIGIN: expect.anything() });
    }
  });

  it('alarms the owner on a complaint (the SES events function’s log line)', () => {
    template.hasResourceProperties('AWS::Logs::MetricFilter', {
      FilterPattern: `{ $.message = "${logEvents.complaint}" }`,
      LogGroupName: { Ref: Match.stringLikeRegexp('^MailSesEventsLogs') },
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmDescription: Match.stringLikeRegexp('marked one of the site’s e-mails as spam'),
      AlarmActions: [{ Ref: Match.stringLikeRegexp('^MonitoringAlarms') }],
    });
  });
});
