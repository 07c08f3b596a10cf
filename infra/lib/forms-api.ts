import { envVars } from '../../common/env';
import { tables } from '../../common/tables';
import path from 'node:path';
import { Duration, Fn, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  type CfnStage,
  CorsHttpMethod,
  HttpApi,
  HttpMethod,
  type HttpRoute,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import {
  AllowedMethods,
  CachedMethods,
  CachePolicy,
  type Distribution,
  FunctionEventType,
  type IResponseHeadersPolicy,
  OriginProtocolPolicy,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  OriginSslPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { Availability } from './availability-routes';
import type { Data } from './data';
import { originVerifyHeader } from '../../functions/platform/http';
import type { Mail } from './mail';
import type { Privacy } from './privacy';
import { apiPathPattern, apiRoutes } from '../../common/apiRoutes';
import { functionsDir } from '../../common/paths';
import type { RateLimits } from './rate-limits';
import { type FunctionBinding, SiteFunction } from './site-function';

/** API Gateway's token bucket: requests per second, steady, and the burst above it. */
export interface Throttle {
  readonly rateLimit: number;
  readonly burstLimit: number;
}

export interface FormsApiProps {
  /** The site's distribution, which gets the /api/* behaviour. */
  readonly distribution: Distribution;
  /** Sent on API responses too. */
  readonly responseHeadersPolicy: IResponseHeadersPolicy;
  readonly data: Data;
  readonly mail: Mail;
  /** The privacy secret (subscriber ids, signed links, log pseudonyms). */
  readonly privacy: Privacy;
  /** The site's origin (https://…, no trailing slash): links in the newsletter mails point there. */
  readonly siteOrigin: string;
  /** Months a charter request is kept after its week (REQUEST_RETENTION_MONTHS). */
  readonly requestRetentionMonths?: number;
  /** The public GET routes of live availability, cached by their own behaviours ahead of /api/*. */
  readonly availability?: Availability;
  /** The per-client counters of the uncached routes. */
  readonly rateLimits: RateLimits;
  /** The stage's limits of each route but the enquiry's: the backstop behind the per-client limit. */
  readonly throttle: Throttle;
  /** POST /api/join-requests' own limits, which no other route's traffic uses up (security review F7). */
  readonly enquiryThrottle?: Throttle;
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
  /** The value CloudFront sends in x-origin-verify; every function refuses a request without it (403). */
  readonly originSecret: Secret;
  readonly stage: HttpStage;
  readonly joinRequests: SiteFunction;
  readonly newsletterSubscriptions: SiteFunction;
  /** POST /api/newsletter/confirm */
  readonly newsletterConfirm: SiteFunction;
  /** GET and POST /api/newsletter/unsubscribe */
  readonly newsletterUnsubscribe: SiteFunction;
  /** GET, HEAD and POST /api/owner-actions: the action links in the owner's e-mails */
  readonly ownerActions: SiteFunction;

  constructor(scope: Construct, id: string, props: FormsApiProps) {
    super(scope, id);
    const { data, mail, rateLimits, privacy } = props;
    // Each function gets the table names with the permissions on them (bind()); these are the rest.
    const environment = {
      ...mail.environment,
      [envVars.siteOrigin]: props.siteOrigin,
      [envVars.requestRetentionMonths]: String(props.requestRetentionMonths ?? 24),
    };

    // Only CloudFront reaches the API: it adds this secret as a custom origin header, and every function
    // answers 403 without it (functions/platform/http.ts). Disabling the execute-api endpoint instead
    // would need a custom domain on the API as CloudFront's origin (a certificate and DNS in the API's
    // region), which this stack does not require. The value is resolved by CloudFormation (a dynamic
    // reference), never written into the template.
    this.originSecret = new Secret(this, 'OriginSecret', {
      description: `Sent by CloudFront to the forms API as ${originVerifyHeader}; requests without it are refused`,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: RemovalPolicy.DESTROY,
    });
    Validations.of(this.originSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'A shared origin header, not a credential: CloudFront and the functions read it at deploy time, so automatic rotation would break the API until the next deploy. Rotate by replacing the secret and deploying.',
    });
    const throughCloudFront: FunctionBinding = {
      environment: { [envVars.originVerifySecret]: this.originSecret.secretValue.unsafeUnwrap() },
      statements: [],
    };

    this.joinRequests = new SiteFunction(this, 'JoinRequests', {
      entry: path.join(functionsDir, 'join-requests.ts'),
      description: 'POST /api/join-requests: stores a charter request and mails the owner',
      tracing: props.tracing,
      environment,
    }).bind(
      joinRequestsStore(data),
      data.weekLookup(),
      // No acknowledgement to an address that bounced or complained.
      data.subscriptionsLookup(),
      // Queues the owner's mail and the visitor's acknowledgement, and tries both at once: it mails
      // visitors, so no onlyToOwner here (SES would refuse the acknowledgement).
      mail.ownerMail(),
      rateLimits.counting(),
      privacy.binding(),
      throughCloudFront,
    );

    this.newsletterSubscriptions = new SiteFunction(this, 'NewsletterSubscriptions', {
      entry: path.join(functionsDir, 'newsletter-subscriptions.ts'),
      description: 'POST /api/newsletter-subscriptions: records a sign-up and queues its confirmation mail',
      tracing: props.tracing,
      environment,
      // Queues the confirmation in the outbox (PutItem only); the sweeper sends it.
    }).bind(
      data.subscriptionsSignUp(),
      data.outboxQueueOnly(),
      rateLimits.counting(),
      privacy.binding(),
      throughCloudFront,
    );
    this.newsletterConfirm = new SiteFunction(this, 'NewsletterConfirm', {
      entry: path.join(functionsDir, 'newsletter-confirm.ts'),
      description: 'POST /api/newsletter/confirm: confirms a pending sign-up from its signed link',
      tracing: props.tracing,
      environment,
    }).bind(data.subscriptionsUpdate(), rateLimits.counting(), privacy.binding(), throughCloudFront);
    this.newsletterUnsubscribe = new SiteFunction(this, 'NewsletterUnsubscribe', {
      entry: path.join(functionsDir, 'newsletter-unsubscribe.ts'),
      description: 'GET/POST /api/newsletter/unsubscribe: one-click unsubscribe (RFC 8058) from a signed link',
      tracing: props.tracing,
      environment,
    }).bind(data.subscriptionsUpdate(), rateLimits.counting(), privacy.binding(), throughCloudFront);
    this.ownerActions = new SiteFunction(this, 'OwnerActions', {
      entry: path.join(functionsDir, 'owner-actions.ts'),
      description: 'GET/HEAD/POST /api/owner-actions: the owner mails’ action links (a page; only its POST acts)',
      tracing: props.tracing,
      environment,
    }).bind(
      ownerActionsDesk(data),
      // The guest's mail on an option, booking or decline: queued in the outbox (PutItem only); the sweeper sends it.
      data.outboxQueueOnly(),
      rateLimits.counting(),
      privacy.binding(),
      throughCloudFront,
    );
    // The digests and option reminders it sends carry the action links, which point at the site.
    mail.sweeper.addEnvironment(envVars.siteOrigin, props.siteOrigin);
    for (const route of props.availability?.routes ?? []) route.handler.bind(throughCloudFront);

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

    // The routes' functions, on the paths and methods common/apiRoutes.ts declares.
    const routes = new Map<string, HttpRoute>();
    const addRoutes = (path: string, methods: readonly HttpMethod[], integration: HttpLambdaIntegration) =>
      this.api
        .addRoutes({ path, methods: [...methods], integration })
        .forEach((route, index) => routes.set(`${methods[index]} ${path}`, route));
    const routeFunctions = {
      joinRequests: this.joinRequests,
      newsletterSubscriptions: this.newsletterSubscriptions,
      newsletterConfirm: this.newsletterConfirm,
      newsletterUnsubscribe: this.newsletterUnsubscribe,
      ownerActions: this.ownerActions,
    } as const;
    for (const [name, handler] of Object.entries(routeFunctions) as [keyof typeof routeFunctions, SiteFunction][]) {
      addRoutes(
        apiRoutes[name].path,
        apiRoutes[name].methods.map((method) => HttpMethod[method]),
        new HttpLambdaIntegration(name.charAt(0).toUpperCase() + name.slice(1), handler),
      );
    }
    for (const route of props.availability?.routes ?? []) {
      addRoutes(route.path, [HttpMethod.GET], new HttpLambdaIntegration(`Get${route.handler.node.id}`, route.handler));
    }
    // Every route its own token bucket, named whatever the stage default's semantics (security review
    // F7): the enquiry route's own limits, the others the stage's. The stage comes after the routes it names.
    const stage = this.stage.node.defaultChild as CfnStage;
    const enquiryKey = `POST ${apiRoutes.joinRequests.path}`;
    stage.routeSettings = Object.fromEntries(
      [...routes.keys()].map((key) => {
        const throttle = key === enquiryKey ? (props.enquiryThrottle ?? props.throttle) : props.throttle;
        // A JSON map in CloudFormation's own spelling (the L1 does not convert it).
        return [key, { ThrottlingRateLimit: throttle.rateLimit, ThrottlingBurstLimit: throttle.burstLimit }];
      }),
    );
    for (const route of routes.values()) stage.node.addDependency(route);
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
      customHeaders: { [originVerifyHeader]: this.originSecret.secretValue.unsafeUnwrap() },
    });
    // What the functions read, plus the viewer's address for the per-client limit. Not the Host header
    // (API Gateway answers only to its own); CloudFront-Viewer-Address is set by CloudFront, whatever
    // the viewer sends.
    const forwarded = new OriginRequestPolicy(this, 'ForwardToApi', {
      comment: 'Forms API: the headers the functions read and the viewer address for the rate limit',
      headerBehavior: OriginRequestHeaderBehavior.allowList(...forwardedHeaders),
      queryStringBehavior: OriginRequestQueryStringBehavior.all(),
      cookieBehavior: OriginRequestCookieBehavior.none(),
    });
    // Behaviours match in order: the cached availability paths come before the uncached /api/*.
    // No origin request policy: the cache key's `lang` is all the functions read.
    for (const route of props.availability?.routes ?? []) {
      props.distribution.addBehavior(route.path, origin, {
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachedMethods: CachedMethods.CACHE_GET_HEAD,
        viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
        cachePolicy: props.availability!.cachePolicy,
        functionAssociations: [
          { eventType: FunctionEventType.VIEWER_REQUEST, function: props.availability!.langFunction },
        ],
        responseHeadersPolicy: props.responseHeadersPolicy,
        compress: true,
      });
    }
    props.distribution.addBehavior(apiPathPattern, origin, {
      allowedMethods: AllowedMethods.ALLOW_ALL,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: forwarded,
      responseHeadersPolicy: props.responseHeadersPolicy,
    });
  }
}

/** Headers CloudFront passes to the API on /api/*: the functions' inputs, CORS preflights, the viewer address. */
export const forwardedHeaders = [
  'content-type',
  // The unsubscribe form post without JavaScript prefers HTML: it gets a redirect to the page.
  'accept',
  'accept-language',
  'origin',
  'access-control-request-method',
  'access-control-request-headers',
  'CloudFront-Viewer-Address',
] as const;

/**
 * join-requests on its table: GetItem (a repeated submissionId is answered as stored) and PutItem (the
 * request and its reference's reservation, in one transaction). Its mail lives in the outbox table. No
 * updates, queries, scans or deletes.
 */
function joinRequestsStore(data: Data): FunctionBinding {
  return {
    environment: { [tables.joinRequests.envVar]: data.joinRequests.tableName },
    statements: [
      new PolicyStatement({
        actions: ['dynamodb:GetItem', 'dynamodb:PutItem'],
        resources: [data.joinRequests.tableArn],
      }),
    ],
  };
}

/**
 * The action links' function: the desk's reads of one request and its week (GetItem) and its changes,
 * one transaction each: the request's status and history (UpdateItem), its week's (UpdateItem), the
 * check that a week given is still as read (ConditionCheckItem). No scans of requests, puts or deletes,
 * no other table but the outbox's guest mail.
 */
function ownerActionsDesk(data: Data): FunctionBinding {
  return {
    environment: {
      [tables.joinRequests.envVar]: data.joinRequests.tableName,
      [tables.weeks.envVar]: data.weeks.tableName,
    },
    statements: [
      new PolicyStatement({
        actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem'],
        resources: [data.joinRequests.tableArn, data.weeks.tableArn],
      }),
      new PolicyStatement({ actions: ['dynamodb:ConditionCheckItem'], resources: [data.weeks.tableArn] }),
      // The open weeks a request with dates to agree can be given (the page's list; public data).
      new PolicyStatement({ actions: ['dynamodb:Scan'], resources: [data.weeks.tableArn] }),
    ],
  };
}
