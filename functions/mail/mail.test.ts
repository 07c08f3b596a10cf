import type { SESv2Client } from '@aws-sdk/client-sesv2';
import type { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { escapeHtml, renderEmail } from './layout';
import { sendEmail } from './transport';

/** A fake SES client that keeps what it was asked to send. */
function fakeSes(messageId = 'm-1') {
  const calls: Array<{ input: SendEmailCommand['input']; signal?: AbortSignal }> = [];
  const ses = {
    send: async (command: SendEmailCommand, options?: { abortSignal?: AbortSignal }) => {
      calls.push({ input: command.input, signal: options?.abortSignal });
      return { MessageId: messageId };
    },
  } as unknown as Pick<SESv2Client, 'send'>;
  return { ses, calls };
}

const sender = (ses: Pick<SESv2Client, 'send'>) => ({
  ses,
  senderEmail: 'website@libeccio-charter.example',
  configurationSet: 'site-mail',
});

describe('the transport', () => {
  it('sends one mail with single-line headers, the configuration set and a deadline, and returns the MessageId', async () => {
    const { ses, calls } = fakeSes();
    const id = await sendEmail(
      sender(ses),
      {
        to: ['ada@example.org\r\nBcc: x@evil.test'],
        replyTo: ['owner@example.org'],
        subject: 'Hello\nBcc: x@evil.test',
        text: 'line one\nline two',
        html: '<p>hi</p>',
        headers: { 'List-Unsubscribe': '<https://x/u>\r\nX-Evil: 1' },
      },
      2_000,
    );
    expect(id).toBe('m-1');
    const { input, signal } = calls[0]!;
    expect(input.FromEmailAddress).toBe('Libeccio <website@libeccio-charter.example>');
    expect(input.Destination?.ToAddresses).toEqual(['ada@example.org Bcc: x@evil.test']);
    expect(input.ReplyToAddresses).toEqual(['owner@example.org']);
    expect(input.ConfigurationSetName).toBe('site-mail');
    expect(input.Content?.Simple?.Subject?.Data).toBe('Hello Bcc: x@evil.test');
    // The body keeps its lines; only headers are folded.
    expect(input.Content?.Simple?.Body?.Text?.Data).toBe('line one\nline two');
    expect(input.Content?.Simple?.Headers).toEqual([{ Name: 'List-Unsubscribe', Value: '<https://x/u> X-Evil: 1' }]);
    expect(signal).toBeInstanceOf(AbortSignal);
  });

  it('sends no Headers or Reply-To when the mail has none, and fails without a MessageId', async () => {
    const { ses, calls } = fakeSes('');
    await expect(
      sendEmail(sender(ses), { to: ['a@example.org'], subject: 's', text: 't', html: 'h' }, 1_000),
    ).rejects.toThrow('SES answered without a MessageId');
    expect(calls[0]!.input.ReplyToAddresses).toBeUndefined();
    expect(calls[0]!.input.Content?.Simple?.Headers).toBeUndefined();
  });
});

describe('the layout', () => {
  it('escapes what a visitor typed', () => {
    expect(escapeHtml(`<b a="1">Tom & 'Jerry'</b>`)).toBe(
      '&lt;b a=&quot;1&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/b&gt;',
    );
  });

  it('writes every block once as HTML and once as text, escaping every string and no markup in the text', () => {
    const hostile = '<b>Ann</b> & "Co"';
    const mail = renderEmail({
      locale: 'it',
      subject: `Ciao\r\nBcc: x@example.com ${hostile}`,
      blocks: [
        { heading: hostile },
        { p: ['Scrivete a ', { text: hostile, href: 'mailto:a@example.com?x="1"' }, '.'] },
        { p: { text: 'https://example.com/a', href: 'https://example.com/a' } },
        { list: ['uno', { text: 'due', href: 'https://example.com/2' }] },
        {
          buttons: [
            { text: 'Apri', href: 'https://example.com/open?a=1&b=2' },
            { text: 'Chiama', href: 'tel:+39333' },
          ],
        },
        { quote: `${hostile}\nline two` },
        {
          table: [
            ['Nome', hostile],
            ['Telefono', { text: '+39 333', href: 'tel:+39333' }],
          ],
        },
        'rule',
      ],
      footer: ['piccolo', { text: 'Privacy', href: 'https://example.com/privacy/' }],
    });
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.html).not.toContain('<b>Ann');
    expect(mail.html).toContain('&lt;b&gt;Ann&lt;/b&gt; &amp; &quot;Co&quot;');
    expect(mail.html).toContain('href="mailto:a@example.com?x=&quot;1&quot;"');
    expect(mail.html).toContain('href="https://example.com/open?a=1&amp;b=2"');
    expect(mail.html).toMatch(/^<!doctype html><html lang="it">/);
    expect(mail.html.match(/<body/g)).toHaveLength(1);
    expect(mail.text.split('\n\n')).toEqual([
      hostile,
      `Scrivete a ${hostile} (mailto:a@example.com?x="1").`,
      'https://example.com/a',
      '- uno\n- due: https://example.com/2',
      '- Apri: https://example.com/open?a=1&b=2\n- Chiama: tel:+39333',
      `${hostile}\nline two`,
      `Nome: ${hostile}\nTelefono: +39 333`,
      '─'.repeat(24),
      '--',
      'piccolo',
      'Privacy: https://example.com/privacy/',
    ]);
  });

  it('gives a newsletter the letterhead, its preview line hidden first', () => {
    const letter = renderEmail({
      locale: 'en',
      subject: 'A <b>',
      blocks: [{ p: 'x' }],
      footer: ['f'],
      letterhead: { preheader: 'Soon & later' },
    });
    expect(letter.html).toContain('<title>A &lt;b&gt;</title>');
    expect(letter.html).toContain('LIBECCIO');
    expect(letter.html).toMatch(/<div style="display:none[^"]*">Soon &amp; later<\/div>/);
    expect(letter.text).toBe('x\n\n--\n\nf');
  });
});
