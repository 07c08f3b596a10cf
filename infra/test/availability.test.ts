import { Match, type Template } from 'aws-cdk-lib/assertions';
import { publicCacheControl } from '../../functions/commons/http';
import { availabilityEdgeTtl, availabilityLangCode } from '../lib/availability';
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

  it('lets the join-requests function read one week by key, and only the sweep write weeks', () => {
    expect(onWeeks(statementsOf(template, 'FormsJoinRequests'))).toEqual(['dynamodb:GetItem']);
    expect(onWeeks(statementsOf(template, 'FormsNewsletterSubscriptions'))).toEqual([]);
    expect(onWeeks(statementsOf(template, 'MailSweeper'))).toEqual([['dynamodb:Scan', 'dynamodb:UpdateItem']]);
  });

  it('gives the owner a managed policy for the CLI: the weeks table, the request desk, the outbox’s mail commands, the privacy commands and this stack’s outputs, nothing wider', () => {
    const policies = resourcesOf(template, 'AWS::IAM::ManagedPolicy').filter(([id]) =>
      id.startsWith('AvailabilityOwnerPolicy'),
    );
    expect(policies).toHaveLength(1);
    const statements = (policies[0]![1].Properties.PolicyDocument as { Statement: Statement[] }).Statement;
    const table = (prefix: RegExp) => ({ 'Fn::GetAtt': [expect.stringMatching(prefix), 'Arn'] });
    expect(statements).toEqual([
      {
        Effect: 'Allow',
        Action: [
          'dynamodb:DescribeTable',
          'dynamodb:GetItem',
          'dynamodb:PutItem',
          'dynamodb:Scan',
          'dynamodb:UpdateItem',
        ],
        Resource: table(/^DataWeeks/),
      },
      // The request desk, and `privacy forget` (DeleteItem).
      {
        Effect: 'Allow',
        Action: ['dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:Scan', 'dynamodb:UpdateItem'],
        Resource: table(/^DataJoinRequests/),
      },
      { Effect: 'Allow', Action: 'cloudformation:DescribeStacks', Resource: { Ref: 'AWS::StackId' } },
      // The `mail` commands (list, re-drive), `privacy export|forget` (scan, delete, edit a digest), and
      // `newsletter send` (a record per recipient: read in batches, claimed and settled by update).
      {
        Effect: 'Allow',
        Action: [
          'dynamodb:BatchGetItem',
          'dynamodb:DeleteItem',
          'dynamodb:GetItem',
          'dynamodb:PutItem',
          'dynamodb:Scan',
          'dynamodb:UpdateItem',
        ],
        Resource: table(/^DataOutbox/),
      },
      {
        Effect: 'Allow',
        Action: 'dynamodb:Query',
        Resource: { 'Fn::Join': ['', [table(/^DataOutbox/), '/index/due']] },
      },
      // `subscribers`, `export subscribers`, `privacy …`.
      {
        Effect: 'Allow',
        Action: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Scan', 'dynamodb:UpdateItem'],
        Resource: table(/^DataSubscriptions/),
      },
      // Subscriber ids are keyed hashes: the privacy commands need the key.
      {
        Effect: 'Allow',
        Action: 'secretsmanager:GetSecretValue',
        Resource: { Ref: expect.stringMatching(/^PrivacySecret/) },
      },
      // `newsletter send`: as the site's sender only, through its configuration set, paced by the quota.
      {
        Effect: 'Allow',
        Action: 'ses:SendEmail',
        Condition: { StringEquals: { 'ses:FromAddress': expect.any(String) } },
        Resource: [
          expect.stringMatching(/:identity\//),
          {
            'Fn::Join': [
              '',
              [expect.stringMatching(/:configuration-set\/$/), { Ref: expect.stringMatching(/^MailConfigurationSet/) }],
            ],
          },
        ],
      },
      { Effect: 'Allow', Action: 'ses:GetAccount', Resource: '*' },
    ]);
  });

  it('outputs the weeks table, the configuration set and the owner policy for the CLI', () => {
    template.hasOutput('WeeksTable', { Value: { Ref: Match.stringLikeRegexp('^DataWeeks') } });
    template.hasOutput('SesConfigurationSet', { Value: { Ref: Match.stringLikeRegexp('^MailConfigurationSet') } });
    template.hasOutput('OwnerPolicyArn', { Value: { Ref: Match.stringLikeRegexp('^AvailabilityOwnerPolicy') } });
  });
});
