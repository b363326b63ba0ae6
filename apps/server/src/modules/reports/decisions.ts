import { mailLanguage } from '../../mail/language.ts';
import type { AppealCase, ReportReason } from '@pathwise/contracts';
import type { Config } from '../../config.ts';
import type { Database, Transaction } from '../../db/client.ts';
import type { Mailer } from '../../jobs/mail-job.ts';
import { newId, newSecret, sha256 } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import type { AccountSuspensions } from '../account/suspension.ts';
import * as repo from './repository.ts';

/**
 * Statements of reasons and appeals (docs/product.md#143-moderation-and-suspension, EU DSA
 * Art. 17): each removal or suspension is a decision with a single-use appeal link, mailed to
 * the person; their one appeal puts the case back in the queue.
 */
export function createDecisions(deps: {
  config: Pick<Config, 'appName' | 'appUrl'>;
  database: Database;
  mailer: Mailer;
  accounts: Pick<AccountSuspensions, 'suspensionOf'>;
}) {
  const { config, database, mailer, accounts } = deps;
  const invalid = () => new AppError('appeal_link_invalid', 'This appeal link is not valid.');
  const toCase = (decision: repo.DecisionRow, appealed: boolean): AppealCase => ({
    action: decision.action,
    reason: decision.reason,
    decidedAt: decision.createdAt.toISOString(),
    appealed,
  });

  return {
    /**
     * Record a removal or suspension and mail the statement of reasons with its appeal link.
     */
    async decide(
      tx: Transaction,
      input: {
        userId: string;
        action: 'remove' | 'suspend';
        reportId: string | null;
        rule: ReportReason;
        reason: string;
        until: Date | null;
      },
    ) {
      const person = await accounts.suspensionOf(input.userId, tx.db);
      if (!person) throw new AppError('user_not_found', 'No account with this id.');
      const token = newSecret();
      await repo.insertDecision(tx.db, {
        id: newId(),
        userId: input.userId,
        action: input.action,
        reportId: input.reportId,
        rule: input.rule,
        reason: input.reason,
        appealTokenHash: sha256(token),
      });
      if (person.deleted) return;
      const { statementOfReasonsMail } = await import('./mails.tsx');
      await mailer.send(
        await statementOfReasonsMail({
          appName: config.appName,
          to: person.email,
          name: person.name,
          action: input.action,
          rule: input.rule,
          reason: input.reason,
          until: input.until,
          appealLink: `${config.appUrl}/appeal/${token}`,
          language: mailLanguage(person.language),
        }),
        tx.client,
      );
    },

    /**
     * `GET /api/appeals/:token`: the decision the appeal link is for.
     * @throws AppError 404 `appeal_link_invalid`.
     */
    async appealCase(token: string): Promise<AppealCase> {
      return database.transaction(async (tx) => {
        const decision = await repo.findDecisionByToken(tx.db, sha256(token));
        if (!decision) throw invalid();
        return toCase(decision, decision.appealedAt !== null);
      });
    },

    /**
     * `POST /api/appeals/:token`: the person's one reply. The case returns to the queue (its
     * report open again, flagged as an appeal with `text`); a decision made without a report
     * files one on the person to carry it.
     * @throws AppError 404 `appeal_link_invalid`; 409 `appeal_exists`.
     */
    async appeal(token: string, text: string): Promise<AppealCase> {
      return database.transaction(async (tx) => {
        const decision = await repo.findDecisionByToken(tx.db, sha256(token));
        if (!decision) throw invalid();
        if (decision.appealedAt) {
          throw new AppError('appeal_exists', 'This decision was already appealed.');
        }
        let reportId = decision.reportId;
        if (reportId) {
          await repo.reopenAsAppeal(tx.db, reportId, text);
        } else {
          const row = await repo.insertReport(tx.db, {
            id: newId(),
            reporterId: decision.userId,
            subjectKind: 'user',
            subjectId: decision.userId,
            subjectUserId: decision.userId,
            reason: decision.rule,
            details: decision.reason,
          });
          reportId = row!.id;
          await repo.reopenAsAppeal(tx.db, reportId, text);
        }
        await repo.markAppealed(tx.db, decision.id, reportId);
        return toCase(decision, true);
      });
    },
  };
}
