import { Match, type Template } from 'aws-cdk-lib/assertions';
import { stackOutputs } from '../../common/stackOutputs';
import { publicCacheControl } from '../../functions/platform/http';
import { availabilityEdgeTtl, availabilityLangCode } from '../lib/availability-routes';
import { resourceNamed, resourcesOf, synthSite } from './support';

type Statement = { Action: string | string[]; Resource: unknown };

function statementsOf(template: Template, rolePrefix: string): Statement[] {
  const [, policy] = resourceNamed(template, 'AWS::IAM::Policy', `${rolePrefix}RoleDefaultPolicy`);
  return (policy.PolicyDocument as { Statement: Statement[] }).Statement;
}
const onWeeks = (statements: Statement[]) =>
  statements.filter((s) => JSON.stringify(s.Resource).includes('DataWeeks')).map((s) => s.Action);

describe('Availability', () => {
  let template: Template;
  beforeAll(() => {
    ({ template } = synthSite());
  });

  it('caches the two GET paths at most 60 s at the edge, keyed only by ?lang', () => {
    expect(availabilityEdgeTtl.toSeconds()).toBe(60);
    expect(publicCacheControl).toMatch(/s-maxage=60\b/);
    template.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: {
        MinTTL: 0,
        DefaultTTL: 60,
        MaxTTL: 60,
        ParametersInCacheKeyAndForwardedToOrigin: {
          QueryStringsConfig: { QueryStringBehavior: 'whitelist', QueryStrings: ['lang'] },
          HeadersConfig: { HeaderBehavior: 'none' },
          CookiesConfig: { CookieBehavior: 'none' },
          EnableAcceptEncodingGzip: true,
          EnableAcceptEncodingBrotli: true,
        },
      },
    });
  });

  it('normalises ?lang to it or nothing before the cache key, on both paths (review N2)', () => {
    type Query = Record<string, { value: string; multiValue?: { value: string }[] }>;
    const handler = new Function(`${availabilityLangCode}; return handler;`)() as (event: {
      request: { querystring: Query };
    }) => { querystring: Query };
    const run = (querystring: Query) => handler({ request: { querystring } }).querystring;
    expect(run({ lang: { value: 'it' } })).toEqual({ lang: { value: 'it' } });
    expect(run({ lang: { value: 'IT' } })).toEqual({ lang: { value: 'it' } });
    expect(run({ lang: { value: 'x9f3k2' } })).toEqual({});
    expect(run({ lang: { value: 'en' }, cachebust: { value: '1' } })).toEqual({});
    expect(run({ lang: { value: 'it', multiValue: [{ value: 'it' }, { value: 'zz' }] } })).toEqual({
      lang: { value: 'it' },
    });
    expect(run({})).toEqual({});
    const distributions = resourcesOf(template, 'AWS::CloudFront::Distribution');
    expect(distributions).toHaveLength(1);
    const distribution = distributions[0]![1].Properties;
    const behaviors = (
      distribution.DistributionConfig as {
        CacheBehaviors: { PathPattern: string; FunctionAssociations?: { EventType: string; FunctionARN: unknown }[] }[];
      }
    ).CacheBehaviors.filter((behavior) => behavior.PathPattern.startsWith('/api/availability'));
    expect(behaviors).toHaveLength(2);
    for (const behavior of behaviors) {
      expect(behavior.FunctionAssociations).toEqual([
        {
          EventType: 'viewer-request',
          FunctionARN: { 'Fn::GetAtt': [expect.stringMatching(/^AvailabilityLangFunction/), 'FunctionARN'] },
        },
      ]);
    }
  });

  it('runs both GET functions on Node.js 24 ARM64, read-only on the weeks and nothing else', () => {
    for (const [prefix, description] of [
      ['AvailabilityApi', 'GET /api/availability:'],
      ['AvailabilityFeed', 'GET /api/availability.ics:'],
    ] as const) {
      template.hasResourceProperties('AWS::Lambda::Function', {
        Description: Match.stringLikeRegexp(`^${description.replace('.', '\\.')}`),
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        Environment: { Variables: Match.objectLike({ WEEKS_TABLE: { Ref: Match.stringLikeRegexp('^DataWeeks') } }) },
      });
      const statements = statementsOf(template, prefix);
      expect(statements).toEqual([
        expect.objectContaining({ Action: ['logs:CreateLogStream', 'logs:PutLogEvents'] }),
        {
          Effect: 'Allow',
          Action: ['dynamodb:GetItem', 'dynamodb:Scan'],
          Resource: { 'Fn::GetAtt': [expect.stringMatching(/^DataWeeks/), 'Arn'] },
        },
      ]);
    }
  });

  it('lets the join-requests function read the weeks (by key, and a scan for dates to agree), and only the sweep write weeks', () => {
    expect(onWeeks(statementsOf(template, 'FormsJoinRequests'))).toEqual([['dynamodb:GetItem', 'dynamodb:Scan']]);
    expect(onWeeks(statementsOf(template, 'FormsNewsletterSubscriptions'))).toEqual([]);
    expect(onWeeks(statementsOf(template, 'MailSweeper'))).toEqual([
      ['dynamodb:GetItem', 'dynamodb:Scan', 'dynamodb:UpdateItem'],
    ]);
  });

  const policyStatements = (prefix: string) => {
    const policies = resourcesOf(template, 'AWS::IAM::ManagedPolicy').filter(([id]) => id.startsWith(prefix));
    expect(policies).toHaveLength(1);
    return (policies[0]![1].Properties.PolicyDocument as { Statement: (Statement & { Condition?: unknown })[] })
      .Statement;
  };
  const table = (prefix: RegExp) => ({ 'Fn::GetAtt': [expect.stringMatching(prefix), 'Arn'] });

  it('gives the owner an everyday desk policy: weeks, request statuses, reading mail records; it cannot erase, export subscribers, write mail or send any (review N9)', () => {
    const statements = policyStatements('AvailabilityOwnerPolicy');
    expect(statements).toEqual([
      {
        Effect: 'Allow',
        Action: [
          'dynamodb:ConditionCheckItem',
          'dynamodb:DescribeTable',
          'dynamodb:GetItem',
          'dynamodb:PutItem',
          'dynamodb:Scan',
          'dynamodb:UpdateItem',
        ],
        Resource: table(/^DataWeeks/),
      },
      // The request desk: list, read, change a status (no DeleteItem).
      {
        Effect: 'Allow',
        Action: ['dynamodb:GetItem', 'dynamodb:Scan', 'dynamodb:UpdateItem'],
        Resource: table(/^DataJoinRequests/),
      },
      // Reading the mail records only.
      { Effect: 'Allow', Action: 'dynamodb:GetItem', Resource: table(/^DataOutbox/) },
      {
        Effect: 'Allow',
        Action: 'dynamodb:Query',
        Resource: { 'Fn::Join': ['', [table(/^DataOutbox/), '/index/due']] },
      },
      { Effect: 'Allow', Action: 'cloudformation:DescribeStacks', Resource: { Ref: 'AWS::StackId' } },
    ]);
    const actions = statements.flatMap((statement) => [statement.Action].flat());
    for (const forbidden of ['dynamodb:DeleteItem', 'dynamodb:BatchGetItem', 'secretsmanager:GetSecretValue']) {
      expect(actions).not.toContain(forbidden);
    }
    expect(actions.filter((action) => action.startsWith('ses:'))).toEqual([]);
    // Nothing it holds touches the outbox but reads, nor the subscribers at all.
    for (const statement of statements) {
      const on = JSON.stringify(statement.Resource);
      if (on.includes('DataOutbox'))
        expect([statement.Action].flat().every((a) => ['dynamodb:GetItem', 'dynamodb:Query'].includes(a))).toBe(true);
      expect(on).not.toContain('DataSubscriptions');
    }
  });

  it('puts everything that erases, exports or mails in a privileged policy, every statement only with MFA (review N9)', () => {
    const statements = policyStatements('OwnerPrivilegedPolicy');
    const mfa = { Bool: { 'aws:MultiFactorAuthPresent': 'true' } };
    for (const statement of statements) expect(statement.Condition).toMatchObject(mfa);
    const grants = (action: string, resource: RegExp | string) =>
      statements.some(
        (statement) =>
          [statement.Action].flat().includes(action) &&
          (typeof resource === 'string'
            ? JSON.stringify(statement.Resource).includes(resource)
            : resource.test(JSON.stringify(statement.Resource))),
      );
    expect(grants('dynamodb:DeleteItem', 'DataJoinRequests')).toBe(true); // privacy forget
    expect(grants('dynamodb:DeleteItem', 'DataOutbox')).toBe(true);
    expect(grants('dynamodb:DeleteItem', 'DataWeeks')).toBe(true); // season close
    expect(grants('dynamodb:PutItem', 'DataOutbox')).toBe(true); // newsletter send records
    expect(grants('dynamodb:UpdateItem', 'DataOutbox')).toBe(true); // mail redrive
    expect(grants('dynamodb:Scan', 'DataSubscriptions')).toBe(true); // subscribers, privacy export
    expect(grants('secretsmanager:GetSecretValue', 'PrivacySecret')).toBe(true);
    expect(grants('ses:SendEmail', ':identity/')).toBe(true);
    expect(grants('ses:GetAccount', '*')).toBe(true);
    const sesSend = statements.find((statement) => statement.Action === 'ses:SendEmail')!;
    expect(sesSend.Condition).toMatchObject({ StringEquals: { 'ses:FromAddress': expect.any(String) }, ...mfa });
  });

  it('writes exactly the outputs common/stackOutputs.ts names (the owner CLI reads them by those names)', () => {
    expect(Object.keys(template.toJSON().Outputs as Record<string, unknown>).sort()).toEqual(
      Object.values(stackOutputs).sort(),
    );
  });

  it('outputs the weeks table, the configuration set and the owner policy for the CLI', () => {
    template.hasOutput('WeeksTable', { Value: { Ref: Match.stringLikeRegexp('^DataWeeks') } });
    template.hasOutput('SesConfigurationSet', { Value: { Ref: Match.stringLikeRegexp('^MailConfigurationSet') } });
    template.hasOutput('OwnerPolicyArn', { Value: { Ref: Match.stringLikeRegexp('^AvailabilityOwnerPolicy') } });
    template.hasOutput('OwnerPrivilegedPolicyArn', {
      Value: { Ref: Match.stringLikeRegexp('^OwnerPrivilegedPolicy') },
    });
  });
});
