import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { SESClient } from '@aws-sdk/client-ses';

// Created once per runtime. Endpoints come from AWS_ENDPOINT_URL_DYNAMODB and
// AWS_ENDPOINT_URL_SES when set (the local stack), from the region otherwise.
export const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient({ maxAttempts: 3 }), {
  marshallOptions: { removeUndefinedValues: true },
});

// Few, quick attempts: a failed send is retried by the outbox sweep, not by
// keeping the visitor waiting.
export const ses = new SESClient({ maxAttempts: 2, requestHandler: { connectionTimeout: 2000, requestTimeout: 5000 } });
