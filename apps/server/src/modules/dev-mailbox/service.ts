import type { Database } from '../../db/client.ts';
import type { MailMessage } from '../../mail/message.ts';
import { findDevMail, insertDevMail, listDevMails } from './repository.ts';

/**
 * The dev mailbox: mail kept instead of sent when SMTP_URL is unset. The mail worker keeps
 * mail through {@link DevMailboxService.keep}; the /dev/mailbox pages read it. The module
 * owns `dev_mails`.
 */
export type DevMailboxService = ReturnType<typeof createDevMailboxService>;

export function createDevMailboxService(deps: { database: Database }) {
  const { db } = deps.database;
  return {
    /** Keep `mail` as sent from `from`; returns its id. */
    keep(mail: MailMessage, from: string): Promise<number> {
      return insertDevMail(db, {
        to: mail.to,
        from,
        replyTo: mail.replyTo ?? null,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
    /** The newest kept mails (at most 100). */
    list: () => listDevMails(db),
    /** One kept mail with its bodies, or undefined. */
    find: (id: number) => findDevMail(db, id),
  };
}
