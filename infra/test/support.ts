import { type App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { parseConfig, type SiteConfig } from '../config';
import { addSiteStack, createApp } from '../lib/app';
import type { SiteStack, SiteStackProps } from '../lib/site-stack';

/** Valid settings for tests: pinned to a fake account so ARNs are literal and readable. */
export const testSettings = {
  stackName: 'TestSite',
  aws: { account: '123456789012', region: 'eu-west-1' },
  ownerEmail: 'owner@example.com',
  ownerLocale: 'it',
  senderEmail: 'bookings@mail.example.com',
  senderIdentity: 'example.com',
  sesSandbox: false,
};

export const testCustomDomain = {
  domainNames: ['www.libeccio.example.com', 'libeccio.example.com'],
  certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/11111111-2222-3333-4444-555555555555',
  hostedZoneId: 'Z0123456789ABCDEFGHIJ',
  hostedZoneName: 'example.com',
};

export function testConfig(overrides: Record<string, unknown> = {}): SiteConfig {
  return parseConfig({ ...testSettings, ...overrides }, 'test settings');
}

/** Template tests skip Lambda bundling (fast); the bundle test synthesizes for real. */
export const skipBundling = { 'aws:cdk:bundling-stacks': [] };

/** An app with the real feature flags and cdk-nag (Template.fromStack fails on any finding). */
export function testApp(options: { bundle?: boolean; outdir?: string } = {}): App {
  return createApp({ outdir: options.outdir, context: options.bundle ? {} : skipBundling });
}

/** A bare stack in the test account, for constructs that stand alone. */
export function testStack(app: App = testApp()): Stack {
  return new Stack(app, 'ConstructUnderTest', { env: testSettings.aws });
}

/**
 * A third-party host, so the template tests see every construct: the shipped allow-list is empty, and
 * then the proxy is not deployed (infra/test/third-party-proxy.test.ts tests both).
 */
export const withProxyHosts: Partial<SiteStackProps> = { thirdPartyHosts: ['scripts.example.com'] };

/** The whole site stack and its template. */
export function synthSite(
  overrides: Record<string, unknown> = {},
  stackProps: Partial<SiteStackProps> = withProxyHosts,
): { stack: SiteStack; template: Template } {
  const stack = addSiteStack(testApp(), testConfig(overrides), stackProps);
  return { stack, template: Template.fromStack(stack) };
}

/** Every resource of a type, by logical id. */
export function resourcesOf(
  template: Template,
  type: string,
): Array<[string, { Properties: Record<string, unknown> }]> {
  return Object.entries(template.findResources(type)) as Array<[string, { Properties: Record<string, unknown> }]>;
}

/** The one resource of a type whose logical id starts with `prefix` (logical ids follow the construct path). */
export function resourceNamed(template: Template, type: string, prefix: string): [string, Record<string, unknown>] {
  const matches = resourcesOf(template, type).filter(([id]) => id.startsWith(prefix));
  if (matches.length !== 1) throw new Error(`expected one ${type} named ${prefix}*, found ${matches.length}`);
  const [id, resource] = matches[0]!;
  return [id, resource.Properties];
}

/** The ten handlers, by the logical-id prefix of their function and their entry module; `aws` if it calls AWS. */
export const handlers = [
  { fn: 'FormsJoinRequests', entry: 'join-requests.ts', aws: true },
  { fn: 'FormsNewsletterSubscriptions', entry: 'newsletter-subscriptions.ts', aws: true },
  { fn: 'FormsNewsletterConfirm', entry: 'newsletter-confirm.ts', aws: true },
  { fn: 'FormsNewsletterUnsubscribe', entry: 'newsletter-unsubscribe.ts', aws: true },
  { fn: 'MailSesEvents', entry: 'ses-events.ts', aws: true },
  { fn: 'MailSweeper', entry: 'mail-sweeper.ts', aws: true },
  { fn: 'AvailabilityApi', entry: 'availability.ts', aws: true },
  { fn: 'AvailabilityFeed', entry: 'availability-feed.ts', aws: true },
  { fn: 'ThirdPartyProxyFetcher', entry: 'third-party-proxy.ts', aws: false },
  { fn: 'FormsOwnerActions', entry: 'owner-actions.ts', aws: true },
] as const;
