/**
 * The short reference of a charter request, shown to the visitor on the
 * success screen, in both e-mails and in the owner's command line: "LB-7K3M-Q9TX".
 * Derived from the request's submissionId (a random UUID), so the browser, the
 * functions and the CLI compute the same one without asking each other: 40
 * random bits in Crockford's base32 (no I, L, O or U to misread).
 */
export function requestReference(submissionId: string): string {
  const hex = submissionId.replace(/[^0-9a-f]/gi, '').toLowerCase();
  if (hex.length < 10) throw new Error(`Not a submissionId: "${submissionId}"`);
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  let bits = BigInt(`0x${hex.slice(-10)}`);
  let code = '';
  for (let i = 0; i < 8; i += 1) {
    code = alphabet[Number(bits & 31n)] + code;
    bits >>= 5n;
  }
  return `LB-${code.slice(0, 4)}-${code.slice(4)}`;
}

/** Whether `text` looks like a reference (any case, with or without dashes). */
export function isRequestReference(text: string): boolean {
  return /^LB-?[0-9A-HJKMNP-TV-Z]{4}-?[0-9A-HJKMNP-TV-Z]{4}$/i.test(text.trim());
}

/** A reference as typed by a person (lower case, no dashes, O for 0) in its canonical form. */
export function normalizeReference(text: string): string {
  const code = text
    .trim()
    .toUpperCase()
    .replace(/^LB-?/, '')
    .replace(/-/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  return `LB-${code.slice(0, 4)}-${code.slice(4)}`;
}
