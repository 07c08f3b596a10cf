import { subscribersStore } from '../../../functions/newsletter/subscriberStore';
import { subscriberStates, type Subscriber } from '../../../functions/newsletter/subscriberTokens';
import { subscriberJson } from '../../../functions/privacy/rules';
import { locales } from '../../../common/locales';
import { italianTimeOrBlank, type Io } from '../../context';
import { toCsv } from '../../csv';
import { table } from '../../textTable';
import type { Target } from '../../target';

/** Counts by state × language, every state and language present (zeros included). */
export function subscriberCounts(list: readonly Subscriber[]): Record<string, Record<string, number>> {
  const counts: Record<string, Record<string, number>> = {};
  for (const state of subscriberStates) counts[state] = Object.fromEntries(locales.map((locale) => [locale, 0]));
  for (const subscriber of list) {
    const row = (counts[subscriber.state] ??= Object.fromEntries(locales.map((locale) => [locale, 0])));
    row[subscriber.locale] = (row[subscriber.locale] ?? 0) + 1;
  }
  return counts;
}

/** `subscribers [--json]` */
export async function listSubscribers(target: Target, json: boolean, io: Io): Promise<void> {
  const list = await subscribersStore(target.db, target.subscriptionsTable).list();
  const counts = subscriberCounts(list);
  if (json) {
    io.out(JSON.stringify({ counts, subscribers: list.map(subscriberJson) }, null, 2));
    return;
  }
  for (const line of table(
    ['State', ...locales, 'Total'],
    Object.entries(counts).map(([state, row]) => [
      state,
      ...locales.map((locale) => String(row[locale] ?? 0)),
      String(Object.values(row).reduce((sum, count) => sum + count, 0)),
    ]),
  )) {
    io.out(line);
  }
  io.out('');
  if (list.length === 0) {
    io.out('No subscribers yet.');
    return;
  }
  const rows = list.map((subscriber) => [
    subscriber.suppressed && subscriber.suppressed !== 'unsubscribed'
      ? `${subscriber.state} (${subscriber.suppressed})`
      : subscriber.state,
    subscriber.locale,
    subscriber.email ?? '(hash only)',
    italianTimeOrBlank(subscriber.consent?.requestedAt),
    italianTimeOrBlank(subscriber.consent?.confirmedAt),
  ]);
  for (const line of table(['State', 'Language', 'Address', 'Requested', 'Confirmed'], rows)) io.out(line);
}

/** `export subscribers --csv` */
export async function subscribersCsv(target: Target): Promise<string> {
  const list = await subscribersStore(target.db, target.subscriptionsTable).list();
  return toCsv(
    [
      'state',
      'language',
      'email',
      'suppressed',
      'requested (Italian time)',
      'confirmed (Italian time)',
      'notice version',
    ],
    list.map((subscriber) => [
      subscriber.state,
      subscriber.locale,
      subscriber.email ?? '(hash only)',
      subscriber.suppressed ?? '',
      italianTimeOrBlank(subscriber.consent?.requestedAt),
      italianTimeOrBlank(subscriber.consent?.confirmedAt),
      subscriber.consent?.noticeVersion ?? '',
    ]),
  );
}
