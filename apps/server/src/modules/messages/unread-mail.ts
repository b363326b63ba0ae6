import { UNREAD_MESSAGE_MAIL_GAP_MS } from '@pathwise/contracts';
import type { EventTransaction } from '../../lib/events.ts';
import { derivedUuid } from '../../lib/crypto.ts';
import type { MessagesContext, Side } from './context.ts';
import * as repo from './repository.ts';
import { mailLanguage } from '../../mail/language.ts';

/** The pg-boss queue of unread-message mails. */
export const UNREAD_MAIL_QUEUE = 'message-unread-mail';

/** One unread-mail job: mail `recipientId` if message `seq` of the conversation is still unread. */
export interface UnreadMailJob {
  conversationId: string;
  recipientId: string;
  senderId: string;
  seq: number;
}

/**
 * The unread-message mail (docs/product.md §2 Messages, "Notifications"): a message still
 * unread after `unreadMailDelayMs` is mailed to its recipient, at most once an hour per
 * conversation, unless they read it, muted it or do not want `message` mail.
 */
export function createUnreadMail(ctx: MessagesContext) {
  const { deps, db, now, readSeqOf, contactsOf } = ctx;
  const { database, events, jobs, mailer, logger, accounts } = deps;

  /** Enqueue the unread-message mail of `e` (docs/product.md#127-notifications), unless muted. */
  async function scheduleUnreadMail(
    e: {
      conversationId: string;
      recipientId: string;
      senderId: string;
      seq: number;
      muted: boolean;
    },
    tx: EventTransaction,
  ) {
    if (e.muted) return;
    const data: UnreadMailJob = {
      conversationId: e.conversationId,
      recipientId: e.recipientId,
      senderId: e.senderId,
      seq: e.seq,
    };
    await jobs.send(UNREAD_MAIL_QUEUE, data, {
      client: tx.client,
      startAfter: new Date(now().getTime() + deps.unreadMailDelayMs),
      singletonKey: `${UNREAD_MAIL_QUEUE}:${e.conversationId}:${e.recipientId}`,
    });
  }

  /**
   * Run one unread-mail job: mail the recipient if message `seq` is still unread by them,
   * the conversation is not muted for them, they want `message` mail and no such mail went to
   * them for this conversation within the hour (the `message_mail_log` claim, taken in the
   * transaction that enqueues the mail).
   * @returns why nothing was sent, or 'sent'.
   */
  async function runUnreadMail(jobId: string, data: UnreadMailJob): Promise<string> {
    const row = await repo.findConversation(db, data.conversationId);
    if (!row) return 'gone';
    const side: Side = row.menteeId === data.recipientId ? 'mentee' : 'mentor';
    if (readSeqOf(row, side) >= data.seq) return 'read';
    if (side === 'mentor' && row.mentorMutedAt) return 'muted';
    const preferences = deps.preferences();
    if (!(await preferences.wants(data.recipientId, 'message', 'mail'))) return 'unwanted';
    const unread = await repo.unreadTexts(db, row.id, data.recipientId, readSeqOf(row, side), 5);
    if (unread.length === 0) return 'read';
    const senderRole: Side = side === 'mentee' ? 'mentor' : 'mentee';
    const [people, contacts] = await Promise.all([
      accounts.findPeople([data.recipientId]),
      contactsOf([{ id: data.senderId, role: senderRole }], new Set()),
    ]);
    const recipient = people.get(data.recipientId);
    if (!recipient) return 'gone';
    const { unreadMessageMail } = await import('./mails.tsx');
    const base = side === 'mentee' ? '/dashboard/messages' : '/dashboard_mentor/messages';
    const mail = await unreadMessageMail({
      appName: deps.config.appName,
      to: recipient.email,
      name: recipient.name,
      senderName: contacts.get(data.senderId)?.name ?? null,
      texts: unread.map((m) => m.text),
      conversationUrl: `${deps.config.appUrl}${base}?c=${encodeURIComponent(row.id)}`,
      unsubscribe: await preferences.unsubscribeUrl(data.recipientId, 'message'),
      language: mailLanguage(recipient.language),
    });
    const claimed = await database.transaction(async (tx) => {
      const ok = await repo.claimMailSlot(
        tx.db,
        row.id,
        data.recipientId,
        now(),
        UNREAD_MESSAGE_MAIL_GAP_MS,
      );
      if (ok) await mailer.send(mail, tx.client, { id: derivedUuid(`message-mail:${jobId}`) });
      return ok;
    });
    return claimed ? 'sent' : 'mailed-within-the-hour';
  }

  return {
    /** Enqueue the mail of every `message.sent` (in the send's transaction). */
    subscribe() {
      events.on('message.sent', (e, tx) => scheduleUnreadMail(e, tx));
    },

    /** Create the unread-mail queue and start its worker (every process; pg-boss runs a job once). */
    async startUnreadMailWorker(): Promise<void> {
      await jobs.work<UnreadMailJob>(
        UNREAD_MAIL_QUEUE,
        { policy: 'short', retryLimit: 5, retryDelay: 30, pollingIntervalSeconds: 1 },
        async ({ id, data }) => {
          const outcome = await runUnreadMail(id, data);
          logger.info(
            { jobId: id, conversationId: data.conversationId, outcome },
            'unread message mail',
          );
        },
      );
    },
  };
}
