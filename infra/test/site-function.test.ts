import path from 'node:path';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { functionsDir } from '../../common/paths';
import { SiteFunction } from '../lib/site-function';
import { resourceNamed, testStack } from './support';

function synth(tracing: boolean): Template {
  const stack = testStack();
  new SiteFunction(stack, 'Handler', {
    entry: path.join(functionsDir, 'newsletter-subscriptions.ts'),
    description: 'under test',
    tracing,
    environment: { STATIC: 'value' },
  }).bind(
    {
      environment: { TABLE: 'the-table' },
      statements: [
        new PolicyStatement({
          actions: ['dynamodb:PutItem'],
          resources: ['arn:aws:dynamodb:eu-west-1:123456789012:table/t'],
        }),
      ],
    },
    { environment: { OTHER: 'x' }, statements: [] },
  );
  return Template.fromStack(stack);
}

describe('SiteFunction', () => {
  let template: Template;
  beforeAll(() => {
    template = synth(false);
  });

  it('runs Node.js 24 on ARM64 with JSON logs into its own expiring log group', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      MemorySize: 256,
      Timeout: 10,
      LoggingConfig: {
        LogFormat: 'JSON',
        ApplicationLogLevel: 'INFO',
        SystemLogLevel: 'WARN',
        LogGroup: { Ref: Match.stringLikeRegexp('^HandlerLogs') },
      },
      TracingConfig: Match.absent(),
    });
    template.hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 90 });
  });

  it('binds environment and permissions together', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: { NODE_OPTIONS: '--enable-source-maps', STATIC: 'value', TABLE: 'the-table', OTHER: 'x' },
      },
    });
    const [, policy] = resourceNamed(template, 'AWS::IAM::Policy', 'HandlerRoleDefaultPolicy');
    expect((policy.PolicyDocument as { Statement: unknown[] }).Statement).toEqual([
      {
        Effect: 'Allow',
        Action: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        Resource: { 'Fn::GetAtt': [expect.stringMatching(/^HandlerLogs/), 'Arn'] },
      },
      { Effect: 'Allow', Action: 'dynamodb:PutItem', Resource: 'arn:aws:dynamodb:eu-west-1:123456789012:table/t' },
    ]);
  });

  it('has a role of its own with no managed policy', () => {
    template.hasResourceProperties('AWS::IAM::Role', { ManagedPolicyArns: Match.absent() });
  });

  it('traces with X-Ray from a policy holding only the X-Ray statement', () => {
    const traced = synth(true);
    traced.hasResourceProperties('AWS::Lambda::Function', { TracingConfig: { Mode: 'Active' } });
    const [, policy] = resourceNamed(traced, 'AWS::IAM::Policy', 'HandlerTracing');
    expect(policy.PolicyDocument).toMatchObject({
      Statement: [{ Effect: 'Allow', Action: ['xray:PutTelemetryRecords', 'xray:PutTraceSegments'], Resource: '*' }],
    });
    const [, handler] = Object.entries(traced.findResources('AWS::Lambda::Function'))[0]!;
    expect((handler as { DependsOn: string[] }).DependsOn).toEqual(
      expect.arrayContaining([expect.stringMatching(/^HandlerTracing/)]),
    );
  });
});
