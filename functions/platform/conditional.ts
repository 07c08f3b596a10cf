import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';

/** True for the error DynamoDB answers when a write's condition does not hold. */
export const isConditionFailure = (error: unknown): boolean => error instanceof ConditionalCheckFailedException;

/** Runs a conditional write: true when it happened, false when its condition did not hold. */
export async function conditional(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
