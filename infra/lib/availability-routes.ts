import path from 'node:path';
import { Duration, Stack } from 'aws-cdk-lib';
import {
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionRuntime,
} from 'aws-cdk-lib/aws-cloudfront';
import { ManagedPolicy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import type { Data } from './data';
import { apiRoutes } from '../../common/apiRoutes';
import { functionsDir } from '../../common/paths';
import { assertCloudFrontJs2 } from '../../edge/cloudfront-runtime';
import { SiteFunction } from './site-function';

/** The two public GET paths, each cached by CloudFront (the rest of /api/* is not). */
export const availabilityPaths = [apiRoutes.availability.path, apiRoutes.availabilityFeed.path] as const;

/** How long CloudFront keeps an answer: an owner's change shows on the site within this. */
export const availabilityEdgeTtl = Duration.seconds(60);

/**
 * Viewer-request code on the two availability paths, run before CloudFront computes the cache key:
 * `lang` becomes `it` or goes (English), so `?lang=<random>` cannot miss the cache on every request
 * and reach the function (security review N2). Everything else in the query is outside the key anyway.
 */
export const availabilityLangCode = `function handler(event) {
  var request = event.request;
  var lang = request.querystring.lang;
  var value = lang ? (lang.multiValue && lang.multiValue.length ? lang.multiValue[0].value : lang.value) : '';
  request.querystring = String(value).toLowerCase() === 'it' ? { lang: { value: 'it' } } : {};
  return request;
}`;

export interface AvailabilityProps {
  readonly data: Data;
  readonly tracing?: boolean;
}

/**
 * Live availability: the GET /api/availability and /api/availability.ics functions (read-only on the
 * weeks table), the CloudFront cache policy their two paths use, and the managed policy the owner's
 * command line needs (`npm run owner -- … --aws`): the only writer of weeks besides the sweep.
 */
export class Availability extends Construct {
  readonly api: SiteFunction;
  readonly feed: SiteFunction;
  readonly cachePolicy: CachePolicy;
  /** Normalises `lang` to en/it before the cache key (viewer request on both paths). */
  readonly langFunction: CloudFrontFunction;
  readonly ownerPolicy: ManagedPolicy;

  constructor(scope: Construct, id: string, props: AvailabilityProps) {
    super(scope, id);
    const { data } = props;

    this.api = new SiteFunction(this, 'Api', {
      entry: path.join(functionsDir, 'availability.ts'),
      description: 'GET /api/availability: every week and its status, as it reads today',
      tracing: props.tracing,
    }).bind(data.weeksReadOnly());

    this.feed = new SiteFunction(this, 'Feed', {
      entry: path.join(functionsDir, 'availability-feed.ts'),
      description: 'GET /api/availability.ics: the weeks as an iCalendar feed',
      tracing: props.tracing,
    }).bind(data.weeksReadOnly());

    // At most a minute at the edge (the functions say s-maxage=60; browsers revalidate with the ETag).
    // The key holds only `lang` (the feed's language): no headers or cookies, so one copy serves all.
    this.cachePolicy = new CachePolicy(this, 'CachePolicy', {
      comment: 'Public availability: at most 60 s at the edge',
      minTtl: Duration.seconds(0),
      defaultTtl: availabilityEdgeTtl,
      maxTtl: availabilityEdgeTtl,
      queryStringBehavior: CacheQueryStringBehavior.allowList('lang'),
      headerBehavior: CacheHeaderBehavior.none(),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    this.langFunction = new CloudFrontFunction(this, 'LangFunction', {
      comment: 'Availability: ?lang normalised to it or nothing before the cache key',
      code: FunctionCode.fromInline(checked(availabilityLangCode)),
      runtime: FunctionRuntime.JS_2_0,
    });

    // Attach to the owner's IAM user or role: list and set weeks, find the table through the stack's outputs.
    this.ownerPolicy = new ManagedPolicy(this, 'OwnerPolicy', {
      description:
        'The owner desk (npm run owner -- --aws), day to day: charter weeks, request statuses, reading mail records. It cannot erase, export subscribers or mail anyone.',
      statements: [
        new PolicyStatement({
          actions: [
            'dynamodb:DescribeTable',
            'dynamodb:GetItem',
            'dynamodb:Scan',
            'dynamodb:PutItem',
            'dynamodb:UpdateItem',
            // A week given to a request must be as read (the desk's transaction).
            'dynamodb:ConditionCheckItem',
          ],
          resources: [data.weeks.tableArn],
        }),
        // The request desk (requests, request <ref> …, export requests): list, read, change a status.
        new PolicyStatement({
          actions: ['dynamodb:GetItem', 'dynamodb:Scan', 'dynamodb:UpdateItem'],
          resources: [data.joinRequests.tableArn],
        }),
        // Reading the mail records (`mail`, `request <ref>`): never writing them (a written mail is sent).
        ...data.outboxOwnerRead(),
        new PolicyStatement({
          actions: ['cloudformation:DescribeStacks'],
          resources: [Stack.of(this).stackId],
        }),
      ],
    });
  }

  /** Path and function of each GET route. */
  get routes(): ReadonlyArray<{ path: (typeof availabilityPaths)[number]; handler: SiteFunction }> {
    return [
      { path: availabilityPaths[0], handler: this.api },
      { path: availabilityPaths[1], handler: this.feed },
    ];
  }
}

/** The inline code, once cloudfront-js-2.0 is known to accept it (Node alone would run anything). */
function checked(code: string): string {
  assertCloudFrontJs2('The availability lang function', code);
  return code;
}
