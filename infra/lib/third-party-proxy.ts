import path from 'node:path';
import { Duration } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  type Distribution,
  type IResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { FunctionUrlOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { type FunctionUrl, FunctionUrlAuthType } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { thirdParty } from '../../common/facts/site';
import { functionsDir } from '../../common/paths';
import { SiteFunction } from './site-function';

/** The proxy's path on the distribution: exactly the one the site and the local server use. */
export const thirdPartyProxyPath = thirdParty.proxyPath;

/** The only query parameter CloudFront keys on and forwards: the address to fetch. */
export const thirdPartyProxyQuery = 'url';

export interface ThirdPartyProxyProps {
  /** The site's distribution, which gets the proxy behaviour. */
  readonly distribution: Distribution;
  /** Sent on the proxy's responses too (nosniff, CSP, HSTS). */
  readonly responseHeadersPolicy: IResponseHeadersPolicy;
  readonly tracing?: boolean;
}

/**
 * The third-party script proxy: functions/third-party-proxy.ts on a Lambda Function URL that only
 * the distribution may call (auth AWS_IAM, origin access control signs every request), served as
 * /__third-party-proxy by its own behaviour, without the site's routing function, cached per `url`.
 *
 * Why a Function URL rather than a route on the forms' HTTP API: IAM and origin access control
 * instead of the shared origin header; no API Gateway request charge; and the proxy does not share
 * the forms' stage throttle, so a burst of script loads can never throttle a charter request.
 */
export class ThirdPartyProxy extends Construct {
  readonly handler: SiteFunction;
  readonly functionUrl: FunctionUrl;
  readonly cachePolicy: CachePolicy;

  constructor(scope: Construct, id: string, props: ThirdPartyProxyProps) {
    super(scope, id);

    // No bindings: it reads no table and sends no mail; the allow-list is bundled (common/facts/site.ts).
    this.handler = new SiteFunction(this, 'Fetcher', {
      entry: path.join(functionsDir, 'third-party-proxy.ts'),
      description: `GET ${thirdPartyProxyPath}?url=…: an allowed third-party script, from the site's origin`,
      // The upstream fetch gives up after 5 s (functions/proxy/thirdPartyProxy.ts).
      timeout: Duration.seconds(10),
      tracing: props.tracing,
    });
    this.functionUrl = this.handler.addFunctionUrl({ authType: FunctionUrlAuthType.AWS_IAM });

    // Keyed by `url` alone (no headers or cookies): one cached copy per address for every visitor.
    // The function answers `public, max-age=3600`; CloudFront keeps a file at most a day.
    this.cachePolicy = new CachePolicy(this, 'CachePolicy', {
      comment: 'Third-party proxy: one copy per ?url=, as long as the function says (at most a day)',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.hours(1),
      maxTtl: Duration.days(1),
      queryStringBehavior: CacheQueryStringBehavior.allowList(thirdPartyProxyQuery),
      headerBehavior: CacheHeaderBehavior.none(),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    // No function associations: the routing function would send this path to the 404 page. The
    // function alone reads and checks the address (decoded once, there).
    props.distribution.addBehavior(
      thirdPartyProxyPath,
      FunctionUrlOrigin.withOriginAccessControl(this.functionUrl, { readTimeout: Duration.seconds(10) }),
      {
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachedMethods: CachedMethods.CACHE_GET_HEAD,
        viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
        cachePolicy: this.cachePolicy,
        responseHeadersPolicy: props.responseHeadersPolicy,
        compress: true,
      },
    );
  }
}
