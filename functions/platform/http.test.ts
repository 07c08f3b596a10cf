import type { ApiEvent } from './http';
import {
  clientAddress,
  clientNetwork,
  normaliseAddress,
  prefersHtml,
  refuseUnlessThroughCloudFront,
  widerNetwork,
} from './http';

const event = (headers: Record<string, string>, sourceIp = '203.0.113.7') =>
  ({ headers, requestContext: { http: { sourceIp } } }) as unknown as ApiEvent;

describe('clientAddress', () => {
  it('is the socket address (sourceIp) when the request is not proven to come through CloudFront', () => {
    // Locally a forged CloudFront header changes nothing.
    expect(clientAddress(event({ 'cloudfront-viewer-address': '198.51.100.1:4000' }), {})).toBe('203.0.113.7');
    expect(clientAddress(event({}, '::ffff:127.0.0.2'), {})).toBe('127.0.0.2');
  });

  it('is the viewer address CloudFront forwards, without its port, when the origin secret is configured', () => {
    const env = { ORIGIN_VERIFY_SECRET: 's' };
    expect(clientAddress(event({ 'cloudfront-viewer-address': '198.51.100.10:46532' }), env)).toBe('198.51.100.10');
    expect(clientAddress(event({ 'cloudfront-viewer-address': '2001:db8:0:1:aaaa:bbbb:cccc:dddd:46532' }), env)).toBe(
      '2001:db8:0:1::/64',
    );
    expect(clientAddress(event({}), env)).toBe('203.0.113.7');
  });

  it('counts an IPv6 client as its /64', () => {
    expect(normaliseAddress('2001:DB8::1')).toBe('2001:db8:0:0::/64');
    expect(normaliseAddress('2001:db8:0:0:ffff::2')).toBe('2001:db8:0:0::/64');
    expect(normaliseAddress('::1')).toBe('0:0:0:0::/64');
    expect(normaliseAddress('not an address')).toBe('not an address');
  });
});

describe('refuseUnlessThroughCloudFront', () => {
  it('lets everything through when no secret is configured (the local stack)', () => {
    expect(refuseUnlessThroughCloudFront(event({}), {})).toBeUndefined();
  });

  it('answers 403 without the secret header or with a wrong one, and passes the right one', () => {
    const env = { ORIGIN_VERIFY_SECRET: 'the-secret' };
    expect(refuseUnlessThroughCloudFront(event({}), env)?.statusCode).toBe(403);
    expect(refuseUnlessThroughCloudFront(event({ 'x-origin-verify': 'the-secreT' }), env)?.statusCode).toBe(403);
    expect(refuseUnlessThroughCloudFront(event({ 'x-origin-verify': 'the-secret' }), env)).toBeUndefined();
  });
});

describe('clientNetwork (review F1: the mail budgets’ networks)', () => {
  it('is an IPv4 address’s /24 and an IPv6 client’s /48', () => {
    expect(clientNetwork(normaliseAddress('127.0.0.2'))).toBe('127.0.0.0/24');
    expect(clientNetwork(normaliseAddress('::ffff:198.51.100.77'))).toBe('198.51.100.0/24');
    expect(clientNetwork(normaliseAddress('2001:db8:1:2::1'))).toBe('2001:db8:1::/48');
    expect(clientNetwork('unparsable')).toBe('unparsable');
  });
});

describe('widerNetwork (review N2)', () => {
  it('puts every /64 of one /48 in one network, and leaves IPv4 alone', () => {
    expect(widerNetwork(normaliseAddress('2001:db8:1:2::1'))).toBe('2001:db8:1::/48');
    expect(widerNetwork(normaliseAddress('2001:db8:1:ffff::1'))).toBe('2001:db8:1::/48');
    expect(widerNetwork(normaliseAddress('2001:db8:2:2::1'))).toBe('2001:db8:2::/48');
    expect(widerNetwork(normaliseAddress('203.0.113.7'))).toBeUndefined();
    expect(widerNetwork('not an address')).toBeUndefined();
  });
});

describe('prefersHtml', () => {
  it('is true for a browser’s form post and false for mail clients and scripts', () => {
    expect(prefersHtml('text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8')).toBe(true);
    expect(prefersHtml(undefined)).toBe(false);
    expect(prefersHtml('*/*')).toBe(false);
    expect(prefersHtml('application/json')).toBe(false);
    expect(prefersHtml('application/json, text/html;q=0.5')).toBe(false);
    expect(prefersHtml('text/html;q=0')).toBe(false);
  });
});
