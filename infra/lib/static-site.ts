import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  BOOTSTRAP_QUALIFIER_CONTEXT,
  DefaultStackSynthesizer,
  Duration,
  RemovalPolicy,
  Stack,
  Token,
  Validations,
} from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { AaaaRecord, ARecord, HostedZone, RecordTarget } from 'aws-cdk-lib/aws-route53';
import { CloudFrontTarget } from 'aws-cdk-lib/aws-route53-targets';
import { BlockPublicAccess, Bucket, BucketEncryption, type CfnBucket, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { assertCloudFrontJs2 } from '../../edge/cloudfront-runtime';
import { cloudFrontFunctionMaxBytes } from '../../edge/routes';
import { securityHeadersPolicy } from './security-headers-policy';
import { planUploads } from './upload-plan';

/** The site's own domain; without it the site is served at its *.cloudfront.net name. */
export interface CustomDomain {
  readonly domainNames: readonly string[];
  /** ACM certificate in us-east-1 covering every name. */
  readonly certificateArn: string;
  readonly hostedZoneId: string;
  readonly hostedZoneName: string;
}

export interface StaticSiteProps {
  /** The built site (npm run build): build/, English at /, Italian at /it/. */
  readonly buildDir: string;
  /** dist/edge/routing.js: associated unchanged with viewer-request and viewer-response. */
  readonly routingFunctionFile: string;
  /** dist/edge/security-headers.json: the exact headers every response carries. */
  readonly securityHeadersFile: string;
  readonly customDomain?: CustomDomain;
}

/**
 * Invalidated after each deploy. One wildcard path is one path for billing (1,000 free a month); it
 * clears pages, the 1-day files (images, PDFs, sitemap) and cached error responses at once, while
 * hashed assets never change under a name, so dropping them from the edge costs only a re-fetch.
 */
export const invalidationPaths = ['/*'];

/** The error page for S3's 403 (a missing key under OAC): distribution-wide, so the API must never answer 403. */
export const missingObjectPage = '/404.html';

/**
 * The static site: a private, versioned S3 bucket behind CloudFront (Origin Access Control), the
 * routing CloudFront Function on viewer-request and viewer-response, the build's security headers,
 * access logs, and the deployment of build/ that keeps previous hashed assets for open tabs.
 */
export class StaticSite extends Construct {
  readonly bucket: Bucket;
  readonly logBucket: Bucket;
  readonly distribution: Distribution;
  readonly routingFunction: CloudFrontFunction;
  /** The default behaviour's headers policy: the site's headers over whatever S3 sends. */
  readonly responseHeadersPolicy: ResponseHeadersPolicy;
  /** For the behaviours the functions answer (/api/*, the proxy): the site's headers where a function sent none. */
  readonly functionsResponseHeadersPolicy: ResponseHeadersPolicy;
  /** The uploads of build/, in order; the last one invalidates the distribution. */
  readonly deployments: BucketDeployment[];
  readonly url: string;

  constructor(scope: Construct, id: string, props: StaticSiteProps) {
    super(scope, id);
    const { headers } = readEdgeArtefacts(props);

    this.logBucket = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront's standard logs are delivered with an ACL grant, so this bucket keeps ACLs on.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.logBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket itself; logging its own access would log the log writes, endlessly.',
    });

    this.bucket = new Bucket(this, 'Content', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      // Versioned so a bad deploy can be rolled back object by object; old versions expire.
      versioned: true,
      lifecycleRules: [
        { noncurrentVersionExpiration: Duration.days(30), abortIncompleteMultipartUploadAfter: Duration.days(7) },
      ],
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: 's3/',
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.routingFunction = new CloudFrontFunction(this, 'Routing', {
      code: FunctionCode.fromFile({ filePath: props.routingFunctionFile }),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Directory index, trailing-slash redirects, 404 pages (dist/edge/routing.js)',
    });

    this.responseHeadersPolicy = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'The build security headers (dist/edge/security-headers.json), over whatever S3 sends',
      ...securityHeadersPolicy(headers, 'site'),
    });
    // The same headers on the functions' behaviours, without overriding: the owner's action pages
    // keep their no-referrer and strict CSP (edge/security-headers.ts, headerBehaviours).
    this.functionsResponseHeadersPolicy = new ResponseHeadersPolicy(this, 'FunctionsSecurityHeaders', {
      comment: "The build security headers where a function sent none of its own (the functions' own win)",
      ...securityHeadersPolicy(headers, 'functions'),
    });

    const domain = props.customDomain;
    this.distribution = new Distribution(this, 'Distribution', {
      comment: `${Stack.of(this).stackName} site`,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: new CachePolicy(this, 'SiteCache', {
          comment: 'Honours the objects Cache-Control (edge/cache-policy.ts); min 0 so pages revalidate',
          minTtl: Duration.seconds(0),
          defaultTtl: Duration.days(1),
          maxTtl: Duration.days(365),
          enableAcceptEncodingGzip: true,
          enableAcceptEncodingBrotli: true,
        }),
        responseHeadersPolicy: this.responseHeadersPolicy,
        functionAssociations: [
          { eventType: FunctionEventType.VIEWER_REQUEST, function: this.routingFunction },
          { eventType: FunctionEventType.VIEWER_RESPONSE, function: this.routingFunction },
        ],
      },
      // Distribution-wide, so /api/* is affected too: only 403 is mapped, which S3 answers for a
      // missing key under OAC (no s3:ListBucket) and the forms API never answers. Unknown pages
      // never get here (the routing function rewrites them to the right language's 404 page);
      // a missing file with an extension under /it/ gets the English 404 page: an accepted
      // trade-off for a scoping CloudFront does not offer.
      errorResponses: [
        { httpStatus: 403, responseHttpStatus: 404, responsePagePath: missingObjectPage, ttl: Duration.minutes(1) },
      ],
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      ...(cloudFrontCanLogTo(Stack.of(this).region)
        ? { enableLogging: true, logBucket: this.logBucket, logFilePrefix: 'cloudfront/' }
        : {}),
      ...(domain
        ? {
            domainNames: [...domain.domainNames],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', domain.certificateArn),
            // Only settable with an own certificate; the default one is fixed at TLSv1.
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
    });
    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'A charter brochure for an international audience: no country is to be refused.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'No WAF (about $6+/month, more than the rest of the stack): the only dynamic paths are two form POSTs, throttled at the API and validated by the functions.',
      },
    );
    if (!cloudFrontCanLogTo(Stack.of(this).region)) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR3',
        reason: `CloudFront cannot deliver standard logs to a bucket in ${Stack.of(this).region} (an opt-in region); the bucket's own S3 access logs still record every origin read.`,
      });
    }
    if (domain) {
      const zone = HostedZone.fromHostedZoneAttributes(this, 'Zone', {
        hostedZoneId: domain.hostedZoneId,
        zoneName: domain.hostedZoneName,
      });
      const target = RecordTarget.fromAlias(new CloudFrontTarget(this.distribution));
      domain.domainNames.forEach((name, index) => {
        new ARecord(this, `Alias${index}`, { zone, recordName: name, target });
        new AaaaRecord(this, `AliasIpv6${index}`, { zone, recordName: name, target });
      });
    } else {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain CloudFront serves its default *.cloudfront.net certificate, whose TLS policy cannot be set; set customDomain in infra/config.json to get TLSv1.2_2021.',
      });
    }
    this.url = `https://${domain ? domain.domainNames[0] : this.distribution.distributionDomainName}`;

    this.deployments = this.deploy(props.buildDir);
  }

  /**
   * Uploads build/ in its Cache-Control groups (see planUploads), one after the other, then
   * invalidates the edge caches.
   */
  private deploy(buildDir: string): BucketDeployment[] {
    // One role and log group for the shared upload function, instead of the managed
    // AWSLambdaBasicExecutionRole and never-expiring logs CDK would otherwise create.
    const logGroup = new LogGroup(this, 'DeployLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const role = new Role(this, 'DeployRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'Uploads build/ to the site bucket and invalidates the distribution',
    });
    logGroup.grantWrite(role);

    const source = Source.asset(buildDir);
    const groups = planUploads(buildDir);
    const deployments: BucketDeployment[] = [];
    groups.forEach((group, index) => {
      const last = index === groups.length - 1;
      const deployment = new BucketDeployment(this, `Deploy${group.id}`, {
        sources: [source],
        destinationBucket: this.bucket,
        exclude: ['*'],
        include: [...group.include],
        cacheControl: [CacheControl.fromString(group.cacheControl)],
        // Keep objects the new build no longer has: an open tab of the previous build still
        // lazy-loads its hashed chunks. Overwritten versions expire through the lifecycle rule.
        prune: false,
        role,
        logGroup,
        memoryLimit: 512,
        // 170+ keys would overflow the custom resource's 4 KB response.
        outputObjectKeys: false,
        ...(last ? { distribution: this.distribution, distributionPaths: invalidationPaths } : {}),
      });
      const previous = deployments[deployments.length - 1];
      if (previous) deployment.node.addDependency(previous);
      deployments.push(deployment);
    });

    acknowledgeUploadGrants(role, this.bucket);

    // The shared upload function is a singleton CDK creates at the stack's root.
    const uploaders = Stack.of(this).node.children.filter((child) =>
      child.node.id.startsWith('Custom::CDKBucketDeployment'),
    );
    for (const construct of uploaders) {
      Validations.of(construct).acknowledge({
        id: 'AwsSolutions-L1',
        reason: 'The upload function is CDK-owned (aws-s3-deployment); its Python runtime is pinned by aws-cdk-lib.',
      });
    }
    return deployments;
  }
}

/**
 * The upload function's role gets CDK's own grants (aws-s3-deployment): wildcard S3 actions on the
 * asset bucket and the site bucket, and CloudFront invalidation on "*". Each finding is
 * acknowledged by the exact id cdk-nag prints, which names the asset bucket and the site bucket.
 */
function acknowledgeUploadGrants(role: Role, bucket: Bucket): void {
  const stack = Stack.of(role);
  const show = (value: string, pseudo: string) => (Token.isUnresolved(value) ? `<AWS::${pseudo}>` : value);
  const qualifier =
    (stack.node.tryGetContext(BOOTSTRAP_QUALIFIER_CONTEXT) as string | undefined) ??
    DefaultStackSynthesizer.DEFAULT_QUALIFIER;
  const assetObjects = `arn:${show(stack.partition, 'Partition')}:s3:::cdk-${qualifier}-assets-${show(stack.account, 'AccountId')}-${show(stack.region, 'Region')}/*`;
  const siteObjects = `<${stack.resolve(stack.getLogicalId(bucket.node.defaultChild as CfnBucket)) as string}.Arn>/*`;
  const cdkGrant = 'granted by aws-s3-deployment for its own upload function, which CDK does not let us narrow';
  const reasons: Record<string, string> = {
    'Action::s3:GetBucket*': `Read the build zip from the CDK asset bucket and list the site bucket: ${cdkGrant}.`,
    'Action::s3:GetObject*': `Read the build zip and compare objects during sync: ${cdkGrant}.`,
    'Action::s3:List*': `s3 sync lists both buckets: ${cdkGrant}.`,
    'Action::s3:Abort*': `Abort multipart uploads of large files: ${cdkGrant}.`,
    'Action::s3:DeleteObject*': `Remove objects on deletion (unused here: prune is off and retainOnDelete is on): ${cdkGrant}.`,
    [`Resource::${assetObjects}`]: `Objects of the CDK bootstrap asset bucket, where the build zip lands: ${cdkGrant}.`,
    [`Resource::${siteObjects}`]: `Every object of the site bucket, which the upload writes: ${cdkGrant}.`,
    'Resource::*': `cloudfront:CreateInvalidation/GetInvalidation after the upload: ${cdkGrant}.`,
  };
  for (const [finding, reason] of Object.entries(reasons)) {
    Validations.of(role).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason });
  }
}

function readEdgeArtefacts(props: StaticSiteProps): { headers: Record<string, string> } {
  const missing = [
    props.routingFunctionFile,
    props.securityHeadersFile,
    path.join(props.buildDir, 'index.html'),
  ].filter((file) => !existsSync(file));
  if (missing.length) {
    throw new Error(
      `The site build is missing ${missing.join(', ')}: run \`npm run build\` at the repository root first.`,
    );
  }
  const bytes = statSync(props.routingFunctionFile).size;
  if (bytes > cloudFrontFunctionMaxBytes) {
    throw new Error(
      `${props.routingFunctionFile} is ${bytes} bytes; CloudFront Functions refuse code over ${cloudFrontFunctionMaxBytes} bytes.`,
    );
  }
  assertCloudFrontJs2(props.routingFunctionFile, readFileSync(props.routingFunctionFile, 'utf8'));
  return {
    headers: JSON.parse(readFileSync(props.securityHeadersFile, 'utf8')) as Record<string, string>,
  };
}

/** Opt-in regions, whose buckets CloudFront does not deliver standard (legacy) logs to. */
export const regionsWithoutCloudFrontLogs = [
  'af-south-1',
  'ap-east-1',
  'ap-east-2',
  'ap-south-2',
  'ap-southeast-3',
  'ap-southeast-4',
  'ap-southeast-5',
  'ap-southeast-7',
  'ca-west-1',
  'eu-central-2',
  'eu-south-1',
  'eu-south-2',
  'il-central-1',
  'me-central-1',
  'me-south-1',
  'mx-central-1',
];

/** False only for a known opt-in region; a region-agnostic stack is assumed to be elsewhere. */
function cloudFrontCanLogTo(region: string): boolean {
  return Token.isUnresolved(region) || !regionsWithoutCloudFrontLogs.includes(region);
}
