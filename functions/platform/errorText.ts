/**
 * The one scrubber for error text that reaches a log or a stored record (outbox `lastError`, campaign
 * `lastError`, the owner CLI's refusals): SES names the refused recipient in its error messages
 * ("… failed the check in region EU-SOUTH-1: visitor.name@example.org"), and the privacy notice
 * promises pseudonyms only. Every e-mail address (plain, in angle brackets or percent-encoded) becomes
 * `<address>`.
 */
const addressPattern = /[^\s<>"'(),;:[\]]+(?:@|%40)[^\s<>"'(),;:[\]]+/gi;

/** `text` with every e-mail address replaced by `<address>`. */
export function scrubAddresses(text: string): string {
  return text.replace(addressPattern, '<address>');
}

/** An error as logs and records may hold it: `Name: message`, addresses blanked, one line, at most 300 characters. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return scrubAddresses(text).replace(/\s+/g, ' ').trim().slice(0, 300);
}
