import type { Localized } from '../../../common/locales';

/** Accessible names of controls that third-party components would otherwise label in English, or not at all. */
export const toastLabels = {
  region: { en: 'Notifications', it: 'Notifiche' },
  close: { en: 'Close notification', it: 'Chiudete la notifica' },
} as const satisfies Record<string, Localized>;

export const calendarLabels = {
  previous: { en: 'Previous month', it: 'Mese precedente' },
  next: { en: 'Next month', it: 'Mese successivo' },
} as const satisfies Record<string, Localized>;
