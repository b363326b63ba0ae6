import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './limits.ts';
import { formatInteger } from './number-format.ts';
import { multiLineText } from './text.ts';
import { lazySchema } from './lazy-schema.ts';

/**
 * The contact form (docs/product.md#26-contact "/contact", §3 "Contact form draft", §4, §5). One
 * schema shared by the form and `POST /api/contact`.
 */

/** Longest first or last name on the contact form, in characters. */
export const CONTACT_NAME_MAX_LENGTH = 80;
/** Longest subject, in characters (it becomes the subject line of the mail to support). */
export const CONTACT_SUBJECT_MAX_LENGTH = 200;
/** Longest message, in characters. */
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
/** Rows of the message text area: docs/product.md#26-contact "/contact" and §9. */
export const CONTACT_MESSAGE_ROWS = 5;
/** How long the success panel shows before the form returns: docs/product.md#4-states-and-transitions and §9, in ms. */
export const CONTACT_SUCCESS_PANEL_MS = 4000;

/**
 * No control characters (line breaks included): these fields end up in mail headers and on
 * one line, where a line break could forge a header.
 */
const SINGLE_LINE = /^[^\p{Cc}]*$/u;

const singleLine = (max: number, required: string, tooLong: string, invalid: string) =>
  z.string().trim().min(1, required).max(max, tooLong).regex(SINGLE_LINE, invalid);

/** `POST /api/contact`: every field is required (docs/product.md#5-validation). */
export const CreateContactMessage = lazySchema(() =>
  z.object({
    firstName: singleLine(
      CONTACT_NAME_MAX_LENGTH,
      'Please enter your first name.',
      `First name must be at most ${CONTACT_NAME_MAX_LENGTH} characters long.`,
      'First name must be on one line.',
    ),
    lastName: singleLine(
      CONTACT_NAME_MAX_LENGTH,
      'Please enter your last name.',
      `Last name must be at most ${CONTACT_NAME_MAX_LENGTH} characters long.`,
      'Last name must be on one line.',
    ),
    /** Kept as typed (only trimmed): it is where support replies to. */
    email: z
      .string()
      .trim()
      .min(1, 'Please enter your email address.')
      .max(EMAIL_MAX_LENGTH, 'Email address is too long.')
      .pipe(z.email('Please enter a valid email address.')),
    subject: singleLine(
      CONTACT_SUBJECT_MAX_LENGTH,
      'Please enter a subject.',
      `Subject must be at most ${CONTACT_SUBJECT_MAX_LENGTH} characters long.`,
      'Subject must be on one line.',
    ),
    message: multiLineText(
      CONTACT_MESSAGE_MAX_LENGTH,
      `Message must be at most ${formatInteger(CONTACT_MESSAGE_MAX_LENGTH, 'en-US')} characters long.`,
    ).pipe(z.string().trim().min(1, 'Please enter your message.')),
    /**
     * Honeypot: a field people never see (visually hidden, `aria-hidden`, out of the tab order).
     * Bots that fill every input fill it; the server then answers as usual but keeps nothing.
     */
    website: z.string().max(2048).optional(),
  }),
);
export type CreateContactMessage = z.infer<typeof CreateContactMessage>;

/** Answer of `POST /api/contact` (201): the stored message's id and time. */
export const ContactMessageReceipt = lazySchema(() =>
  z.object({
    id: z.string(),
    createdAt: z.string(),
  }),
);
export type ContactMessageReceipt = z.infer<typeof ContactMessageReceipt>;
