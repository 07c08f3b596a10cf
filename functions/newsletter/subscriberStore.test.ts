import { legalLine } from '../mail/layout';
import { resetPrivacySecret } from '../platform/privacyKey';
import {
  confirmToken,
  readConfirmToken,
  readUnsubscribeToken,
  subscriberIdOf,
  subscriberMailExtras,
  unsubscribeToken,
} from './subscriberTokens';
import { readSesNotification } from '../mail/sesNotifications';
import { composeConfirmEmail } from './mail';
import { requestExpiresAt } from '../requests/store';

const settings = { siteOrigin: 'https://www.example.com', senderEmail: 'news@example.com' };

// Set before the describe blocks run (they compute ids while being collected).
process.env.PRIVACY_SECRET = 'test-secret-'.padEnd(48, 'x');
resetPrivacySecret();

describe('subscriber ids and tokens', () => {
  const id = subscriberIdOf('  Guest@Example.COM ');
  const nonce = Buffer.alloc(16, 7).toString('base64url');

  it('keys an address trimmed and lower-cased', () => {
    expect(id).toBe(subscriberIdOf('guest@example.com'));
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('reads back a confirmation token, and refuses a forged, truncated or foreign one', () => {
    const token = confirmToken(id, nonce);
    expect(readConfirmToken(token)).toEqual({ subscriberId: id, nonce });
    const bytes = Buffer.from(token, 'base64url');
    bytes[40] = bytes[40]! ^ 1;
    expect(readConfirmToken(bytes.toString('base64url'))).toBeUndefined();
    expect(readConfirmToken(token.slice(0, -3))).toBeUndefined();
    expect(readConfirmToken(unsubscribeToken(id))).toBeUndefined();
    for (const junk of ['', 'a b', 42, undefined, 'x'.repeat(500)]) expect(readConfirmToken(junk)).toBeUndefined();
  });

  it('reads back an unsubscribe token that never shows the address, and refuses a confirmation token', () => {
    const token = unsubscribeToken(id);
    expect(readUnsubscribeToken(token)).toBe(id);
    expect(token).not.toMatch(/guest|example/i);
    expect(readUnsubscribeToken(confirmToken(id, nonce))).toBeUndefined();
    expect(readUnsubscribeToken(`${token.slice(0, -1)}A`)).toBeUndefined();
  });

  it('gives every mail to a subscriber the RFC 8058 headers and the localized page', () => {
    const extras = subscriberMailExtras({ subscriberId: id, locale: 'it' }, settings);
    const token = unsubscribeToken(id);
    expect(extras.unsubscribeUrl).toBe(`https://www.example.com/api/newsletter/unsubscribe?token=${token}`);
    expect(extras.headers).toEqual({
      'List-Unsubscribe': `<${extras.unsubscribeUrl}>, <mailto:news@example.com?subject=unsubscribe>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(extras.unsubscribePageUrl).toBe(`https://www.example.com/it/newsletter/unsubscribe/?token=${token}`);
    expect(subscriberMailExtras({ subscriberId: id, locale: 'en' }, settings).unsubscribePageUrl).toBe(
      `https://www.example.com/newsletter/unsubscribe/?token=${token}`,
    );
  });
});

describe('readSesNotification', () => {
  it('reads permanent and transient bounces and complaints, in both notification shapes', () => {
    expect(
      readSesNotification(
        JSON.stringify({
          notificationType: 'Bounce',
          bounce: {
            bounceType: 'Permanent',
            bounceSubType: 'General',
            bouncedRecipients: [{ emailAddress: 'a@b.example' }],
          },
        }),
      ),
    ).toEqual({ kind: 'bounce', recipients: ['a@b.example'], detail: 'Permanent/General' });
    expect(
      readSesNotification(
        JSON.stringify({
          eventType: 'Bounce',
          bounce: { bounceType: 'Transient', bouncedRecipients: [{ emailAddress: 'c@d.example' }] },
        }),
      )?.kind,
    ).toBe('transient-bounce');
    expect(
      readSesNotification(
        JSON.stringify({
          eventType: 'Complaint',
          complaint: {
            complainedRecipients: [{ emailAddress: 'Reader <e@f.example>' }],
            complaintFeedbackType: 'abuse',
          },
        }),
      ),
    ).toEqual({ kind: 'complaint', recipients: ['e@f.example'], detail: 'abuse' });
    expect(readSesNotification(JSON.stringify({ eventType: 'Delivery' }))).toBeUndefined();
    expect(readSesNotification('not json')).toBeUndefined();
  });
});

describe('the confirmation e-mail', () => {
  it('is in the sign-up’s language with the link, the unsubscribe link and the legal footer', () => {
    const it = composeConfirmEmail({
      locale: 'it',
      confirmUrl: 'https://x.example/it/c?token=T',
      unsubscribeUrl: 'https://x.example/u',
    });
    expect(it.subject).toBe('Confermate l’iscrizione alla newsletter di Libeccio');
    expect(it.text).toContain('https://x.example/it/c?token=T');
    expect(it.text).toContain('Annullate subito questa iscrizione: https://x.example/u');
    expect(it.text).toContain('Informativa sulla privacy: https://www.libeccio-charter.example/it/privacy/');
    expect(it.text).toContain('Buon vento,\ngli armatori di Libeccio');
    // The operator's legal line (name, registered office, VAT number), as on every mail to a subscriber.
    expect(it.text).toContain(legalLine('it'));
    expect(it.html).toContain(legalLine('it'));
    expect(it.text).toContain('modulo della newsletter di Libeccio');
    expect(it.html).toContain('href="https://x.example/u"');
    expect(it.html).toContain('lang="it"');
    const en = composeConfirmEmail({
      locale: 'en',
      confirmUrl: 'https://x.example/c?token=T',
      unsubscribeUrl: 'https://x.example/u',
    });
    expect(en.subject).toBe('Please confirm your subscription to the Libeccio newsletter');
    expect(en.text).toContain('Cancel this sign-up now: https://x.example/u');
    expect(en.text).toContain(legalLine('en'));
  });
});

describe('requestExpiresAt', () => {
  it('is the end of the week’s last day plus the retention, in months', () => {
    expect(requestExpiresAt('2025-06-21', 24)).toBe(Date.UTC(2027, 5, 22) / 1000);
    expect(requestExpiresAt('2025-08-31', 6)).toBe(Date.UTC(2026, 2, 1) / 1000);
  });
});
