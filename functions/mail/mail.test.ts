import type { SESv2Client } from '@aws-sdk/client-sesv2';
import type { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { emailDocument, escapeHtml } from './layout';
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

  it('wraps a body in one shell, plain or with the newsletter letterhead', () => {
    expect(emailDocument('it', '<p>x</p>')).toMatch(
      /^<!doctype html><html lang="it"><body [^>]+><p>x<\/p><\/body><\/html>$/,
    );
    const letter = emailDocument('en', '<p>x</p>', { title: 'A <b>', footer: '<p>f</p>' });
    expect(letter).toContain('<title>A &lt;b&gt;</title>');
    expect(letter).toContain('<p>f</p>');
    expect(letter).toContain('LIBECCIO');
  });
});
