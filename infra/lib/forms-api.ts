import path from 'node:path';
import { Duration, Fn, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { CorsHttpMethod, HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import {
  AllowedMethods,
  CachedMethods,
  CachePolicy,
  type Distribution,
  type IResponseHeadersPolicy,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { Availability } from './availability';
import type { Data } from './data';
import type { Mail } from './mail';
import { functionsDir } from './paths';
import { SiteFunction } from './site-function';

/** The path pattern of the API on the site's distribution (same origin: no CORS for the site itself). */
export const apiPathPattern = '/api/*';

export interface FormsApiProps {
  /** The site's distribution, which gets the /api/* behaviour. */
  readonly distribution: Distribution;
  /** Sent on API responses too. */
  readonly responseHeadersPolicy: IResponseHeadersPolicy;
  readonly data: Data;
  readonly mail: Mail;
  /** The public GET routes of live availability, cached by their own behaviours ahead of /api/*. */
  readonly availability?: Availability;
  /** Stage-wide limits for all routes together. */
  readonly throttle: { readonly rateLimit: number; readonly burstLimit: number };
  /** Other origins allowed to call the API from a browser; empty: no CORS at all. */
  readonly allowedOrigins?: readonly string[];
  readonly tracing?: boolean;
}

/**
 * The forms' HTTP API: POST /api/join-requests and POST /api/newsletter-subscriptions on their
 * Lambda handlers, throttled, access-logged, and served through the site's distribution as /api/*
 * with caching disabled.
 */
export class FormsApi extends Construct {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  readonly joinRequests: SiteFunction;
  readonly newsletterSubscriptions: SiteFunction;

  constructor(scope: Construct, id: string, props: FormsApiProps) {
    super(scope, id);
    const { data, mail } = props;
    // functions/commons/config.ts reads every name at start-up; permissions come only from bind().
    const environment = { ...data.environment, ...mail.environment };

    this.joinRequests = new SiteFunction(this, 'JoinRequests', {
      entry: path.join(functionsDir, 'join-requests.ts'),
      description: 'POST /api/join-requests: stores a charter request and mails the owner',
      tracing: props.tracing,
      environment,
    }).bind(data.joinRequestsReadWrite(), data.weekLookup(), mail.ownerMail());

    this.newsletterSubscriptions = new SiteFunction(this, 'NewsletterSubscriptions', {
      entry: path.join(functionsDir, 'newsletter-subscriptions.ts'),
      description: 'POST /api/newsletter-subscriptions: stores a newsletter address',
      tracing: props.tracing,
      environment,
    }).bind(data.subscriptionsPutOnly());

    const origins = props.allowedOrigins ?? [];
    this.api = new HttpApi(this, 'Api', {
      description: 'Form submissions of the site (served as /api/* by its distribution)',
      createDefaultStage: false,
      ...(origins.length
        ? {
            corsPreflight: {
              allowOrigins: [...origins],
              allowMethods: [CorsHttpMethod.POST],
              allowHeaders: ['content-type', 'accept-language'],
              maxAge: Duration.hours(1),
            },
          }
        : {}),
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      // Holds visitors' IP addresses: kept only as long as abuse investigations need.
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = new HttpStage(this, 'Stage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: props.throttle.rateLimit, burstLimit: props.throttle.burstLimit },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            time: '$context.requestTime',
            method: '$context.httpMethod',
            route: '$context.routeKey',
            status: '$context.status',
            length: '$context.responseLength',
            latency: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });

    this.api.addRoutes({
      path: '/api/join-requests',
      methods: [HttpMethod.POST],
      integration: new HttpLambdaIntegration('JoinRequests', this.joinRequests),
    });
    this.api.addRoutes({
      path: '/api/newsletter-subscriptions',
      methods: [HttpMethod.POST],
      integration: new HttpLambdaIntegration('NewsletterSubscriptions', this.newsletterSubscriptions),
    });
    for (const route of props.availability?.routes ?? []) {
      this.api.addRoutes({
        path: route.path,
        methods: [HttpMethod.GET],
        integration: new HttpLambdaIntegration(`Get${route.handler.node.id}`, route.handler),
      });
    }
    Validations.of(this.api).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        'Public, anonymous forms (charter enquiry, newsletter): there is no user to authorise. Abuse is bounded by stage throttling, a 16 KB body limit, validation and a honeypot.',
    });

    // The API's execute-api host name, without scheme or stage.
    const apiDomain = Fn.select(2, Fn.split('/', this.api.apiEndpoint));
    const origin = new HttpOrigin(apiDomain, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
    });
    // Behaviours match in order: the cached availability paths come before the uncached /api/*.
    // No origin request policy: the cache key's `lang` is all the functions read.
    for (const route of props.availability?.routes ?? []) {
      props.distribution.addBehavior(route.path, origin, {
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachedMethods: CachedMethods.CACHE_GET_HEAD,
        viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
        cachePolicy: props.availability!.cachePolicy,
        responseHeadersPolicy: props.responseHeadersPolicy,
        compress: true,
      });
    }
    props.distribution.addBehavior(apiPathPattern, origin, {
      allowedMethods: AllowedMethods.ALLOW_ALL,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: props.responseHeadersPolicy,
    });
  }
}
