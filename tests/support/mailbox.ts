/** What aws-ses-v2-local's /store holds for one e-mail. */
export interface StoredMail {
  messageId: string;
  from: string;
  replyTo: string[];
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { text?: string; html?: string };
  /** Custom headers sent with SESv2 simple content (List-Unsubscribe …), as the emulator stores them. */
  headers?: Array<{ name: string; value: string }>;
}

/** A stored mail's header by name (case-insensitive), if it was sent. */
export function headerOf(mail: StoredMail, name: string): string | undefined {
  return mail.headers?.find((header) => header.name.toLowerCase() === name.toLowerCase())?.value;
}

/** Every e-mail the SES emulator at `sesUrl` has accepted. */
export async function mailbox(sesUrl: string): Promise<StoredMail[]> {
  const response = await fetch(`${sesUrl}/store`);
  return ((await response.json()) as { emails: StoredMail[] }).emails;
}

export async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('waited in vain');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
