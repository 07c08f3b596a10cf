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

/** Runs a conditional write that answers something (e.g. `ReturnValues: 'ALL_NEW'`): its answer, or undefined when its condition did not hold. */
export async function conditionalResult<T>(write: () => Promise<T>): Promise<T | undefined> {
  try {
    return await write();
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}
