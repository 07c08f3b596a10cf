import { stackOutputs } from '../common/stackOutputs';
import { localPrivacySecretFile } from '../common/paths';
import { localTableNames } from '../server/localTables';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { DescribeTableCommand, DynamoDBClient, ResourceNotFoundException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { existsSync, readFileSync } from 'node:fs';
import { setPrivacySecret } from '../functions/platform/privacyKey';
import { loadConfig } from '../infra/config';
import { portOpen } from '../server/backends';
import { OwnerError } from './context';
import { localPort, localStack } from '../common/localStack';

/** Where the owner's commands read and write: the tables and a description for messages. */
export interface Target {
  db: DynamoDBDocumentClient;
  /** The weeks and seasons (the deployed stack's WeeksTable output; locally Weeks). */
  weeksTable: string;
  /** The outbox table (the OutboxTable output; locally Outbox). */
  outboxTable: string;
  /** The charter requests' table (the JoinRequestsTable output; locally JoinRequests). */
  joinRequestsTable: string;
  /** The newsletter subscribers' table (the SubscriptionsTable output; locally NewsletterSubscriptions). */
  subscriptionsTable: string;
  /**
   * Loads the privacy secret the functions use (subscriber ids are keyed hashes of the address): locally
   * PRIVACY_SECRET or LOCAL_DATA_DIR/privacy-secret, deployed the PrivacySecretArn output's secret.
   */
  loadPrivacySecret(): Promise<void>;
  /** "local stack (DynamoDB Local on port 8000)" or "stack LibeccioSite in eu-south-1". */
  where: string;
  close(): void;
}

export interface TargetOptions {
  aws: boolean;
  profile?: string;
  region?: string;
}

/** The stack output that names the weeks table (infra/lib/site-stack.ts). */
export const weeksTableOutput = stackOutputs.weeksTable;
/** The stack output that names the outbox table. */
export const outboxTableOutput = stackOutputs.outboxTable;
/** The stack output that names the requests table. */
export const joinRequestsTableOutput = stackOutputs.joinRequestsTable;
/** The stack output that names the subscriptions table. */
export const subscriptionsTableOutput = stackOutputs.subscriptionsTable;
/** The stack output that names the privacy secret (Secrets Manager). */
export const privacySecretOutput = stackOutputs.privacySecretArn;
/** The stack output that names the SES configuration set (bounces and complaints): `newsletter send`. */
export const configurationSetOutput = stackOutputs.sesConfigurationSet;
/** The stack output with the site's URL: the links in a campaign. */
export const siteUrlOutput = stackOutputs.siteUrl;

/** The local stack `npm start` runs (same ports and names), or the deployed stack with --aws. */
export async function connect(options: TargetOptions, env: NodeJS.ProcessEnv): Promise<Target> {
  return options.aws ? connectAws(options) : connectLocal(env);
}

async function connectLocal(env: NodeJS.ProcessEnv): Promise<Target> {
  const port = localPort(env, 'DYNAMODB_LOCAL_PORT');
  const {
    weeks: table,
    outbox: outboxTable,
    joinRequests: joinRequestsTable,
    subscriptions: subscriptionsTable,
  } = localTableNames(env);
  if (!Number.isInteger(port) || !(await portOpen(port))) {
    throw new OwnerError(
      `The local stack is not running (nothing on DynamoDB port ${port}): start it with \`npm start\`; a stack on another port: set DYNAMODB_LOCAL_PORT to its port; the deployed site: pass --aws.`,
    );
  }
  const client = new DynamoDBClient({
    endpoint: `http://127.0.0.1:${port}`,
    region: env.AWS_REGION || localStack.region,
    credentials: localStack.credentials,
    maxAttempts: 2,
  });
  try {
    await client.send(new DescribeTableCommand({ TableName: table }), { abortSignal: AbortSignal.timeout(3_000) });
  } catch (error) {
    client.destroy();
    if (error instanceof ResourceNotFoundException) {
      throw new OwnerError(
        `The local stack has no table "${table}": restart \`npm start\`, which creates and seeds it.`,
      );
    }
    throw new OwnerError(
      `The local DynamoDB on port ${port} does not answer (${String(error)}): nothing changed; restart \`npm start\`.`,
    );
  }
  return {
    db: DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } }),
    weeksTable: table,
    outboxTable,
    joinRequestsTable,
    subscriptionsTable,
    async loadPrivacySecret() {
      if (env.PRIVACY_SECRET) return setPrivacySecret(env.PRIVACY_SECRET);
      const file = localPrivacySecretFile(env);
      if (!existsSync(file)) {
        throw new OwnerError(
          `The local stack has no privacy secret (${file}): start it once with \`npm start\`, which creates it.`,
        );
      }
      setPrivacySecret(readFileSync(file, 'utf8'));
    },
    where: `local stack (DynamoDB Local on port ${port})`,
    close: () => client.destroy(),
  };
}

/** The deployed stack's outputs, and the client settings (region, profile) that reached it. */
export async function readStack(options: Pick<TargetOptions, 'region' | 'profile'>) {
  const { config } = loadConfig();
  const region = options.region ?? config.aws?.region;
  const clientConfig = { ...(region ? { region } : {}), ...(options.profile ? { profile: options.profile } : {}) };
  const cloudFormation = new CloudFormationClient(clientConfig);
  let outputs: Array<{ OutputKey?: string; OutputValue?: string }>;
  try {
    const result = await cloudFormation.send(new DescribeStacksCommand({ StackName: config.stackName }), {
      abortSignal: AbortSignal.timeout(10_000),
    });
    outputs = result.Stacks?.[0]?.Outputs ?? [];
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/does not exist/.test(message)) {
      throw new OwnerError(
        `Stack ${config.stackName} does not exist in ${region ?? 'the default region'}: deploy it (\`npm run deploy\`) or pass --region/--profile.`,
      );
    }
    throw new OwnerError(
      `Cannot read stack ${config.stackName} (${message}): check your AWS credentials, --profile and --region.`,
    );
  } finally {
    cloudFormation.destroy();
  }
  const output = (key: string) => outputs.find((candidate) => candidate.OutputKey === key)?.OutputValue;
  return { config, region, clientConfig, outputs, output };
}

/** The outputs every owner command reads: a stack without one is not this version's. */
const requiredOutputs = [
  weeksTableOutput,
  outboxTableOutput,
  joinRequestsTableOutput,
  subscriptionsTableOutput,
  privacySecretOutput,
  configurationSetOutput,
  siteUrlOutput,
] as const;

async function connectAws(options: TargetOptions): Promise<Target> {
  const { config, region, clientConfig, output } = await readStack(options);
  const missing = requiredOutputs.filter((key) => !output(key));
  if (missing.length > 0) {
    const others = missing.length > 1 ? `; missing too: ${missing.slice(1).join(', ')}` : '';
    throw new OwnerError(
      `Stack ${config.stackName} has no ${missing[0]} output: deploy the current version (\`npm run deploy\`)${others}.`,
    );
  }
  const required = (key: (typeof requiredOutputs)[number]) => output(key)!;
  const client = new DynamoDBClient({ ...clientConfig, maxAttempts: 3 });
  return {
    db: DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } }),
    weeksTable: required(weeksTableOutput),
    outboxTable: required(outboxTableOutput),
    joinRequestsTable: required(joinRequestsTableOutput),
    subscriptionsTable: required(subscriptionsTableOutput),
    async loadPrivacySecret() {
      const arn = required(privacySecretOutput);
      const secrets = new SecretsManagerClient(clientConfig);
      try {
        const result = await secrets.send(new GetSecretValueCommand({ SecretId: arn }), {
          abortSignal: AbortSignal.timeout(10_000),
        });
        if (!result.SecretString) throw new OwnerError(`The privacy secret ${arn} is empty.`);
        setPrivacySecret(result.SecretString);
      } catch (error) {
        if (error instanceof OwnerError) throw error;
        throw new OwnerError(
          `Cannot read the privacy secret (${error instanceof Error ? error.message : String(error)}): this command needs the OwnerPrivilegedPolicyArn policy, in an MFA session (infra/README.md).`,
        );
      } finally {
        secrets.destroy();
      }
    },
    where: `stack ${config.stackName}${region ? ` in ${region}` : ''}`,
    close: () => client.destroy(),
  };
}
