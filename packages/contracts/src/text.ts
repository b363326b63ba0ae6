import { z } from 'zod';

/**
 * Rules for every free text and id a request carries. PostgreSQL refuses NUL in
 * text, control characters have no business in a name or a title, and line breaks belong
 * only in texts meant to hold several lines. A refused character answers 400 naming the
 * field, in the browser and on the server alike.
 */

/** Any control character (C0, DEL, C1): refused on one line. */
const CONTROL = /\p{Cc}/u;
/** Control characters other than tab, line feed and carriage return: refused anywhere. */
const CONTROL_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;
/**
 * Characters that show nothing or change how the text around them reads, by Unicode property
 * rather than by list (docs/product.md#5-validation): default-ignorable code points (soft hyphen
 * U+00AD, the Hangul fillers U+115F, U+1160, U+3164 and U+FFA0, variation selectors, tag characters
 * U+E0000–U+E007F, zero-width characters, bidi marks), every format character (`Cf`: bidi
 * overrides and isolates, U+180E, U+0600…), private-use and lone surrogate code points, the
 * line and paragraph separators, and the braille pattern blank U+2800 (a symbol, drawn empty).
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Co}\p{Cs}\p{Zl}\p{Zp}\u2800]/u;
/** A letter of any script: a name needs at least one (docs/product.md#5-validation). */
const LETTER = /\p{L}/u;

/** Message when a one-line field holds a line break or another control character. */
export const SINGLE_LINE_MESSAGE = 'Must be one line of text without control characters.';
/** Message when a multi-line field holds a control character other than a line break. */
export const CONTROL_CHARACTER_MESSAGE = 'Must not contain control characters.';
/** Message when a name holds invisible formatting characters. */
export const INVISIBLE_CHARACTER_MESSAGE =
  'Must not contain invisible or text-direction characters.';
/** Message when a name holds no letter (only digits, punctuation or symbols). */
export const NO_LETTER_MESSAGE = 'Must contain at least one letter.';

/** Whether `text` is free of control characters (line breaks too). */
export const isSingleLine = (text: string) => !CONTROL.test(text);
/** Whether `text` is free of control characters other than tab, line feed and carriage return. */
export const hasNoControlCharacters = (text: string) => !CONTROL_BUT_LINE_BREAKS.test(text);

/**
 * One line of text, trimmed, at most `max` characters (no control characters, line breaks
 * included). Chain `.min(1, …)` for a required field.
 */
export const singleLineText = (max: number, tooLong?: string) =>
  z.string().trim().max(max, tooLong).refine(isSingleLine, SINGLE_LINE_MESSAGE);

/** Text of several lines, at most `max` characters: line breaks and tabs allowed, other control characters not. */
export const multiLineText = (max: number, tooLong?: string) =>
  z.string().max(max, tooLong).refine(hasNoControlCharacters, CONTROL_CHARACTER_MESSAGE);

/**
 * A person's name: one line of printable text, trimmed, 1 to `max` characters, without
 * invisible characters (see `INVISIBLE`: default-ignorable, format, private-use, separators,
 * braille blank) and with at least one letter of any script. It is shown to others and in
 * mail subjects. Errors: `required` when empty, `tooLong` past `max`,
 * {@link SINGLE_LINE_MESSAGE}, {@link INVISIBLE_CHARACTER_MESSAGE}, {@link NO_LETTER_MESSAGE}.
 */
export const personName = (max: number, required: string, tooLong?: string) =>
  singleLineText(max, tooLong)
    .pipe(z.string().min(1, required))
    .refine((s) => !INVISIBLE.test(s), INVISIBLE_CHARACTER_MESSAGE)
    .refine((s) => LETTER.test(s), NO_LETTER_MESSAGE);

/**
 * An id or slug taken from a path: 1 to `max` characters without control characters. Any
 * other value is looked up and simply not found (404), as a person typing an address expects.
 */
export const pathId = (max = 64) => z.string().min(1).max(max).refine(isSingleLine, 'Invalid id.');
