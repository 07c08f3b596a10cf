import { formatEuros, operator } from '../../common/facts/site';

const shareCapital = (locale: 'en' | 'it') => formatEuros(operator.shareCapitalEuros, locale);
import { campaignMail } from './mail';
import { CampaignError, parseCampaign } from './campaignFile';
import { legalLine } from '../mail/layout';
import { rateLimiter, errorReason } from './campaign';

const source = (front: string, body = 'Ciao!') => `---\n${front}\n---\n\n${body}\n`;

describe('parseCampaign', () => {
  it('reads id, lang, subject and the trimmed body', () => {
    expect(
      parseCampaign(source('id: spring-2026\nlang: it\nsubject: "Le regate: primavera"', '\n# Titolo\n\nTesto.\n')),
    ).toEqual({
      id: 'spring-2026',
      lang: 'it',
      subject: 'Le regate: primavera',
      body: '# Titolo\n\nTesto.',
    });
  });

  it.each([
    [source('lang: it\nsubject: Ciao'), /no id/],
    [source('id: 2026\nlang: it\nsubject: Ciao'), /id "2026" is not a slug/],
    [source('id: Spring_2026\nlang: it\nsubject: Ciao'), /not a slug/],
    [source('id: a--b\nlang: it\nsubject: Ciao'), /not a slug/],
    [source('id: a\nsubject: Ciao'), /no lang/],
    [source('id: a\nlang: de\nsubject: Hallo'), /lang "de" is not a language of the site/],
    [source('id: a\nlang: it'), /no subject/],
    [source('id: a\nlang: it\nsubject: "   "'), /no subject/],
    [source('id: a\nlang: it\nsubject: Ciao\nfrom: me'), /Unknown front matter field "from"/],
    [source('id: a\nlang: it\nsubject: Ciao', '   '), /no text/],
    [source(`id: a\nlang: it\nsubject: Ciao\npreheader: "${'x'.repeat(151)}"`), /preheader must be one line/],
    ['Just a body\n', /no front matter/],
    [source('id: a\nlang: it\nsubject: [Ciao'), /not valid YAML/],
  ])('refuses %j', (text, message) => {
    expect(() => parseCampaign(text)).toThrow(CampaignError);
    expect(() => parseCampaign(text)).toThrow(message);
  });
});

describe('campaignMail', () => {
  const campaign = parseCampaign(
    source('id: a\nlang: it\nsubject: Notizie', '## Rotta\n\nVisitate [il sito](https://example.com) e **prenotate**.'),
  );
  const url = 'https://www.example.com/it/newsletter/unsubscribe/?token=abc';

  it('renders the body in the brand with inline styles and the Italian footer with the link', () => {
    const mail = campaignMail({ campaign })({ unsubscribePageUrl: url });
    expect(mail.subject).toBe('Notizie');
    expect(mail.html).toContain('<html lang="it">');
    expect(mail.html).toMatch(/<h2 style="[^"]*color:#0a2133">Rotta<\/h2>/);
    expect(mail.html).toContain(
      '<a href="https://example.com" style="color:#7a6238;text-decoration:underline">il sito</a>',
    );
    expect(mail.html).toContain('<strong>prenotate</strong>');
    expect(mail.html).toContain(
      `<a href="${url}" style="color:#7a6238;text-decoration:underline">Annullate l’iscrizione</a>`,
    );
    expect(mail.html).toContain('background:#f6f1e8');
    expect(mail.text).toContain('Rotta\n\nVisitate il sito (https://example.com) e prenotate.');
    expect(mail.text).toContain(`Non volete più ricevere queste e-mail? Annullate l’iscrizione (${url})`);
    // A reader who wants to book has the site, the owners' address and the privacy notice in the footer.
    expect(mail.text).toContain(
      'Sito: https://www.libeccio-charter.example/it/ · E-mail: charter@libeccio-charter.example',
    );
    expect(mail.html).toContain('href="https://www.libeccio-charter.example/it/privacy/"');
  });

  it('puts the preheader first in the body, hidden, as the inbox preview, and says why it came in English too', () => {
    const withLine = parseCampaign(
      source('id: a\nlang: en\nsubject: News\npreheader: "Argentario & the weeks still free"', 'Body.'),
    );
    expect(withLine.preheader).toBe('Argentario & the weeks still free');
    const mail = campaignMail({ campaign: withLine })({ unsubscribePageUrl: url });
    const body = mail.html.slice(mail.html.indexOf('<body'));
    expect(body).toMatch(/^<body[^>]*>\n<div style="display:none[^"]*">Argentario &amp; the weeks still free<\/div>/);
    expect(mail.text).not.toContain('Argentario');
    expect(mail.text).toContain('You are receiving this e-mail because you subscribed');
    expect(campaignMail({ campaign })({ unsubscribePageUrl: url }).html).not.toContain('display:none');
  });

  it('prefixes a test copy’s subject', () => {
    expect(campaignMail({ campaign, test: true })({ unsubscribePageUrl: url }).subject).toBe('[TEST] Notizie');
  });

  it('escapes the subject in the HTML title', () => {
    const tricky = parseCampaign(source('id: a\nlang: en\nsubject: "<b>Hi</b>"'));
    expect(campaignMail({ campaign: tricky })({ unsubscribePageUrl: url }).html).toContain(
      '<title>&lt;b&gt;Hi&lt;/b&gt;</title>',
    );
  });
});

describe('legalLine', () => {
  it('names the operator of common/facts/site.ts, its registered office, VAT, company-register and REA numbers and paid-up capital, in the language', () => {
    const { legalName, address, vatId, rea, registroImprese } = operator;
    const { office, number } = registroImprese;
    expect(legalLine('it')).toBe(
      `${legalName} · ${address.street}, ${address.postalCode} Lipari (ME), Italia · P.IVA ${vatId} · Registro Imprese di ${office} n. ${number} · REA ${rea} · Capitale sociale ${shareCapital('it')} i.v.`,
    );
    expect(legalLine('en')).toBe(
      `${legalName} · ${address.street}, ${address.postalCode} Lipari (ME), Italy · VAT no. ${vatId} · Companies Register of ${office} no. ${number} · REA ${rea} · Share capital ${shareCapital('en')} fully paid up`,
    );
    expect(shareCapital('it')).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}\s€$/);
    expect(shareCapital('en')).toMatch(/^€\d{1,3}(,\d{3})*\.\d{2}$/);
  });
});

describe('a campaign’s text part', () => {
  it('comes from the same Markdown tokens as its HTML: links written out, markup dropped, images by their alt text', () => {
    const campaign = parseCampaign(
      source(
        'id: a\nlang: en\nsubject: S',
        '# Hi\n\n![boat](x.jpg) **bold** `code` <https://a.example>\n\n- one\n- [two](https://t.example)\n\n> said\n\nend',
      ),
    );
    const mail = campaignMail({ campaign })({ unsubscribePageUrl: 'https://u.example' });
    expect(mail.text.slice(0, mail.text.indexOf('\n\n--\n\n'))).toBe(
      'Hi\n\nboat bold code https://a.example\n\n- one\n- two: https://t.example\n\nsaid\n\nend',
    );
    expect(mail.html).toContain('<img src="x.jpg" alt="boat"');
    expect(mail.html).toMatch(/<h1 [^>]*>Hi<\/h1>/);
  });
});

describe('rateLimiter', () => {
  afterEach(() => jest.useRealTimers());

  it('lets calls through 1/rate apart, however many wait at once (on a controlled clock)', async () => {
    jest.useFakeTimers();
    const throttle = rateLimiter(20);
    const started = performance.now();
    const times: number[] = [];
    const all = Promise.all(
      Array.from({ length: 5 }, () => throttle().then(() => times.push(performance.now() - started))),
    );
    await jest.advanceTimersByTimeAsync(1_000);
    await all;
    expect(times).toEqual([0, 50, 100, 150, 200]);
  });
});

describe('errorReason', () => {
  it('blanks out addresses', () => {
    expect(
      errorReason(Object.assign(new Error('Not verified: a.b@example.com, c@d.it'), { name: 'MessageRejected' })),
    ).toBe('MessageRejected: Not verified: <address>, <address>');
  });
});
