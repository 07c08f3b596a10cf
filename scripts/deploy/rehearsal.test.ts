import {
  asCloudFormationPasses,
  dependencyOrder,
  resolveIntrinsics,
  standInFunction,
  standInTemplate,
  tally,
  type Template,
} from './rehearsal';

const env = { account: '123456789012', region: 'eu-west-1' };

/** A template shaped like the site's: a real function referring to a secret and a distribution moto lacks. */
const template: Template = {
  Resources: {
    Secret: { Type: 'AWS::SecretsManager::Secret', Properties: { Name: 'x' } },
    Distribution: { Type: 'AWS::CloudFront::Distribution', Properties: { DistributionConfig: { Enabled: true } } },
    Fn: {
      Type: 'AWS::Lambda::Function',
      Properties: {
        Environment: {
          Variables: {
            SECRET: { Ref: 'Secret' },
            SITE: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': ['Distribution', 'DomainName'] }]] },
          },
        },
      },
    },
    Upload: { Type: 'Custom::CDKBucketDeployment', Properties: { ServiceToken: 'x' }, DependsOn: ['Fn'] },
  },
  Outputs: { Id: { Value: { Ref: 'Distribution' } }, Fn: { Value: { Ref: 'Fn' } } },
};

describe('the rehearsal template', () => {
  const prepared = standInTemplate(template, new Set(['AWS::Lambda::Function']), env);

  it('stands in for the types moto lacks, keeping their properties, and leaves the rest and custom resources as they are', () => {
    expect(prepared.stoodIn).toEqual({
      Secret: 'AWS::SecretsManager::Secret',
      Distribution: 'AWS::CloudFront::Distribution',
    });
    expect(prepared.custom).toEqual({ Upload: 'Custom::CDKBucketDeployment' });
    expect(prepared.template.Resources.Secret).toEqual({
      Type: 'Custom::StandInSecretsManagerSecret',
      Properties: {
        ServiceToken: { 'Fn::GetAtt': [standInFunction, 'Arn'] },
        StandsInFor: 'AWS::SecretsManager::Secret',
        Original: '{"Name":"x"}',
      },
    });
    expect(prepared.template.Resources.Upload).toEqual(template.Resources.Upload);
    expect(prepared.template.Resources[standInFunction]!.Type).toBe('AWS::Lambda::Function');
  });

  it('turns references into stood-in resources into literals shaped as AWS answers them', () => {
    const variables = (
      prepared.template.Resources.Fn!.Properties!.Environment as { Variables: Record<string, unknown> }
    ).Variables;
    expect(variables.SECRET).toBe('arn:aws:secretsmanager:eu-west-1:123456789012:secret:Secret-rehearsal');
    expect(variables.SITE).toEqual({
      'Fn::Join': ['', ['https://', expect.stringMatching(/^d[0-9a-f]{13}\.cloudfront\.net$/)]],
    });
    expect(prepared.template.Outputs!.Id!.Value).toMatch(/^E[0-9A-F]{13}$/);
    expect(prepared.template.Outputs!.Fn!.Value).toEqual({ Ref: 'Fn' });
    expect(prepared.literals).toEqual({
      'AWS::SecretsManager::Secret Ref': 1,
      'AWS::CloudFront::Distribution DomainName': 1,
      'AWS::CloudFront::Distribution Ref': 1,
    });
  });
});

describe('custom resource properties, as CloudFormation passes them', () => {
  const context = { ...env, stackName: 'S', stackId: 'arn:stack', physicalIds: { Bucket: 'site-bucket' } };

  it('resolves Ref, Fn::Sub with pseudo parameters, Fn::Join, Fn::Select and Fn::Split', () => {
    expect(
      resolveIntrinsics(
        {
          Source: [{ 'Fn::Sub': 'cdk-hnb659fds-assets-${AWS::AccountId}-${AWS::Region}' }],
          Destination: { Ref: 'Bucket' },
          Joined: { 'Fn::Join': ['/', [{ Ref: 'AWS::StackName' }, 'x']] },
          Picked: { 'Fn::Select': [1, { 'Fn::Split': [',', 'a,b'] }] },
        },
        context,
      ),
    ).toEqual({
      Source: ['cdk-hnb659fds-assets-123456789012-eu-west-1'],
      Destination: 'site-bucket',
      Joined: 'S/x',
      Picked: 'b',
    });
    expect(() => resolveIntrinsics({ Ref: 'Missing' }, context)).toThrow('cannot resolve Ref Missing');
  });

  it('passes every scalar as a string (the BucketDeployment handler reads "false", not false)', () => {
    expect(asCloudFormationPasses({ Prune: false, Memory: 512, Include: ['*.css'], Meta: { a: true } })).toEqual({
      Prune: 'false',
      Memory: '512',
      Include: ['*.css'],
      Meta: { a: 'true' },
    });
  });

  it('orders custom resources after what they depend on, and tallies types', () => {
    const resources = {
      C: { Type: 'Custom::X', DependsOn: 'B' },
      B: { Type: 'Custom::X', DependsOn: ['A'] },
      A: { Type: 'Custom::X' },
    };
    expect(dependencyOrder(resources, ['C', 'B', 'A'])).toEqual(['A', 'B', 'C']);
    expect(tally(['b', 'a', 'b'])).toEqual(['2 b', '1 a']);
  });
});
