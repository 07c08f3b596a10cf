import { apiPathPattern } from '../common/apiRoutes';
import { thirdParty } from '../common/facts/site';

/**
 * The security headers the site is served with, locally and by CloudFront
 * (the infra's response headers policy reads the same generated JSON).
 * `scriptHashes` are the sha256 sources of the build's inline scripts, so the
 * CSP allows exactly those and no other inline script.
 */
export function securityHeaders(scriptHashes: readonly string[]): Record<string, string> {
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((hash) => `'${hash}'`).join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/**
 * How each CloudFront behaviour applies the headers above, declared once: infra gives each behaviour a
 * response headers policy with these `override` settings (infra/lib/static-site.ts), and the local edge
 * server applies them the same way after the origin has answered (server/site-server.ts). CloudFront's
 * semantics: with override on, the policy's header replaces the origin's; with it off, the policy's
 * header is added only when the origin sent none of that name.
 *
 * - `site`: the default behaviour (S3, the build): objects carry no security headers of their own, and
 *   whatever one might carry is replaced.
 * - `functions`: `/api/*` and the third-party proxy, answered by the Lambda functions. A page that sets
 *   its own stricter headers keeps them (the owner's action pages: `referrer-policy: no-referrer` and a
 *   `default-src 'none'` CSP, functions/requests/ownerLinks/page.ts); every header it leaves out is the
 *   site's (security review F6).
 */
export const headerBehaviours = {
  site: { override: true },
  functions: { override: false },
} as const satisfies Record<string, { override: boolean }>;

export type HeaderBehaviour = keyof typeof headerBehaviours;

/** The behaviour CloudFront matches a request path to, as far as headers go. */
export function headerBehaviourFor(pathname: string): HeaderBehaviour {
  const apiPrefix = apiPathPattern.replace(/\*$/, '');
  return pathname.startsWith(apiPrefix) || pathname === thirdParty.proxyPath ? 'functions' : 'site';
}

/**
 * The headers a viewer gets: the origin's, with the policy's headers applied as CloudFront does
 * (names compared case-insensitively; an overriding header replaces the origin's under its own name).
 */
export function viewerHeaders(
  origin: Readonly<Record<string, string>>,
  policy: Readonly<Record<string, string>>,
  behaviour: HeaderBehaviour,
): Record<string, string> {
  const { override } = headerBehaviours[behaviour];
  const out: Record<string, string> = { ...origin };
  for (const [name, value] of Object.entries(policy)) {
    const existing = Object.keys(out).filter((key) => key.toLowerCase() === name.toLowerCase());
    if (existing.length > 0 && !override) continue;
    for (const key of existing) delete out[key];
    out[name] = value;
  }
  return out;
}
