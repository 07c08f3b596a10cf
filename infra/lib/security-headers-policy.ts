import { Duration } from 'aws-cdk-lib';
import {
  HeadersFrameOption,
  HeadersReferrerPolicy,
  type ResponseCustomHeader,
  type ResponseHeadersPolicyProps,
  type ResponseSecurityHeadersBehavior,
} from 'aws-cdk-lib/aws-cloudfront';
import { headerBehaviours, type HeaderBehaviour } from '../../edge/security-headers';

/** CloudFront refuses a Content-Security-Policy value longer than this (a documented quota). */
export const maxContentSecurityPolicyLength = 1783;

const referrerPolicies = new Set<string>(Object.values(HeadersReferrerPolicy));
const frameOptions = new Set<string>(Object.values(HeadersFrameOption));
const hstsPattern = /^max-age=(\d+)(; includeSubDomains)?(; preload)?$/;

/**
 * The headers part of a response headers policy that sends exactly `headers` (the build's
 * dist/edge/security-headers.json): the ones CloudFront models get their typed behaviour, the
 * rest become custom headers. Whether each replaces the origin's header of the same name is the
 * behaviour's (edge/security-headers.ts, `headerBehaviours`: the site's objects are overridden,
 * the functions' own headers are kept). Throws when a value cannot be expressed exactly (rather
 * than deploying a weaker or different header).
 */
export function securityHeadersPolicy(
  headers: Readonly<Record<string, string>>,
  behaviour: HeaderBehaviour,
): Pick<ResponseHeadersPolicyProps, 'securityHeadersBehavior' | 'customHeadersBehavior'> {
  const { override } = headerBehaviours[behaviour];
  const security: { -readonly [K in keyof ResponseSecurityHeadersBehavior]: ResponseSecurityHeadersBehavior[K] } = {};
  const custom: ResponseCustomHeader[] = [];

  for (const [name, value] of Object.entries(headers)) {
    const problem = (expected: string) =>
      new Error(`security-headers.json: ${name} "${value}" cannot be sent by CloudFront exactly; expected ${expected}`);
    switch (name.toLowerCase()) {
      case 'strict-transport-security': {
        const match = hstsPattern.exec(value);
        if (!match) throw problem('"max-age=<seconds>[; includeSubDomains][; preload]"');
        security.strictTransportSecurity = {
          accessControlMaxAge: Duration.seconds(Number(match[1])),
          includeSubdomains: Boolean(match[2]),
          preload: Boolean(match[3]),
          override,
        };
        break;
      }
      case 'content-security-policy':
        if (value.length > maxContentSecurityPolicyLength) {
          throw problem(
            `at most ${maxContentSecurityPolicyLength} characters (CloudFront's limit), got ${value.length}`,
          );
        }
        security.contentSecurityPolicy = { contentSecurityPolicy: value, override };
        break;
      case 'x-content-type-options':
        if (value !== 'nosniff') throw problem('"nosniff"');
        security.contentTypeOptions = { override };
        break;
      case 'x-frame-options':
        if (!frameOptions.has(value)) throw problem([...frameOptions].join(' or '));
        security.frameOptions = { frameOption: value as HeadersFrameOption, override };
        break;
      case 'referrer-policy':
        if (!referrerPolicies.has(value)) throw problem(`one of ${[...referrerPolicies].join(', ')}`);
        security.referrerPolicy = { referrerPolicy: value as HeadersReferrerPolicy, override };
        break;
      default:
        custom.push({ header: name, value, override });
    }
  }

  return {
    securityHeadersBehavior: security,
    ...(custom.length ? { customHeadersBehavior: { customHeaders: custom } } : {}),
  };
}
