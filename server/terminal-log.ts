import { appendFileSync } from 'node:fs';
import { logEvents } from '../common/logEvents';
import { logger, setLogSink, type Level } from '../functions/platform/log';
import { requestReference } from '../common/contracts/reference';

/**
 * What `npm start` prints while it runs: one readable line per thing the person at the terminal
 * cares about (a request stored, a newsletter sign-up, a mail sent, a mail failing or given up,
 * anything logged as a warning or an error), instead of the functions' JSON records (the outbox
 * sweep alone writes one every 5 s). The JSON records go to LOG_FILE when it is set, or, with
 * `npm start -- --json-logs`, to the terminal as before (and no readable lines).
 */

const mailKinds: Record<string, string> = {
  owner: 'owner notification',
  ack: 'acknowledgement to the visitor',
  digest: 'owner digest',
  confirm: 'newsletter confirmation',
  reminder: 'option reminder to the owner',
  guestOption: 'option mail to the guest',
  guestBooking: 'booking mail to the guest',
  guestDecline: 'decline mail to the guest',
};

/** What the guest was told of a change from a link (functions/requests/ownerLinks/handler.ts). */
const guestMail: Record<string, string> = {
  queued: '; mail to the guest queued',
  held: '; mail to the guest held back',
  failed: '; mail to the guest NOT queued (write yourself)',
};

/** A logged value as terminal text: no control characters (a visitor's text cannot move the cursor). */
const text = (value: unknown) =>
  // eslint-disable-next-line no-control-regex
  (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')).replace(/[\u0000-\u001f\u007f-\u009f]/g, '?');

const reference = (submissionId: unknown) => {
  try {
    return requestReference(String(submissionId));
  } catch {
    return text(submissionId);
  }
};

const mail = (fields: Record<string, unknown>) =>
  `${mailKinds[String(fields.kind)] ?? text(fields.kind)} ${text(fields.mailId)}` +
  (fields.recipient === 'owner' ? '' : fields.visitor ? ` (visitor ${text(fields.visitor)})` : '');

/** The readable line of a log record, or undefined for a record the terminal does not show. */
export function readableLine(
  level: Level,
  event: string,
  fields: Record<string, unknown>,
  now = new Date(),
): string | undefined {
  const time = now.toISOString().slice(11, 19);
  const line = (what: string) => `  ${time}  ${what}`;
  switch (event) {
    case 'join request stored':
      return line(`charter request ${reference(fields.submissionId)} stored (week ${text(fields.week)})`);
    // A change from a link in the owner's mail, said as the owner CLI says a change.
    case 'owner action by e-mail link':
      return line(
        `request ${reference(fields.submissionId)} ${text(fields.status)}${fields.until ? ` until ${text(fields.until)}` : ''}` +
          ` (by e-mail link: ${text(fields.action)}${fields.week ? `, week ${text(fields.week)}` : ''})` +
          (fields.guestMail ? (guestMail[String(fields.guestMail)] ?? '') : ''),
      );
    case 'owner action refused':
      return line(
        `request ${reference(fields.submissionId)}: e-mail link "${text(fields.action)}" refused (${text(fields.reason)}); nothing changed`,
      );
    case 'newsletter sign-up':
      return line(`newsletter sign-up: ${text(fields.outcome)}`);
    case 'mail sent':
      return line(
        `mail sent: ${mail(fields)}${Number(fields.attempts) > 1 ? `, attempt ${text(fields.attempts)}` : ''}`,
      );
    case 'mail not accepted by SES; will retry':
      return line(
        `mail failing: ${mail(fields)}, attempt ${text(fields.attempts)} (${text(fields.error)}); retried at ${text(fields.retryAt)}`,
      );
    case logEvents.deadMail:
      return line(
        `mail given up after ${text(fields.attempts)} attempts: ${mail(fields)}; \`npm run owner -- mail\` lists it, \`mail redrive\` sends it again`,
      );
    case logEvents.outboxSwept:
      return undefined;
    default: {
      if (level === 'info') return undefined;
      const details = Object.entries(fields)
        .map(([key, value]) => `${key} ${text(value)}`)
        .join(', ');
      return line(`${level === 'error' ? 'ERROR' : 'warning'}: ${text(event)}${details ? ` (${details})` : ''}`);
    }
  }
}

const levelRank: Record<string, number> = { DEBUG: 0, INFO: 1, WARN: 2, ERROR: 3, CRITICAL: 4, SILENT: 5 };

/** A record as Powertools writes it (level, message, timestamp, service, then the fields). */
export function jsonRecord(level: Level, event: string, fields: Record<string, unknown>, now = new Date()): string {
  return JSON.stringify({
    level: level.toUpperCase(),
    message: event,
    timestamp: now.toISOString(),
    service: 'libeccio-site',
    ...fields,
  });
}

/**
 * Installs the terminal's log for `npm start`. `json`: keep Powertools' JSON records on the terminal
 * (nothing changes). Otherwise readable lines through `print`, and, when `file` is given, every record
 * LOG_LEVEL lets through appended to it as a JSON line.
 */
export function startTerminalLog({
  json = false,
  file,
  print = (line: string) => console.log(line),
}: {
  json?: boolean;
  file?: string;
  print?: (line: string) => void;
}): void {
  if (json) return;
  const threshold = levelRank[logger.getLevelName()] ?? 1;
  setLogSink((level, event, fields) => {
    const now = new Date();
    if (file && levelRank[level.toUpperCase()]! >= threshold)
      appendFileSync(file, `${jsonRecord(level, event, fields, now)}\n`);
    const line = readableLine(level, event, fields, now);
    if (line) print(line);
  });
}
