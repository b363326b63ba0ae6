import { z } from 'zod';

/**
 * Rules for every free text and id a request carries (issue 7). PostgreSQL refuses NUL in
 * text, control characters have no business in a name or a title, and line breaks belong
 * only in texts meant to hold several lines. A refused character answers 400 naming the
 * field, in the browser and on the server alike.
 */

/** Any control character (C0, DEL, C1): refused on one line. */
const CONTROL = /\p{Cc}/u;
/** Control characters other than tab, line feed and carriage return: refused anywhere. */
const CONTROL_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;
/**
 * Bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069), marks (U+200E,
 * U+200F, U+061C) and zero-width characters (U+200B–U+200D, U+2060, U+FEFF): they let a
 * name read differently from what it holds, e.g. inside a genuine mail (issue 7).
 */
const INVISIBLE = /[\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/u;

/** Message when a one-line field holds a line break or another control character. */
export const SINGLE_LINE_MESSAGE = 'Must be one line of text without control characters.';
/** Message when a multi-line field holds a control character other than a line break. */
export const CONTROL_CHARACTER_MESSAGE = 'Must not contain control characters.';
/** Message when a name holds invisible formatting characters. */
export const INVISIBLE_CHARACTER_MESSAGE =
  'Must not contain invisible or text-direction characters.';

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
 * A person's name: one line of printable text without bidi controls or zero-width
 * characters, trimmed, 1 to `max` characters. It is shown to others and in mails.
 */
export const personName = (max: number, required: string, tooLong?: string) =>
  singleLineText(max, tooLong)
    .pipe(z.string().min(1, required))
    .refine((s) => !INVISIBLE.test(s), INVISIBLE_CHARACTER_MESSAGE);

/**
 * An id or slug taken from a path: 1 to `max` characters without control characters. Any
 * other value is looked up and simply not found (404), as a person typing an address expects.
 */
export const pathId = (max = 64) => z.string().min(1).max(max).refine(isSingleLine, 'Invalid id.');
