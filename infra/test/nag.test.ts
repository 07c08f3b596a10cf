import { Validations } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { addSiteStack } from '../lib/app';
import type { SiteStack } from '../lib/site-stack';
import { testApp, testConfig, testCustomDomain, testSettings } from './support';

/** Every acknowledgement recorded in the tree: construct path, rule id, reason. */
function acknowledgements(root: IConstruct): Array<{ path: string; id: string; reason: string }> {
  return root.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) =>
        Object.entries(entry.data as Record<string, string>).map(([id, reason]) => ({
          path: construct.node.path,
          id: id.replace(/^[^:]+::/, ''),
          reason,
        })),
      ),
  );
}

const variants: Array<[string, Record<string, unknown>]> = [
  ['the test settings', {}],
  ['an account- and region-agnostic stack', { aws: {} }],
  ['a custom domain', { customDomain: testCustomDomain }],
  ['an opt-in region (Milan), where CloudFront cannot log', { aws: { account: '123456789012', region: 'eu-south-1' } }],
  [
    'the SES sandbox, CORS origins and tracing',
    { sesSandbox: true, allowedOrigins: ['https://staging.example.com'], tracing: true },
  ],
];

describe('cdk-nag AwsSolutions', () => {
  const stacks = new Map<string, SiteStack>();
  beforeAll(() => {
    for (const [name, overrides] of variants) stacks.set(name, addSiteStack(testApp(), testConfig(overrides)));
  });

  it.each(variants)('finds nothing unacknowledged with %s', (name) => {
    const stack = stacks.get(name)!;
    const report = new AwsSolutionsChecks().validateScope(stack);
    expect(
      report.violations.map((v) => `${v.ruleName} at ${v.violatingResources.map((r) => r.constructPath).join(', ')}`),
    ).toEqual([]);
    expect(report.success).toBe(true);
  });

  it.each(variants)('synthesizes %s without CDK errors or warnings', (name) => {
    const annotations = Annotations.fromStack(stacks.get(name)!);
    expect(annotations.findError('*', Match.anyValue())).toEqual([]);
    expect(annotations.findWarning('*', Match.anyValue())).toEqual([]);
  });

  it('acknowledges only these rules, each with a reason a reviewer can check', () => {
    const acks = acknowledgements(stacks.get('the test settings')!);
    for (const ack of acks) expect(ack.reason.length).toBeGreaterThan(40);
    expect([...new Set(acks.map((ack) => ack.id.replace(/\[.*\]$/, '[…]')))].sort()).toEqual([
      'AwsSolutions-APIG4',
      'AwsSolutions-CFR1',
      'AwsSolutions-CFR2',
      'AwsSolutions-CFR4',
      'AwsSolutions-DDB3',
      'AwsSolutions-IAM5[…]',
      'AwsSolutions-L1',
      'AwsSolutions-S1',
      'AwsSolutions-SMG4',
      'AwsSolutions-SQS3',
    ]);
    // Wildcard IAM findings are acknowledged only on the CDK-owned upload function's role, and for the
    // owner's ses:GetAccount (an action with no resource type), on exactly that resource.
    expect(new Set(acks.filter((ack) => ack.id.startsWith('AwsSolutions-IAM5')).map((ack) => ack.path))).toEqual(
      new Set([`${testSettings.stackName}/Site/DeployRole`, `${testSettings.stackName}/OwnerPrivilegedPolicy`]),
    );
    expect(
      acks.filter((ack) => ack.path === `${testSettings.stackName}/OwnerPrivilegedPolicy`).map((ack) => ack.id),
    ).toEqual(['AwsSolutions-IAM5[Resource::*]']);
  });

  it('acknowledges no point-in-time recovery only on the rate-limit counters, and no rotation only on the origin and privacy secrets', () => {
    const acks = acknowledgements(stacks.get('the test settings')!);
    expect(acks.filter((ack) => ack.id === 'AwsSolutions-DDB3').map((ack) => ack.path)).toEqual([
      `${testSettings.stackName}/RateLimits/Counters`,
    ]);
    expect(acks.filter((ack) => ack.id === 'AwsSolutions-SMG4').map((ack) => ack.path)).toEqual([
      `${testSettings.stackName}/Privacy/Secret`,
      `${testSettings.stackName}/Forms/OriginSecret`,
    ]);
  });

  it('acknowledges the missing CloudFront logs only where CloudFront cannot deliver them', () => {
    const milan = acknowledgements(stacks.get('an opt-in region (Milan), where CloudFront cannot log')!);
    expect(milan.map((ack) => ack.id)).toContain('AwsSolutions-CFR3');
    expect(acknowledgements(stacks.get('the test settings')!).map((ack) => ack.id)).not.toContain('AwsSolutions-CFR3');
  });

  it('does not need the default-certificate acknowledgement with a custom domain', () => {
    const acks = acknowledgements(stacks.get('a custom domain')!);
    expect(acks.map((ack) => ack.id)).not.toContain('AwsSolutions-CFR4');
  });
});
