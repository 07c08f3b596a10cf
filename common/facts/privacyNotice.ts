/**
 * The version of the privacy notice (/privacy/), its last-updated date. The
 * newsletter backend stores it in each consent record, so it lives alone here,
 * importable without React or the notice's copy. Change it whenever the notice
 * changes what it says.
 */
export const privacyNoticeVersion = '2026-11-29';

/** Its name, as the mails' small print links to it (functions/mail/layout.ts). */
export const privacyNoticeName = { en: 'Privacy notice', it: 'Informativa sulla privacy' } as const;
