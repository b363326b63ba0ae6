import { and, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { users } from '../account/schema.ts';
import { conversations, messageMailLog, messages } from './schema.ts';

/**
 * A person's conversations (with the other side's name only) and the messages they sent, for
 * their data export (ADR 0019). Messages others sent them are the others' words: left out.
 */
export async function findSentMessages(db: Db, userId: string) {
  const other = alias(users, 'other');
  const own = await db
    .select({
      id: conversations.id,
      menteeId: conversations.menteeId,
      withName: other.name,
      lastMessageAt: conversations.lastMessageAt,
    })
    .from(conversations)
    .innerJoin(
      other,
      or(
        and(eq(conversations.menteeId, userId), eq(other.id, conversations.mentorId)),
        and(eq(conversations.mentorId, userId), eq(other.id, conversations.menteeId)),
      ),
    )
    .orderBy(conversations.lastMessageAt);
  const sent = await db
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      text: messages.text,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(and(eq(messages.senderId, userId), eq(messages.kind, 'text')))
    .orderBy(messages.seq);
  return {
    conversations: own.map(({ menteeId, ...c }) => ({
      ...c,
      yourRole: menteeId === userId ? 'mentee' : 'mentor',
    })),
    messages: sent,
  };
}

/**
 * At account deletion the messages stay for the other side (their author shows as "Former
 * member", ADR 0019); only the log of unread-message mails to the person goes.
 */
export async function deleteMailLogOf(db: Db, userId: string): Promise<void> {
  await db.delete(messageMailLog).where(eq(messageMailLog.recipientId, userId));
}
