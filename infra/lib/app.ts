import { readFileSync } from 'node:fs';
import { App, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { SiteConfig } from '../config';
import { cdkJsonFile } from './paths';
import { SiteStack, type SiteStackProps } from './site-stack';

export interface SiteAppOptions {
  /** Cloud assembly folder; the CLI sets it from cdk.json, tests leave a temporary one. */
  readonly outdir?: string;
  /** Extra context, e.g. `{ 'aws:cdk:bundling-stacks': [] }` to skip bundling in template tests. */
  readonly context?: Record<string, unknown>;
}

/**
 * A CDK app with cdk.json's feature flags (so tests synthesize exactly what `cdk synth` does) and
 * the cdk-nag AwsSolutions checks, which fail synthesis on any unacknowledged finding.
 */
export function createApp(options: SiteAppOptions = {}): App {
  const { context: flags = {} } = JSON.parse(readFileSync(cdkJsonFile, 'utf8')) as {
    context?: Record<string, unknown>;
  };
  const app = new App({ outdir: options.outdir, context: { ...flags, ...options.context } });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return app;
}

/** Adds the site's stack as the config describes it. */
export function addSiteStack(app: App, config: SiteConfig, overrides: Partial<SiteStackProps> = {}): SiteStack {
  const stack = new SiteStack(app, config.stackName, {
    config,
    description: 'Brochure and charter-enquiry site: CloudFront + S3, forms API, DynamoDB, SES',
    env: { account: config.aws.account, region: config.aws.region },
    ...overrides,
  });
  Tags.of(stack).add('site', config.stackName);
  return stack;
}
