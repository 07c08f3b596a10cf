import * as z from 'zod/mini';
import { locales } from '../locales';
import { emailMaxLength } from './text';

/**
 * Issue messages are message keys (see messages.ts), translated where shown.
 * zod/mini, not zod: the same validation, but only the functions used end up
 * in a bundle (the classic API brought ~450 KB, its locales included, into
 * each function and into the form's contract chunk).
 */
export const email = z.pipe(z.string('email').check(z.trim(), z.maxLength(emailMaxLength, 'email')), z.email('email'));

export const locale = z.enum(locales);

export const isoDate = z.iso.date('week');
