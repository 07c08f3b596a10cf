import { errorText, scrubAddresses } from './errorText';

/** Every character RFC 5322 allows in a local part (atext, dots, quoted strings), and where SES puts them. */
describe('scrubAddresses (F9)', () => {
  it.each([
    "mary.o'brien@example.org",
    "mary.o'neill@example.org",
    'a+b@example.org',
    "x!#$%&'*+/=?^_`{|}~-@example.org",
    'first.last@sub.example.co.uk',
    '"john doe"@example.org',
    '"a@b, c; d"@example.org',
    '"with \\"escaped\\" quotes"@example.org',
    'user@[192.0.2.1]',
    'josé.müller@example.de',
    'mary.o%27brien%40example.org',
    'UPPER.Case@Example.ORG',
  ])('blanks %s whole, wherever it stands', (address) => {
    for (const text of [
      address,
      `MessageRejected: Email address is not verified. The following identities failed the check in region EU-SOUTH-1: ${address}`,
      `to <${address}>, cc ${address}; done`,
      `(${address})`,
    ]) {
      const scrubbed = scrubAddresses(text);
      expect(scrubbed).toContain('<address>');
      // Nothing of the address survives: no @, no piece of its local part.
      expect(scrubbed).not.toMatch(/@|%40/i);
      for (const piece of ['mary', 'brien', 'neill', 'john', 'escaped', 'first', 'josé', 'UPPER', '192.0.2.1']) {
        if (address.includes(piece)) expect(scrubbed).not.toContain(piece);
      }
    }
  });

  it('leaves the text around an address as it was', () => {
    expect(scrubAddresses("failed the check in region EU-SOUTH-1: mary.o'neill@example.org")).toBe(
      'failed the check in region EU-SOUTH-1: <address>',
    );
    expect(scrubAddresses("to <a+b@example.org>, then x!#$%&'*+/=?^_`{|}~-@example.org.")).toBe(
      'to <<address>>, then <address>',
    );
    expect(scrubAddresses('no address here: 50% of 10, a @ sign alone')).toBe(
      'no address here: 50% of 10, a @ sign alone',
    );
  });

  it('errorText scrubs the apostrophe address SES names (the review’s reproduction)', () => {
    const error = new Error(
      "Email address is not verified. The following identities failed the check in region EU-SOUTH-1: mary.o'neill@example.org",
    );
    error.name = 'MessageRejected';
    expect(errorText(error)).toBe(
      'MessageRejected: Email address is not verified. The following identities failed the check in region EU-SOUTH-1: <address>',
    );
  });
});
