import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { devMails } from './schema.ts';

/** Mail kept in the dev mailbox, newest first (at most `limit`). */
export function listDevMails(db: Db, limit = 100) {
  return db
    .select({
      id: devMails.id,
      to: devMails.to,
      subject: devMails.subject,
      createdAt: devMails.createdAt,
    })
    .from(devMails)
    .orderBy(desc(devMails.id))
    .limit(limit);
}

/** One kept mail with its bodies, or undefined. */
export async function findDevMail(db: Db, id: number) {
  const [row] = await db
    .select({
      id: devMails.id,
      to: devMails.to,
      from: devMails.from,
      replyTo: devMails.replyTo,
      subject: devMails.subject,
      text: devMails.text,
      html: devMails.html,
      createdAt: devMails.createdAt,
    })
    .from(devMails)
    .where(eq(devMails.id, id))
    .limit(1);
  return row;
}

/** Keep one mail; returns its id (the page /dev/mailbox/:id). */
export async function insertDevMail(
  db: Db,
  mail: {
    to: string;
    from: string;
    replyTo: string | null;
    subject: string;
    text: string;
    html: string;
  },
): Promise<number> {
  const [row] = await db.insert(devMails).values(mail).returning({ id: devMails.id });
  return row!.id;
}
