import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { Capture, Match, Template } from 'aws-cdk-lib/assertions';
import { cacheControlFor } from '../../edge/cache-policy';
import { headerBehaviourFor, headerBehaviours } from '../../edge/security-headers';
import { routingFunctionFile, securityHeadersFile } from '../../common/paths';
import { buildDir } from '../../common/paths';
import { StaticSite, type StaticSiteProps } from '../lib/static-site';
import { resourceNamed, resourcesOf, synthSite, testApp, testCustomDomain, testStack } from './support';

const edge: StaticSiteProps = { buildDir, routingFunctionFile, securityHeadersFile };

function synth(props: Partial<StaticSiteProps> = {}): Template {
  const stack = testStack();
  new StaticSite(stack, 'Site', { ...edge, ...props });
  return Template.fromStack(stack);
}

/** aws-cli `s3 sync` filter semantics: everything is included, then each filter in order; the last match wins. */
function syncSelects(key: string, exclude: readonly string[], include: readonly string[]): boolean {
  const matches = (pattern: string) =>
    new RegExp(
      `^${pattern
        .replace(/[.+^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*')
        .replace(/\?/g, '.')}$`,
    ).test(key);
  let selected = true;
  for (const pattern of exclude) if (matches(pattern)) selected = false;
  for (const pattern of include) if (matches(pattern)) selected = true;
  return selected;
}

describe('StaticSite', () => {
  let template: Template;
  beforeAll(() => {
    template = synth();
  });

  describe('content bucket', () => {
    it('is private, encrypted, versioned and logged', () => {
      template.hasResourceProperties('AWS::S3::Bucket', {
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        },
        VersioningConfiguration: { Status: 'Enabled' },
        OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
        LoggingConfiguration: {
          DestinationBucketName: { Ref: Match.stringLikeRegexp('^SiteAccessLogs') },
          LogFilePrefix: 's3/',
        },
        LifecycleConfiguration: {
          Rules: [Match.objectLike({ NoncurrentVersionExpiration: { NoncurrentDays: 30 }, Status: 'Enabled' })],
        },
      });
    });

    it('is retained when the stack goes', () => {
      const [, bucket] = Object.entries(template.findResources('AWS::S3::Bucket')).find(([id]) =>
        id.startsWith('SiteContent'),
      )!;
      expect(bucket).toMatchObject({ DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
    });

    it('refuses every request not made over TLS, and reads only by this distribution', () => {
      const [, policy] = resourceNamed(template, 'AWS::S3::BucketPolicy', 'SiteContentPolicy');
      expect(policy).toEqual({
        Bucket: { Ref: expect.stringMatching(/^SiteContent/) },
        PolicyDocument: expect.objectContaining({
          Statement: expect.arrayContaining([
            expect.objectContaining({
              Effect: 'Deny',
              Principal: { AWS: '*' },
              Action: 's3:*',
              Condition: { Bool: { 'aws:SecureTransport': 'false' } },
            }),
            expect.objectContaining({
              Effect: 'Allow',
              Principal: { Service: 'cloudfront.amazonaws.com' },
              Action: 's3:GetObject',
              Condition: {
                StringEquals: { 'AWS:SourceArn': expect.objectContaining({ 'Fn::Join': expect.anything() }) },
              },
            }),
          ]),
        }),
      });
      const allows = (policy.PolicyDocument as { Statement: Array<{ Effect: string }> }).Statement.filter(
        (statement) => statement.Effect === 'Allow',
      );
      expect(allows).toHaveLength(1);
    });
  });

  describe('distribution', () => {
    it('reads the bucket through Origin Access Control', () => {
      const oac = new Capture();
      template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
        OriginAccessControlConfig: {
          OriginAccessControlOriginType: 's3',
          SigningBehavior: 'always',
          SigningProtocol: 'sigv4',
        },
      });
      const [oacId] = resourcesOf(template, 'AWS::CloudFront::OriginAccessControl')[0]!;
      template.hasResourceProperties('AWS::CloudFront::Distribution', {
        DistributionConfig: Match.objectLike({
          Origins: [
            Match.objectLike({
              DomainName: { 'Fn::GetAtt': [Match.stringLikeRegexp('^SiteContent'), 'RegionalDomainName'] },
              OriginAccessControlId: { 'Fn::GetAtt': [oac, 'Id'] },
              S3OriginConfig: { OriginAccessIdentity: '' },
            }),
          ],
        }),
      });
      expect(oac.asString()).toBe(oacId);
    });

    it('runs the routing function on viewer-request and viewer-response of the default behaviour', () => {
      const [functionId] = resourceNamed(template, 'AWS::CloudFront::Function', 'SiteRouting');
      template.hasResourceProperties('AWS::CloudFront::Distribution', {
        DistributionConfig: Match.objectLike({
          DefaultCacheBehavior: Match.objectLike({
            ViewerProtocolPolicy: 'redirect-to-https',
            FunctionAssociations: [
              { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [functionId, 'FunctionARN'] } },
              { EventType: 'viewer-response', FunctionARN: { 'Fn::GetAtt': [functionId, 'FunctionARN'] } },
            ],
          }),
        }),
      });
    });

    it('deploys dist/edge/routing.js byte for byte, on cloudfront-js-2.0, published', () => {
      const [, fn] = resourceNamed(template, 'AWS::CloudFront::Function', 'SiteRouting');
      const code = fn.FunctionCode as string;
      expect(Buffer.from(code, 'utf8').equals(readFileSync(routingFunctionFile))).toBe(true);
      expect(fn).toMatchObject({ AutoPublish: true, FunctionConfig: { Runtime: 'cloudfront-js-2.0' } });
    });

    it('sends exactly the headers of dist/edge/security-headers.json', () => {
      const expected = JSON.parse(readFileSync(securityHeadersFile, 'utf8')) as Record<string, string>;
      const [policyId, policy] = resourceNamed(
        template,
        'AWS::CloudFront::ResponseHeadersPolicy',
        'SiteSecurityHeaders',
      );
      const config = policy.ResponseHeadersPolicyConfig as {
        SecurityHeadersConfig: {
          StrictTransportSecurity: { AccessControlMaxAgeSec: number; IncludeSubdomains: boolean; Preload: boolean };
          ContentSecurityPolicy: { ContentSecurityPolicy: string };
          ContentTypeOptions: object;
          FrameOptions: { FrameOption: string };
          ReferrerPolicy: { ReferrerPolicy: string };
          XSSProtection?: object;
        };
        CustomHeadersConfig?: { Items: Array<{ Header: string; Value: string; Override: boolean }> };
      };
      const security = config.SecurityHeadersConfig;
      const hsts = security.StrictTransportSecurity;
      // What CloudFront will send, rebuilt from the policy.
      const sent: Record<string, string> = {
        'Strict-Transport-Security': `max-age=${hsts.AccessControlMaxAgeSec}${hsts.IncludeSubdomains ? '; includeSubDomains' : ''}${hsts.Preload ? '; preload' : ''}`,
        'Content-Security-Policy': security.ContentSecurityPolicy.ContentSecurityPolicy,
        'X-Content-Type-Options': 'nosniff',
        'X-Frame-Options': security.FrameOptions.FrameOption,
        'Referrer-Policy': security.ReferrerPolicy.ReferrerPolicy,
      };
      for (const header of config.CustomHeadersConfig?.Items ?? []) sent[header.Header] = header.Value;
      expect(sent).toEqual(expected);
      expect(security.XSSProtection).toBeUndefined();

      // Every header overrides what an origin sends.
      const overrides = [
        ...Object.values(security).map((value) => (value as { Override: boolean }).Override),
        ...(config.CustomHeadersConfig?.Items ?? []).map((item) => item.Override),
      ];
      expect(overrides.every(Boolean)).toBe(true);

      template.hasResourceProperties('AWS::CloudFront::Distribution', {
        DistributionConfig: Match.objectLike({
          DefaultCacheBehavior: Match.objectLike({ ResponseHeadersPolicyId: { Ref: policyId } }),
        }),
      });
    });

    it('mirrors edge/cache-policy.ts: honours object Cache-Control down to 0 s, compressed', () => {
      template.hasResourceProperties('AWS::CloudFront::CachePolicy', {
        CachePolicyConfig: Match.objectLike({
          MinTTL: 0,
          DefaultTTL: 86400,
          MaxTTL: 31536000,
          ParametersInCacheKeyAndForwardedToOrigin: Match.objectLike({
            EnableAcceptEncodingBrotli: true,
            EnableAcceptEncodingGzip: true,
            QueryStringsConfig: { QueryStringBehavior: 'none' },
            CookiesConfig: { CookieBehavior: 'none' },
          }),
        }),
      });
    });

    it('is HTTP/2+3, price class 100, logged, and maps only S3 403s to the 404 page', () => {
      template.hasResourceProperties('AWS::CloudFront::Distribution', {
        DistributionConfig: Match.objectLike({
          HttpVersion: 'http2and3',
          PriceClass: 'PriceClass_100',
          IPV6Enabled: true,
          Logging: {
            Bucket: { 'Fn::GetAtt': [Match.stringLikeRegexp('^SiteAccessLogs'), 'RegionalDomainName'] },
            Prefix: 'cloudfront/',
          },
          CustomErrorResponses: [
            { ErrorCode: 403, ResponseCode: 404, ResponsePagePath: '/404.html', ErrorCachingMinTTL: 60 },
          ],
          ViewerCertificate: Match.absent(),
        }),
      });
    });
  });

  describe('deployment of build/', () => {
    /** The upload custom resources in the order CloudFormation must run them (each depends on the one before). */
    const uploads = () => {
      const all = template.findResources('Custom::CDKBucketDeployment') as Record<
        string,
        { Properties: Record<string, unknown>; DependsOn?: string[] }
      >;
      const ordered: Array<[string, Record<string, unknown>]> = [];
      let next = Object.keys(all).find((id) => !(all[id]!.DependsOn ?? []).some((dep) => dep in all));
      while (next) {
        ordered.push([next, all[next]!.Properties]);
        const current = next;
        next = Object.keys(all).find((id) => (all[id]!.DependsOn ?? []).includes(current));
      }
      expect(ordered).toHaveLength(Object.keys(all).length);
      return ordered.map(([, props]) => props);
    };

    it('never prunes: an open tab of the previous build can still load its hashed chunks', () => {
      const all = uploads();
      expect(all.length).toBeGreaterThanOrEqual(3);
      for (const deployment of all) expect(deployment).toMatchObject({ Prune: false });
    });

    it('gives every built file the Cache-Control edge/cache-policy.ts gives its path', () => {
      const files = readdirSync(buildDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(buildDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
      expect(files.length).toBeGreaterThan(50);
      const all = uploads();
      const wrong = files.flatMap((key) => {
        const selecting = all.filter((deployment) =>
          syncSelects(key, deployment.Exclude as string[], deployment.Include as string[]),
        );
        const sent = selecting.map(
          (deployment) => (deployment.SystemMetadata as Record<string, string>)['cache-control'],
        );
        const expected = cacheControlFor(`/${key}`);
        return sent.length === 1 && sent[0] === expected ? [] : [{ key, expected, sent }];
      });
      expect(wrong).toEqual([]);
    });

    it('uploads hashed assets first, pages after the files they use, no-cache files last, then invalidates', () => {
      const all = uploads();
      const order = all.map((deployment) => (deployment.SystemMetadata as Record<string, string>)['cache-control']);
      const position = (uri: string) => order.indexOf(cacheControlFor(uri));
      expect(position('/assets/js/main.js')).toBe(0);
      expect(position('/img/logo.svg')).toBeLessThan(position('/index.html'));
      if (order.includes('no-cache')) expect(order[order.length - 1]).toBe('no-cache');

      const last = all[all.length - 1]!;
      expect(last).toMatchObject({
        DistributionPaths: ['/*'],
        DistributionId: { Ref: expect.stringMatching(/^SiteDistribution/) },
      });
      for (const earlier of all.slice(0, -1)) expect(earlier.DistributionPaths).toBeUndefined();
    });

    it('runs the upload function without AWSLambdaBasicExecutionRole, logging to a group that expires', () => {
      template.hasResourceProperties('AWS::IAM::Role', {
        Description: Match.stringLikeRegexp('Uploads build/'),
        ManagedPolicyArns: Match.absent(),
      });
      template.hasResourceProperties('AWS::Lambda::Function', {
        Role: { 'Fn::GetAtt': [Match.stringLikeRegexp('^SiteDeployRole'), 'Arn'] },
        LoggingConfig: { LogGroup: { Ref: Match.stringLikeRegexp('^SiteDeployLogs') } },
      });
      template.hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 30 });
    });
  });

  describe('with a custom domain', () => {
    let withDomain: Template;
    beforeAll(() => {
      withDomain = synth({ customDomain: testCustomDomain });
    });

    it('answers to every name with the us-east-1 certificate, TLS 1.2+ and SNI', () => {
      withDomain.hasResourceProperties('AWS::CloudFront::Distribution', {
        DistributionConfig: Match.objectLike({
          Aliases: testCustomDomain.domainNames,
          ViewerCertificate: {
            AcmCertificateArn: testCustomDomain.certificateArn,
            MinimumProtocolVersion: 'TLSv1.2_2021',
            SslSupportMethod: 'sni-only',
          },
        }),
      });
    });

    it('points IPv4 and IPv6 alias records of each name at the distribution', () => {
      for (const name of testCustomDomain.domainNames) {
        for (const type of ['A', 'AAAA']) {
          withDomain.hasResourceProperties('AWS::Route53::RecordSet', {
            Name: `${name}.`,
            Type: type,
            HostedZoneId: testCustomDomain.hostedZoneId,
            AliasTarget: Match.objectLike({
              DNSName: { 'Fn::GetAtt': [Match.stringLikeRegexp('^SiteDistribution'), 'DomainName'] },
            }),
          });
        }
      }
    });
  });

  it('leaves out CloudFront logging in opt-in regions, which CloudFront cannot deliver logs to', () => {
    const stack = new Stack(testApp(), 'Milan', { env: { account: '123456789012', region: 'eu-south-1' } });
    new StaticSite(stack, 'Site', edge);
    Template.fromStack(stack).hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ Logging: Match.absent() }),
    });
  });

  it('refuses to synthesize without a build, saying how to make one', () => {
    const stack = testStack(testApp());
    expect(() => new StaticSite(stack, 'Site', { ...edge, buildDir: path.join(buildDir, 'missing') })).toThrow(
      /missing.*index.html: run `npm run build` at the repository root first/,
    );
  });

  describe('security headers per behaviour (edge/security-headers.ts: the local server applies the same)', () => {
    type PolicyConfig = {
      SecurityHeadersConfig: Record<string, { Override: boolean }>;
      CustomHeadersConfig?: { Items: Array<{ Header: string; Override: boolean }> };
    };
    const site = synthSite().template;
    const policies = Object.fromEntries(
      resourcesOf(site, 'AWS::CloudFront::ResponseHeadersPolicy').map(([id, resource]) => [
        id,
        resource.Properties.ResponseHeadersPolicyConfig as PolicyConfig,
      ]),
    );
    const [, distribution] = resourceNamed(site, 'AWS::CloudFront::Distribution', 'SiteDistribution');
    const config = distribution.DistributionConfig as {
      DefaultCacheBehavior: { ResponseHeadersPolicyId: { Ref: string } };
      CacheBehaviors: Array<{ PathPattern: string; ResponseHeadersPolicyId: { Ref: string } }>;
    };
    const behaviours: Array<[string, string]> = [
      ['(default)', config.DefaultCacheBehavior.ResponseHeadersPolicyId.Ref],
      ...config.CacheBehaviors.map(({ PathPattern, ResponseHeadersPolicyId }): [string, string] => [
        PathPattern,
        ResponseHeadersPolicyId.Ref,
      ]),
    ];
    const headerCount = Object.keys(JSON.parse(readFileSync(securityHeadersFile, 'utf8')) as object).length;

    it('covers the default behaviour, the availability paths, /api/* and the proxy', () => {
      expect(behaviours.map(([pattern]) => pattern)).toEqual([
        '(default)',
        '/api/availability',
        '/api/availability.ics',
        '/api/*',
        '/__third-party-proxy',
      ]);
    });

    it.each(behaviours)('%s: every header of the build, overriding the origin exactly as declared', (pattern, ref) => {
      const policy = policies[ref]!;
      const overrides = [
        ...Object.values(policy.SecurityHeadersConfig).map((header) => header.Override),
        ...(policy.CustomHeadersConfig?.Items ?? []).map((header) => header.Override),
      ];
      expect(overrides).toHaveLength(headerCount);
      const path = pattern === '(default)' ? '/' : pattern.replace('*', 'any');
      const { override } = headerBehaviours[headerBehaviourFor(path)];
      expect(new Set(overrides)).toEqual(new Set([override]));
    });

    it("keeps the owner's action pages' own referrer policy and CSP: /api/* does not override (review F6)", () => {
      const api = behaviours.find(([pattern]) => pattern === '/api/*')!;
      const { ReferrerPolicy, ContentSecurityPolicy } = policies[api[1]]!.SecurityHeadersConfig;
      expect([ReferrerPolicy!.Override, ContentSecurityPolicy!.Override]).toEqual([false, false]);
    });
  });
});
