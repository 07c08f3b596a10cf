/**
 * The local stack's defaults, named once: `npm start` (server/) starts its backends with them and the owner's
 * CLI (owner/) finds them with the same values. Each can be overridden by the environment variable named
 * beside it. Deployed, the region is `infra/config.json`'s.
 */
export const localStack = {
  /** The AWS region the SDK is given locally (AWS_REGION); the region the owners deploy to by default. */
  region: 'eu-south-1',
  /** Site and API (PORT). */
  sitePort: 3000,
  /** Amazon's DynamoDB Local, the DynamoDB API (DYNAMODB_LOCAL_PORT). */
  dynamodbPort: 8000,
  /** aws-ses-v2-local, the SES API and its mail viewer (SES_LOCAL_PORT). */
  sesPort: 8005,
  /** The emulators take any credentials; the SDK wants some. */
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  ownerEmail: 'owner@libeccio-charter.example',
  senderEmail: 'website@libeccio-charter.example',
  /** The SES configuration set's name (in AWS: the stack's, which routes bounces and complaints back). */
  configurationSet: 'local',
} as const;

/** A port from the environment, or the local stack's default. */
export function localPort(env: NodeJS.ProcessEnv, name: 'PORT' | 'DYNAMODB_LOCAL_PORT' | 'SES_LOCAL_PORT'): number {
  const fallback = {
    PORT: localStack.sitePort,
    DYNAMODB_LOCAL_PORT: localStack.dynamodbPort,
    SES_LOCAL_PORT: localStack.sesPort,
  }[name];
  return Number(env[name] || fallback);
}
