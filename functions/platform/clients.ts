import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { SESv2Client } from '@aws-sdk/client-sesv2';

// Created once per runtime. Endpoints come from AWS_ENDPOINT_URL_DYNAMODB and
// AWS_ENDPOINT_URL_SESV2 when set (the local stack), from the region otherwise.
//
// Deadlines that really fire: with @smithy/node-http-handler 4.x `requestTimeout` alone only logs
// a warning, so `throwOnRequestTimeout` is set, and callers add an `abortSignal` per call on top.
// DynamoDB: at most 2 attempts of 1 s to connect + 2 s to answer, ~4-6 s in all, inside the
// join-requests function's 10 s (the outbox's calls also carry a 4 s abortSignal each).
export const dynamoClientConfig = {
  maxAttempts: 2,
  requestHandler: { connectionTimeout: 1_000, requestTimeout: 2_000, throwOnRequestTimeout: true },
};
export const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient(dynamoClientConfig), {
  marshallOptions: { removeUndefinedValues: true },
});

// Few, quick attempts: a failed send is retried by the outbox sweep, not by keeping the visitor
// waiting. Each send also carries an abortSignal deadline (functions/mail/outbox.ts).
// SESv2: the only SES API that sends custom headers (List-Unsubscribe) with simple content.
export const ses = new SESv2Client({
  maxAttempts: 2,
  requestHandler: { connectionTimeout: 1_000, requestTimeout: 2_000, throwOnRequestTimeout: true },
});
