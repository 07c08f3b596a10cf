/**
 * The value of an owner fact nobody has confirmed yet. The site builds with it (the page shows nothing,
 * or says the owners will confirm), but `npm run deploy` refuses a site that still holds one, naming it
 * (scripts/deploy/launch-check.ts). docs/owner-checklist.md lists every one.
 */
export const toConfirm = 'owners to confirm' as const;
export type ToConfirm = typeof toConfirm;

/** One of the answers the owners may give, or not given yet. */
export type OwnerChoice<T> = T | ToConfirm;

export function isConfirmed<T>(value: OwnerChoice<T>): value is T {
  return value !== toConfirm;
}
