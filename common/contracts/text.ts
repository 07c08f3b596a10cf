/** The longest e-mail address a form takes (RFC 5321's path limit, less its angle brackets). */
export const emailMaxLength = 320;

/**
 * What text a visitor may send. Shared by the contracts (form and functions) and by the owner's
 * e-mail headers, so "a line break" and "an invisible control" mean the same everywhere.
 *
 * - Line breaks and controls: C0 (tab, LF, VT, FF, CR and the rest), DEL, C1 (U+0080–U+009F, NEL
 *   U+0085 among them), LINE and PARAGRAPH SEPARATOR (U+2028/9).
 * - Invisible formatting: bidi embeddings, overrides and isolates (U+202A–E, U+2066–9), the
 *   direction marks (U+200E/F, U+061C), zero-width characters (U+200B–D, U+2060, U+FEFF) and the
 *   invisible operators (U+2061–4). They can reverse or hide what the owner reads.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const lineBreaksAndControls = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
const invisibleFormatting = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;
// In a message: every control but tab and LF (CR and the separators become LF first).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const messageControls = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/** A single-line field: invisible formatting dropped, every run of line breaks and controls folded to one space. */
export function singleLine(value: string): string {
  return value.replace(invisibleFormatting, '').replace(lineBreaksAndControls, ' ').trim();
}

/** A message: line breaks normalised to LF, tab and LF kept, every other control and invisible formatting dropped. */
export function multiLine(value: string): string {
  return value
    .replace(/\r\n?|[\u0085\u2028\u2029]/g, '\n')
    .replace(messageControls, '')
    .replace(invisibleFormatting, '')
    .trim();
}

/**
 * Letters and symbols that render as nothing (security review N16): the Hangul fillers (U+115F, U+1160,
 * U+3164, U+FFA0), the Braille blank (U+2800) and the Khmer inherent vowels (U+17B4/5).
 */
const blankLookalikes = /\u115f|\u1160|\u17b4|\u17b5|\u2800|\u3164|\uffa0/g;

/**
 * Whether `value` shows at least one character: not only spaces, controls, invisible formatting,
 * blank-rendering letters or combining marks with nothing to sit on.
 */
export function hasVisible(value: string): boolean {
  return /[^\s\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{M}]/u.test(value.replace(blankLookalikes, ''));
}
