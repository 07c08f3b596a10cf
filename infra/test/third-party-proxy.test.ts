import { Match, type Template } from 'aws-cdk-lib/assertions';
import { thirdParty } from '../../common/facts/site';
import { thirdPartyProxyPath } from '../lib/third-party-proxy';
import { resourceNamed, resourcesOf, synthSite } from './support';

interface Behaviour {
  PathPattern: string;
  TargetOriginId: string;
  CachePolicyId: unknown;
  OriginRequestPolicyId?: unknown;
  ResponseHeadersPolicyId?: unknown;
  FunctionAssociations?: unknown;
  AllowedMethods: string[];
  ViewerProtocolPolicy: string;
}
interface Origin {
  Id: string;
  DomainName: unknown;
  OriginAccessControlId?: unknown;
  CustomOriginConfig?: Record<string, unknown>;
}

describe('ThirdPartyProxy', () => {
  let template: Template;
  let behaviour: Behaviour;
  let origin: Origin;
  let distributionId: string;

  beforeAll(() => {
    ({ template } = synthSite());
    const [id, distribution] = resourceNamed(template, 'AWS::CloudFront::Distribution', 'SiteDistribution');
    distributionId = id;
    const config = distribution.DistributionConfig as { CacheBehaviors: Behaviour[]; Origins: Origin[] };
    behaviour = config.CacheBehaviors.find((entry) => entry.PathPattern === thirdPartyProxyPath)!;
    origin = config.Origins.find((entry) => entry.Id === behaviour?.TargetOriginId)!;
  });

  it('serves the path the site and the local server use', () => {
    expect(thirdPartyProxyPath).toBe(thirdParty.proxyPath);
    expect(behaviour).toBeDefined();
  });

  it('sends the proxy path to its own origin: the function URL, signed by origin access control', () => {
    const [urlId] = resourceNamed(template, 'AWS::Lambda::Url', 'ThirdPartyProxyFetcherFunctionUrl');
    expect(origin.DomainName).toEqual({
      'Fn::Select': [2, { 'Fn::Split': ['/', { 'Fn::GetAtt': [urlId, 'FunctionUrl'] }] }],
    });
    expect(origin.CustomOriginConfig).toMatchObject({
      OriginProtocolPolicy: 'https-only',
      OriginSSLProtocols: ['TLSv1.2'],
      OriginReadTimeout: 10,
    });
    const lambdaOacs = resourcesOf(template, 'AWS::CloudFront::OriginAccessControl').filter(
      ([, oac]) =>
        (oac.Properties.OriginAccessControlConfig as { OriginAccessControlOriginType: string })
          .OriginAccessControlOriginType === 'lambda',
    );
    expect(lambdaOacs).toHaveLength(1);
    const [[oacId, oac]] = lambdaOacs as [[string, { Properties: Record<string, unknown> }]];
    expect(origin.OriginAccessControlId).toEqual({ 'Fn::GetAtt': [oacId, 'Id'] });
    expect(oac.Properties.OriginAccessControlConfig).toMatchObject({
      SigningBehavior: 'always',
      SigningProtocol: 'sigv4',
    });
  });

  it('runs without the routing function, GET and HEAD only, with the site headers', () => {
    expect(behaviour.FunctionAssociations).toBeUndefined();
    expect(behaviour.AllowedMethods).toEqual(['GET', 'HEAD']);
    expect(behaviour.ViewerProtocolPolicy).toBe('https-only');
    expect(behaviour.OriginRequestPolicyId).toBeUndefined();
    expect(behaviour.ResponseHeadersPolicyId).toEqual({ Ref: expect.stringMatching(/^SiteFunctionsSecurityHeaders/) });
  });

  it('caches by the url query string alone, as long as the function says and at most a day', () => {
    const [policyId, policy] = resourceNamed(template, 'AWS::CloudFront::CachePolicy', 'ThirdPartyProxyCachePolicy');
    expect(behaviour.CachePolicyId).toEqual({ Ref: policyId });
    expect(policy.CachePolicyConfig).toMatchObject({
      MinTTL: 0,
      DefaultTTL: 3600,
      MaxTTL: 86400,
      ParametersInCacheKeyAndForwardedToOrigin: {
        QueryStringsConfig: { QueryStringBehavior: 'whitelist', QueryStrings: ['url'] },
        HeadersConfig: { HeaderBehavior: 'none' },
        CookiesConfig: { CookieBehavior: 'none' },
        EnableAcceptEncodingGzip: true,
        EnableAcceptEncodingBrotli: true,
      },
    });
  });

  it('lets only this distribution call the function URL (IAM auth)', () => {
    const [, url] = resourceNamed(template, 'AWS::Lambda::Url', 'ThirdPartyProxyFetcherFunctionUrl');
    expect(url.AuthType).toBe('AWS_IAM');
    const permissions = resourcesOf(template, 'AWS::Lambda::Permission')
      .map(([, resource]) => resource.Properties)
      .filter((permission) => JSON.stringify(permission.FunctionName).includes('ThirdPartyProxyFetcher'));
    expect(permissions.map((permission) => permission.Action).sort()).toEqual([
      'lambda:InvokeFunction',
      'lambda:InvokeFunctionUrl',
    ]);
    for (const permission of permissions) {
      expect(permission.Principal).toBe('cloudfront.amazonaws.com');
      expect(permission.SourceArn).toEqual({
        'Fn::Join': [
          '',
          [
            'arn:',
            { Ref: 'AWS::Partition' },
            ':cloudfront::',
            { Ref: 'AWS::AccountId' },
            ':distribution/',
            { Ref: distributionId },
          ],
        ],
      });
    }
  });

  it('is a site function with a 10 s timeout whose role may only write its own logs', () => {
    const [, fn] = resourceNamed(template, 'AWS::Lambda::Function', 'ThirdPartyProxyFetcher');
    expect(fn).toMatchObject({ Runtime: 'nodejs24.x', Architectures: ['arm64'], Timeout: 10 });
    template.hasResourceProperties('AWS::IAM::Policy', {
      Roles: [{ Ref: Match.stringLikeRegexp('^ThirdPartyProxyFetcherRole') }],
      PolicyDocument: {
        Statement: [Match.objectLike({ Action: ['logs:CreateLogStream', 'logs:PutLogEvents'] })],
      },
    });
  });
});

describe('ThirdPartyProxy while the allow-list names no host', () => {
  const proxyParts = (template: Template) => {
    const functions = resourcesOf(template, 'AWS::Lambda::Function').filter(([id]) => id.startsWith('ThirdPartyProxy'));
    const [, distribution] = resourceNamed(template, 'AWS::CloudFront::Distribution', 'SiteDistribution');
    const behaviours = (distribution.DistributionConfig as { CacheBehaviors: Behaviour[] }).CacheBehaviors.filter(
      (entry) => entry.PathPattern === thirdPartyProxyPath,
    );
    const alarms = resourcesOf(template, 'AWS::CloudWatch::Alarm').filter(([, alarm]) =>
      JSON.stringify(alarm.Properties).includes('ThirdPartyProxy'),
    );
    const urls = resourcesOf(template, 'AWS::Lambda::Url');
    return { functions: functions.length, behaviours: behaviours.length, alarms: alarms.length, urls: urls.length };
  };

  it('deploys no function, no CloudFront behaviour and no alarm for it', () => {
    const { template } = synthSite({}, { thirdPartyHosts: [] });
    expect(proxyParts(template)).toEqual({ functions: 0, behaviours: 0, alarms: 0, urls: 0 });
  });

  it('deploys all of them once a host is listed, and follows the shipped list by default', () => {
    const { template } = synthSite({}, { thirdPartyHosts: ['scripts.example.com'] });
    expect(proxyParts(template)).toEqual({ functions: 1, behaviours: 1, alarms: 2, urls: 1 });
    const shipped = synthSite({}, {}).template;
    expect(proxyParts(shipped).functions).toBe(thirdParty.allowedHosts.length > 0 ? 1 : 0);
  });
});
