import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Policy, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  ApplicationLogLevel,
  Architecture,
  type CfnFunction,
  LoggingFormat,
  Runtime,
  SystemLogLevel,
  Tracing,
} from 'aws-cdk-lib/aws-lambda';
import { type BundlingOptions, NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { lockFile, repoRoot } from '../../common/paths';

/** What a function needs to use one resource: its environment variables and IAM statements, granted together. */
export interface FunctionBinding {
  readonly environment: Readonly<Record<string, string>>;
  readonly statements: readonly PolicyStatement[];
}

/**
 * esbuild options of every handler bundle. SITE_CLOCK (a local/test clock override) is replaced by
 * `undefined` so production code cannot read it. The AWS SDK v3 is left to the Lambda runtime, which
 * ships it: bundles stay ~10x smaller and start faster (measured: join-requests 1181 KB with the SDK);
 * the handlers use only long-stable DynamoDB and SES calls.
 */
export const siteBundling = {
  minify: true,
  sourceMap: true,
  sourcesContent: false,
  bundleAwsSDK: false,
  define: { 'process.env.SITE_CLOCK': 'undefined' },
  forceDockerBundling: false,
} as const satisfies BundlingOptions;

export const siteRuntime = Runtime.NODEJS_24_X;

export interface SiteFunctionProps {
  /** Absolute path of the handler module; it must export `handler`. */
  readonly entry: string;
  readonly description: string;
  /** Variables every invocation needs regardless of bindings. */
  readonly environment?: Readonly<Record<string, string>>;
  /** @default 10 seconds */
  readonly timeout?: Duration;
  /** @default 256 MB: the bundles are small, but more memory also buys CPU for cold starts. */
  readonly memorySize?: number;
  /** @default false */
  readonly tracing?: boolean;
  /** @default three months */
  readonly logRetention?: RetentionDays;
}

/**
 * A handler from functions/ with the site's defaults: Node.js 24 on ARM64, bundled by the local
 * esbuild (no Docker), JSON logs into its own log group with a retention, and its own role that
 * starts with nothing but writing to that log group (no AWSLambdaBasicExecutionRole).
 */
export class SiteFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: SiteFunctionProps) {
    // Created beside the function (not inside it) because the constructor must hand them to super().
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: props.logRetention ?? RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const role = new Role(scope, `${id}Role`, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs ${id}: logs plus the bindings it is given`,
    });
    logGroup.grantWrite(role);

    super(scope, id, {
      entry: props.entry,
      handler: 'handler',
      description: props.description,
      runtime: siteRuntime,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 256,
      timeout: props.timeout ?? Duration.seconds(10),
      role,
      logGroup,
      loggingFormat: LoggingFormat.JSON,
      applicationLogLevelV2: ApplicationLogLevel.INFO,
      systemLogLevelV2: SystemLogLevel.WARN,
      projectRoot: repoRoot,
      depsLockFilePath: lockFile,
      environment: { NODE_OPTIONS: '--enable-source-maps', ...props.environment },
      bundling: siteBundling,
    });
    if (props.tracing) this.traceWith(scope, id, role);
  }

  /**
   * Active X-Ray tracing. CDK would put the X-Ray statement (resource "*": X-Ray has no resource-level
   * permissions) into the role's default policy, where an acknowledgement would also hide any other
   * wildcard; a policy of its own keeps the acknowledgement to exactly that statement.
   */
  private traceWith(scope: Construct, id: string, role: Role): void {
    const tracing = new Policy(scope, `${id}Tracing`, {
      roles: [role],
      statements: [
        new PolicyStatement({ actions: ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'], resources: ['*'] }),
      ],
    });
    Validations.of(tracing).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'X-Ray PutTraceSegments/PutTelemetryRecords support no resource-level permissions; this policy holds nothing else.',
    });
    (this.node.defaultChild as CfnFunction).tracingConfig = { mode: Tracing.ACTIVE };
    this.node.addDependency(tracing);
  }

  /** Gives the function access to resources: sets each binding's variables and grants its statements. */
  bind(...bindings: FunctionBinding[]): this {
    for (const binding of bindings) {
      for (const [name, value] of Object.entries(binding.environment)) this.addEnvironment(name, value);
      for (const statement of binding.statements) this.addToRolePolicy(statement);
    }
    return this;
  }
}
