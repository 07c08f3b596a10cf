/**
 * The one scrubber for error text that reaches a log or a stored record (outbox `lastError`, campaign
 * `lastError`, the owner CLI's refusals): SES names the refused recipient in its error messages
 * ("… failed the check in region EU-SOUTH-1: visitor.name@example.org"), and the privacy notice
 * promises pseudonyms only. Every e-mail address (plain, in angle brackets or percent-encoded) becomes
 * `<address>`.
 */
/**
 * An address's local part, as RFC 5322 allows it: a dot-atom (letters, digits, `.` and every atext
 * sign, ! # $ % & ' * + - / = ? ^ _ ` { | } ~, and RFC 6531's non-ASCII letters), or a quoted string
 * (any character, `\"` escaped), then `@` (or `%40`) and a domain or a domain literal (`[192.0.2.1]`).
 * Anything not a separator before the `@` is taken: blanking too much is safe, too little is not.
 */
const localPart = String.raw`(?:"(?:[^"\\\r\n]|\\.)*"|[^\s<>"(),;:[\]@]+)`;
const domainPart = String.raw`(?:\[[^\]\s]*\]|[^\s<>"'(),;:[\]@]+)`;
const addressPattern = new RegExp(`${localPart}(?:@|%40)${domainPart}`, 'gi');

/** `text` with every e-mail address replaced by `<address>`. */
export function scrubAddresses(text: string): string {
  return text.replace(addressPattern, '<address>');
}

/** An error as logs and records may hold it: `Name: message`, addresses blanked, one line, at most 300 characters. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return scrubAddresses(text).replace(/\s+/g, ' ').trim().slice(0, 300);
}
