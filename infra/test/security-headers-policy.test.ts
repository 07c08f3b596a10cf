import { Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { maxContentSecurityPolicyLength, securityHeadersPolicy } from '../lib/security-headers-policy';

describe('securityHeadersPolicy', () => {
  it('maps the headers CloudFront models to typed behaviours and the rest to custom headers', () => {
    const policy = securityHeadersPolicy(
      {
        'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
        'Content-Security-Policy': "default-src 'self'",
        'X-Content-Type-Options': 'nosniff',
        'X-Frame-Options': 'SAMEORIGIN',
        'Referrer-Policy': 'no-referrer',
        'Cross-Origin-Opener-Policy': 'same-origin',
      },
      'site',
    );
    expect(policy.securityHeadersBehavior).toEqual({
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(31536000),
        includeSubdomains: true,
        preload: false,
        override: true,
      },
      contentSecurityPolicy: { contentSecurityPolicy: "default-src 'self'", override: true },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: HeadersFrameOption.SAMEORIGIN, override: true },
      referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.NO_REFERRER, override: true },
    });
    expect(policy.customHeadersBehavior).toEqual({
      customHeaders: [{ header: 'Cross-Origin-Opener-Policy', value: 'same-origin', override: true }],
    });
  });

  it.each([
    ['HSTS directives out of order', 'Strict-Transport-Security', 'max-age=1; preload; includeSubDomains'],
    ['HSTS without max-age', 'Strict-Transport-Security', 'includeSubDomains'],
    ['a content type option other than nosniff', 'X-Content-Type-Options', 'sniff'],
    ['the obsolete ALLOW-FROM frame option', 'X-Frame-Options', 'ALLOW-FROM https://example.com'],
    ['a referrer policy fallback list', 'Referrer-Policy', 'strict-origin-when-cross-origin, no-referrer'],
    [
      "a CSP over CloudFront's length limit",
      'Content-Security-Policy',
      `default-src 'self' ${'x'.repeat(maxContentSecurityPolicyLength)}`,
    ],
  ])('refuses %s rather than send something else', (_case, header, value) => {
    expect(() => securityHeadersPolicy({ [header]: value }, 'site')).toThrow(`security-headers.json: ${header}`);
  });

  it("sets no header over the origin's on the functions' behaviour: a page's own header is kept, a missing one added", () => {
    const policy = securityHeadersPolicy(
      { 'Referrer-Policy': 'no-referrer', 'Content-Security-Policy': "default-src 'self'", 'X-Extra': '1' },
      'functions',
    );
    expect(policy.securityHeadersBehavior).toEqual({
      contentSecurityPolicy: { contentSecurityPolicy: "default-src 'self'", override: false },
      referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.NO_REFERRER, override: false },
    });
    expect(policy.customHeadersBehavior).toEqual({
      customHeaders: [{ header: 'X-Extra', value: '1', override: false }],
    });
  });
});
