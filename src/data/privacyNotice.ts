export const privacyNoticeVersion = '2026-11-23';
