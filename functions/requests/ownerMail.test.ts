import { resetPrivacySecret } from '../platform/privacyKey';
import type { Block } from '../mail/layout';
import { actionLinks, composeDigestEmail, composeOwnerEmail } from './mail';
import { guestReplyMailto, phoneLinks } from './guestContact';
import { readActionToken } from './ownerLinks/link';

const submissionId = '3f2c1a9e-8b7d-4c6e-9f01-23456789abcd';
const now = new Date('2026-11-25T10:00:00Z');
const original = {
  PRIVACY_SECRET: process.env.PRIVACY_SECRET,
  SITE_ORIGIN: process.env.SITE_ORIGIN,
  SENDER_EMAIL: process.env.SENDER_EMAIL,
};
const buttons = (blocks: Block[]) =>
  blocks.flatMap((block) => (typeof block === 'object' && 'buttons' in block ? block.buttons : []));

beforeEach(() => {
  process.env.SITE_ORIGIN = 'https://www.example.com';
  process.env.SENDER_EMAIL = 'charter@example.com';
  resetPrivacySecret();
  process.env.PRIVACY_SECRET = 'action-link-test-secret-'.padEnd(48, 'x');
});
afterAll(() => {
  for (const [name, value] of Object.entries(original)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetPrivacySecret();
});

describe('the links block of an owner mail', () => {
  const guest = {
    submissionId,
    email: 'ospite@example.com',
    name: '<b>Anna</b> & "Co"',
    locale: 'it' as const,
    weekFrom: '2027-07-03',
    weekTo: '2027-07-10',
  };

  it('has the request’s one signed link, then reply, call and WhatsApp, in the mail’s language', () => {
    const actions = actionLinks({ submissionId, guest: { ...guest, phone: '+442079460958' } }, 'en', now);
    const request = { ...guest, phone: '+442079460958', createdAt: '2026-11-25T10:00:00Z', message: 'Ciao' };
    const mail = composeOwnerEmail({ request, locale: 'en', now });
    const block = { text: mail.text.slice(mail.text.indexOf('Answer from your phone')), html: mail.html };
    const links = [...block.text.matchAll(/https:\/\/www\.example\.com\/api\/owner-actions\?t=(\S+)/g)].map((match) =>
      readActionToken(match[1], now),
    );
    expect(links.map((link) => (link.ok ? [link.token.r, link.token.l] : link.reason))).toEqual([[submissionId, 'en']]);
    expect(buttons(actions)).toHaveLength(4);
    expect(block.text).toMatch(/^- Open the request: its status, history and what you can do: https:/m);
    expect(block.text).toMatch(/^- Reply to <b>Anna<\/b> & "Co" \(e-mail\): mailto:ospite@example\.com\?subject=/m);
    expect(block.text).toContain('- Call +44 20 7946 0958: tel:+442079460958');
    expect(block.text).toContain('- WhatsApp +44 20 7946 0958: https://wa.me/442079460958');
    // Visitor-typed text is escaped in the HTML.
    expect(block.html).toContain('Reply to &lt;b&gt;Anna&lt;/b&gt; &amp; &quot;Co&quot;');
    expect(block.html).not.toContain('<b>Anna');
    // A reminder without its request: only the request's link.
    expect(buttons(actionLinks({ submissionId }, 'en', now))).toHaveLength(1);
    // Without the privacy secret: no links (the mail still goes).
    delete process.env.PRIVACY_SECRET;
    resetPrivacySecret();
    expect(actionLinks({ submissionId }, 'en', now)).toEqual([]);
  });

  it('writes a phone for people, tel: in E.164 and wa.me with digits only', () => {
    expect(phoneLinks('+393331234567')).toEqual({
      shown: '+39 333 123 4567',
      tel: 'tel:+393331234567',
      whatsapp: 'https://wa.me/393331234567',
    });
  });

  it('writes the reply in the guest’s language with the reference in the subject', () => {
    const mailto = new URL(guestReplyMailto(guest));
    expect(mailto.protocol).toBe('mailto:');
    expect(mailto.pathname).toBe('ospite@example.com');
    expect(mailto.searchParams.get('subject')).toMatch(/^La vostra richiesta di noleggio LB-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const body = mailto.searchParams.get('body')!;
    // A salutation, a blank line, then a sentence with its capital (Italian in the site's "voi").
    expect(body.split('\n').slice(0, 3)).toEqual([
      'Gentile <b>Anna</b> & "Co",',
      '',
      'Vi ringraziamo della richiesta per la settimana dal 3 al 10 luglio 2027.',
    ]);
    const english = new URL(guestReplyMailto({ ...guest, locale: 'en' })).searchParams.get('body')!;
    expect(english.split('\n').slice(0, 3)).toEqual([
      'Dear <b>Anna</b> & "Co",',
      '',
      'Thank you for your request for the week of 3–10 July 2027.',
    ]);
  });
});

describe('a digest', () => {
  it('gives each request its own links, naming that request', () => {
    const entry = (submissionId: string, name: string) => ({
      submissionId,
      reference: submissionId,
      createdAt: '2027-06-01T08:00:00Z',
      locale: 'en' as const,
      name,
      email: `${name.toLowerCase()}@example.com`,
      phone: '+393331234567',
      weekFrom: '2027-07-03',
      weekTo: '2027-07-10',
      leg: 'aeolian',
    });
    const entries = [entry(submissionId, 'Anna'), entry('9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', 'Bruno')];
    const digest = composeDigestEmail({ entries, locale: 'it', now });
    const parts = digest.text.split('────────────────────────').slice(1);
    expect(parts).toHaveLength(2);
    parts.forEach((part, index) => {
      const tokens = [...part.matchAll(/owner-actions\?t=(\S+)/g)].map((match) => readActionToken(match[1], now));
      expect(tokens.map((t) => (t.ok ? [t.token.r, t.token.l] : t.reason))).toEqual([
        [entries[index]!.submissionId, 'it'],
      ]);
      expect(part).toContain(`mailto:${entries[index]!.email}?subject=`);
    });
    expect(digest.html.match(/Rispondere dal telefono/g)).toHaveLength(2);
  });
});
