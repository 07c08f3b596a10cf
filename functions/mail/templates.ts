import type { Localized } from '../../common/locales';
import type { Email } from './layout';
import type { OutboxMail } from './outboxMail';

/** Who reads a mail: the owners (their own language), a visitor who typed the address, or a subscriber. */
export type Audience = 'owner' | 'visitor' | 'subscriber';

/**
 * One kind of mail, as the feature that sends it declares it (functions/requests/mail.ts,
 * functions/newsletter/mail.ts). A mail's id starts with its kind (`owner#…`, `reminder#…`, `campaign#…`).
 */
export interface MailTemplate<Data, Composed = Email> extends OutboxHooks {
  audience: Audience;
  /** What the owner CLI (`mail`) calls it. */
  label: string;
  /** Its visible strings, {en, it} records (the English-on-Italian check walks them). */
  copy: Record<string, Localized | Localized<Localized>>;
  /** Subject, text and HTML from the mail's data (layout.ts gives the shell). */
  compose(data: Data): Composed;
}

/** What the outbox asks a kind of mail while sending one (each optional). */
export interface OutboxHooks {
  /** The mail as SES takes it, composed when it is sent (a digest); without it the stored subject and bodies. */
  render?(mail: OutboxMail): Email;
  /** Why a claimed mail is no longer to be sent (undefined: send it); it is then taken out unsent. */
  unwanted?(mail: OutboxMail): Promise<string | undefined>;
  /** After SES took the mail and its MessageId is recorded: what its kind records elsewhere. */
  afterSent?(mail: OutboxMail, sesMessageId: string): Promise<void>;
}

/** The kinds an outbox sends, by name: what each is to logs (its audience) and its hooks. */
export type OutboxKinds = Readonly<Record<string, Pick<MailTemplate<never>, 'audience'> & OutboxHooks>>;

/** Is this kind of mail to the owners (so a listing says "you", and logs never name an address)? */
export const toOwner = (kinds: Readonly<Record<string, { audience: Audience }>>, kind: string): boolean =>
  kinds[kind]?.audience === 'owner';
