/** A mistake the owner can fix: printed as one line naming the fix, exit code 1, nothing changed. */
export class OwnerError extends Error {
  override readonly name = 'OwnerError';
}
