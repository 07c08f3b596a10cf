import { z } from 'zod';
import { locales } from '../i18n/locales';

/** Issue messages are message keys (see messages.ts), translated where shown. */
export const email = z.string('email').trim().max(320, 'email').pipe(z.email('email'));

export const locale = z.enum(locales);

export const isoDate = z.iso.date('week');

/** Collapses runs of control characters and newlines in single-line fields. */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
export const singleLine = (value: string) => value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
