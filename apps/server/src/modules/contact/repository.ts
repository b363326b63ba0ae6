import type { CreateContactMessage } from '@pathwise/contracts';
import type { Db } from '../../db/client.ts';
import { contactMessages } from './schema.ts';
import { newId } from '../../lib/crypto.ts';

/**
 * Contact messages' data access: the only code of this module that touches Drizzle
 * (ADR 0009).
 */

/** A stored contact message's id and time. */
export interface StoredContactMessage {
  id: string;
  createdAt: Date;
}

/** Store one message (the honeypot field is not a column: it never reaches this point). */
export async function insertContactMessage(
  db: Db,
  input: Omit<CreateContactMessage, 'website'>,
): Promise<StoredContactMessage> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      id: newId(),
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      subject: input.subject,
      message: input.message,
    })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  return row!;
}
