import { mailbox, waitFor, type StoredMail } from './mailbox';

/**
 * The owner's phone pages as a browser uses them (functions/requests/ownerLinks/): the request link from
 * the owner's mail, a page's buttons, its form pressed, its one sentence.
 */
export function ownerPages(origin: string, sesUrl: string) {
  const unescape = (html: string) =>
    html
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
  return {
    unescape,

    /** The first mail the SES emulator accepted that passes `probe` (waiting up to 10 s). */
    mailWhere: (probe: (mail: StoredMail) => boolean) => waitFor(async () => (await mailbox(sesUrl)).find(probe)),

    /** The link labelled `label` in a mail's text. */
    link(mail: StoredMail, label: string): string {
      const line = mail.body.text?.split('\n').find((candidate) => candidate.startsWith(`- ${label}: `));
      if (!line) throw new Error(`no "${label}" link in:\n${mail.body.text}`);
      return line.slice(`- ${label}: `.length);
    },

    /** The page at `url` (absolute, or the API's own path): its status and HTML. */
    async open(url: string) {
      const response = await fetch(url.startsWith('/') ? `${origin}${url}` : url);
      return { status: response.status, html: await response.text() };
    },

    /** The page's own links (its actions, back, undo), by their text. */
    buttons(html: string): Record<string, string> {
      return Object.fromEntries(
        [...html.matchAll(/<a class="button[^"]*" href="(\/api\/owner-actions[^"]+)">([^<]+)<\/a>/g)].map((match) => [
          unescape(match[2]!),
          unescape(match[1]!),
        ]),
      );
    },

    /** Presses the page's one button as a browser would: its hidden fields, checked boxes, selections, and `changes`. */
    async press(html: string, changes: Record<string, string | undefined> = {}) {
      const form = /<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/.exec(html);
      if (!form) throw new Error(`no form in:\n${html}`);
      const fields: Record<string, string> = {};
      for (const input of form[2]!.matchAll(/<input ([^>]+)>/g)) {
        const attrs = Object.fromEntries(
          [...input[1]!.matchAll(/(\w+)(?:="([^"]*)")?/g)].map((m) => [m[1], m[2] ?? '']),
        );
        if (attrs.type === 'checkbox' && !('checked' in attrs)) continue;
        if (attrs.name) fields[attrs.name] = unescape(attrs.value ?? '');
      }
      const select = /<select id="(\w+)" name="(\w+)"[^>]*>([\s\S]*?)<\/select>/.exec(form[2]!);
      if (select) fields[select[2]!] = /<option value="([^"]+)" selected>/.exec(select[3]!)?.[1] ?? '';
      for (const [name, value] of Object.entries(changes)) {
        if (value === undefined) delete fields[name];
        else fields[name] = value;
      }
      const response = await fetch(`${origin}${unescape(form[1]!)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
      return { status: response.status, html: await response.text() };
    },

    /** The page's one sentence (done, or refused). */
    sentence: (html: string) =>
      unescape(/<p class="(?:refused|done)" role="(?:alert|status)">([^<]*)<\/p>/.exec(html)?.[1] ?? ''),
  };
}
