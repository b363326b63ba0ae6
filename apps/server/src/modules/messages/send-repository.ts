import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import type { ConversationRow, MessageRow } from './repository.ts';

/**
 * The send path's one statement (`repository.ts` holds the module's other reads and writes of
 * `conversations` and `messages`; no other module's file queries them).
 */

/** What {@link storeTextMessage} stored: the message, the conversation after it, and the
 * sender side's read seq before it. */
export interface StoredText {
  message: MessageRow;
  conversation: ConversationRow;
  readBefore: number;
}

/**
 * One round trip for a person's message (docs/performance.md, "Realtime"): lock the
 * conversation (`FOR NO KEY UPDATE`: messages of one conversation get their `seq` in commit
 * order), insert the message unless (sender, `clientId`) exists, and move the conversation's
 * `last_message_at` and the sender's read seq up to it (reading what you answer). The sender
 * must take part in it on `side`: checked under the lock, so
 * a send needs no read of the conversation before it (docs/performance.md, "Realtime, second
 * round"). Run in a transaction; a named prepared statement, planned once per connection.
 * @returns null when (sender, `clientId`) exists (a retry, or a concurrent twin waited on),
 *   the conversation is gone, or the sender does not take part on `side`.
 */
export async function storeTextMessage(
  db: Db,
  row: { id: string; conversationId: string; senderId: string; text: string; clientId: string },
  side: 'mentee' | 'mentor',
): Promise<StoredText | null> {
  const [stored] = await prepared<RawStoredText>(db, 'store_text_message', STORE_TEXT_SQL, [
    row.conversationId,
    row.id,
    row.senderId,
    row.text,
    row.clientId,
    side,
  ]);
  if (!stored) return null;
  return {
    message: {
      id: stored.id,
      seq: Number(stored.seq),
      conversationId: stored.conversation_id,
      senderId: stored.sender_id,
      kind: 'text',
      text: stored.text,
      system: null,
      clientId: stored.client_id,
      isDemo: stored.is_demo,
      createdAt: stored.created_at,
      // A message just stored is not removed.
      removedAt: null,
      removedBy: null,
    },
    conversation: {
      id: stored.conversation_id,
      menteeId: stored.mentee_id,
      mentorId: stored.mentor_id,
      menteeReadSeq: Number(stored.mentee_read_seq),
      mentorReadSeq: Number(stored.mentor_read_seq),
      mentorMutedAt: stored.mentor_muted_at,
      lastMessageAt: stored.last_message_at,
      createdAt: stored.conversation_created_at,
    },
    readBefore: Number(stored.read_before),
  };
}

/** A row of {@link STORE_TEXT_SQL}, as pg parses it (bigints as strings). */
interface RawStoredText {
  id: string;
  seq: string;
  conversation_id: string;
  sender_id: string;
  text: string;
  client_id: string;
  is_demo: boolean;
  created_at: Date;
  mentee_id: string;
  mentor_id: string;
  mentee_read_seq: string;
  mentor_read_seq: string;
  mentor_muted_at: Date | null;
  last_message_at: Date | null;
  conversation_created_at: Date;
  read_before: string;
}

const STORE_TEXT_SQL = `
  with locked as (
    select id, case when $6 = 'mentee' then mentee_read_seq else mentor_read_seq end as read_before
    from conversations
    where id = $1
      -- The sender takes part on their side (read under the lock).
      and $3 = case when $6 = 'mentee' then mentee_id else mentor_id end
    for no key update
  ), ins as (
    insert into messages (id, conversation_id, sender_id, kind, text, client_id)
    select $2, locked.id, $3, 'text', $4, $5 from locked
    on conflict (sender_id, client_id) do nothing
    returning id, seq, conversation_id, sender_id, text, client_id, is_demo, created_at
  ), upd as (
    update conversations c
    set last_message_at = greatest(c.last_message_at, ins.created_at),
        mentee_read_seq = case when $6 = 'mentee' then greatest(c.mentee_read_seq, ins.seq) else c.mentee_read_seq end,
        mentor_read_seq = case when $6 = 'mentor' then greatest(c.mentor_read_seq, ins.seq) else c.mentor_read_seq end
    from ins where c.id = ins.conversation_id
    returning c.mentee_id, c.mentor_id, c.mentee_read_seq, c.mentor_read_seq, c.mentor_muted_at,
      c.last_message_at, c.created_at as conversation_created_at
  )
  select ins.*, upd.*, locked.read_before from ins, upd, locked`;
