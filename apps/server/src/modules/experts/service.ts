import { mailLanguage } from '../../mail/language.ts';
import {
  EXPERT_INBOX_SIZE,
  EXPERT_REQUESTS_PER_HOUR,
  type CreateExpertRequest,
  type ExpertInbox,
  type ExpertRequest,
  type ExpertTopic,
  type MyExpertRequest,
  type User,
} from '@pathwise/contracts';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Database, Db } from '../../db/client.ts';
import type { Mailer } from '../../jobs/mail-job.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { hasRole } from '../../lib/auth.ts';
import { newId } from '../../lib/crypto.ts';
import { AppError, MESSAGES } from '../../lib/errors.ts';
import type { EventBus } from '../../lib/events.ts';
import { createRateLimit } from '../../lib/rate-limit.ts';
import type { AccountService } from '../account/service.ts';
import { derivedUuid } from '../../lib/crypto.ts';
import type { MentorsService } from '../mentors/service.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import { createExpertLive, publicName } from './live.ts';
import * as repo from './repository.ts';

/**
 * Ask an Expert (docs/product.md#129-expertfinder; the spec's ExpertFinder, §3 "Expert opt-in";
 * docs/product.md#129-expertfinder). The module owns `expert_requests`.
 *
 * - A mentee asks (topic, up to 750 characters): the request is stored `open` with
 *   `expires_at` = now + TTL (10 minutes, `EXPERT_REQUEST_TTL_SECONDS`), at most one live
 *   (open or waiting) per mentee (partial unique index → 409 `expert_request_open`), 5 per
 *   hour per mentee (429). After commit it is pushed (`expert-request:new`) to the experts
 *   ONLINE now (presence), those whose niche is the topic first.
 * - Experts (approved mentors with `expert_opt_in`) read their inbox over HTTP (open and
 *   waiting, the matching topic first, then newest, ≤ 20); nothing is pushed on connect.
 * - Accepting is ONE conditional update (`status in ('open','waiting')`): of racing experts
 *   exactly one wins (the others 409 `expert_request_taken`). The winner and the mentee get
 *   a conversation (`app.messages.openConversation`) and `expert-request:updated` with it;
 *   every other expert gets `expert-request:closed`.
 * - A pg-boss job at `expires_at` expires a still-open request (`expert-request.expired`);
 *   the mentee may then leave it open (`waiting`), which mails the opted-in experts of the
 *   topic (at most 20), or book one of 3 suggested mentors of that niche.
 */
export type ExpertsService = ReturnType<typeof createExpertsService>;

/** The pg-boss queue of expiry jobs. */
export const EXPIRY_QUEUE = 'expert-request-expiry';
/** Experts mailed at most when a request is left open. */
export const WAITING_MAILS_MAX = 20;
/** Mentors suggested to book after an expiry. */
export const SUGGESTED_MENTORS = 3;

/** The conversation opener of the messages module (contracts `messages.ts`). */
export interface ConversationOpener {
  /**
   * Open the pair's conversation; `first` (the mentee's question) becomes its first message
   * from the mentee, stored once per `clientId`.
   */
  openConversation: (
    menteeId: string,
    mentorId: string,
    tx?: undefined,
    first?: { text: string; clientId: string },
  ) => Promise<{ id: string }>;
}

const notFound = () =>
  new AppError('expert_request_not_found', 'No Ask an Expert request with this id.');

export function createExpertsService(deps: {
  config: Config;
  database: Database;
  events: EventBus;
  jobs: JobQueue;
  mailer: Mailer;
  logger: Logger;
  realtime: RealtimeHub;
  mentors: Pick<MentorsService, 'experts' | 'approvedByNiche'>;
  accounts: Pick<AccountService, 'findPeople'>;
  /** The messages service (`app.messages`): the accepted request's conversation. */
  messages: ConversationOpener;
}) {
  const { config, database, events, jobs, mailer, logger, realtime, mentors, accounts } = deps;
  const { db } = database;
  const limit = createRateLimit(
    database.pool,
    'expert-requests',
    EXPERT_REQUESTS_PER_HOUR,
    config.rateLimits.enabled,
  );

  const { toDto, offerLive, closeForExperts, tellMentee } = createExpertLive({
    realtime,
    mentors,
    accounts,
  });

  /** The approved, opted-in expert `user`, or null. */
  async function expertOf(user: User) {
    if (!hasRole(user, 'mentor')) return null;
    return (await mentors.experts()).find((e) => e.id === user.id) ?? null;
  }

  /** The mentee's own request `id` (404 for anyone else's). */
  async function ownRequest(user: User, id: string, on: Db = db) {
    const row = await repo.findRequest(on, id);
    if (!row || row.menteeId !== user.id) throw notFound();
    return row;
  }

  return {
    /**
     * A new request of the mentee `user`, offered live to the online experts after commit.
     * @throws 429 `general_rate_limit_exceeded` past 5 per hour; 409 `expert_request_open`
     *   when the mentee already has an open or waiting request.
     */
    async create(user: User, body: CreateExpertRequest): Promise<ExpertRequest> {
      await limit.consume(user.id);
      try {
        const row = await database.transaction(async (tx) => {
          const inserted = await repo.insertRequest(tx.db, {
            id: newId(),
            menteeId: user.id,
            topic: body.topic,
            description: body.description,
            expiresAt: new Date(Date.now() + config.expertRequestTtlMs),
          });
          await jobs.send(
            EXPIRY_QUEUE,
            { requestId: inserted.id },
            { client: tx.client, startAfter: inserted.expiresAt },
          );
          tx.afterCommit(() => offerLive(inserted));
          return inserted;
        });
        return toDto(row, { id: user.id, niche: null });
      } catch (err) {
        if (repo.isOneOpenViolation(err)) {
          await limit.refund(user.id);
          throw new AppError(
            'expert_request_open',
            'You already have an open request. Cancel it before asking again.',
          );
        }
        throw err;
      }
    },

    /**
     * The mentee's live request, else their latest (null if none), how many experts are
     * online, and after an expiry up to 3 approved mentors of the topic to book.
     */
    async mine(user: User): Promise<MyExpertRequest> {
      const row = await repo.findMenteeCurrent(db, user.id);
      const experts = await mentors.experts();
      const online = await realtime.online(experts.map((e) => e.id));
      const suggested =
        row && (row.status === 'expired' || row.status === 'waiting')
          ? await mentors.approvedByNiche(row.topic, SUGGESTED_MENTORS)
          : [];
      return {
        request: row ? await toDto(row, { id: user.id, niche: null }) : null,
        expertsOnline: online.size,
        suggestedMentors: suggested.map((m) => ({
          id: m.id,
          name: m.name,
          headline: m.headline ?? '',
        })),
      };
    },

    /**
     * An expert's inbox: open (not yet expired) and waiting requests, the reader's niche
     * first, then newest, at most {@link EXPERT_INBOX_SIZE}. `optedIn` false (and no items)
     * for a mentor who has not opted in or is not approved. @throws 403 for a mentee.
     */
    async inbox(user: User): Promise<ExpertInbox> {
      if (!hasRole(user, 'mentor')) throw new AppError('general_forbidden', MESSAGES.forbidden);
      const expert = await expertOf(user);
      if (!expert) return { items: [], optedIn: false };
      const rows = await repo.listLive(db, expert.niche, EXPERT_INBOX_SIZE);
      const names = await accounts.findPeople(rows.map((r) => r.menteeId));
      const items = await Promise.all(
        rows.map((r) => toDto(r, { id: expert.id, niche: expert.niche }, names)),
      );
      return { items, optedIn: true };
    },

    /**
     * Accept request `id` as the expert `user`: one conditional update decides the winner;
     * the winner and the mentee get the conversation (`expert-request:updated`), the other
     * experts `expert-request:closed`; `expert-request.accepted` is published.
     * @throws 403 unless an opted-in expert; 404 unknown id; 409 `expert_request_taken`.
     */
    async accept(user: User, id: string): Promise<ExpertRequest> {
      const expert = await expertOf(user);
      if (!expert) throw new AppError('general_forbidden', MESSAGES.forbidden);
      const won = await repo.acceptRequest(db, id, expert.id);
      if (!won) {
        if (!(await repo.findRequest(db, id))) throw notFound();
        throw new AppError('expert_request_taken', 'Another expert accepted this request first.');
      }
      let conversation: { id: string };
      try {
        // The question is the conversation's first message (docs/product.md#129-expertfinder).
        conversation = await deps.messages.openConversation(won.menteeId, expert.id, undefined, {
          text: won.description,
          clientId: `expert-request:${id}`,
        });
      } catch (err) {
        await repo.undoAccept(db, id, expert.id);
        throw err;
      }
      const people = await accounts.findPeople([won.menteeId, expert.id]);
      const row = await database.transaction(async (tx) => {
        const updated = await repo.setConversation(tx.db, id, conversation.id);
        await events.publish(
          'expert-request.accepted',
          {
            requestId: id,
            menteeId: updated.menteeId,
            expertId: expert.id,
            expertName: people.get(expert.id)?.name ?? expert.name,
            conversationId: conversation.id,
          },
          tx,
        );
        tx.afterCommit(async () => {
          realtime.toUsers(expert.id, 'expert-request:updated', {
            request: await toDto(updated, { id: expert.id, niche: expert.niche }, people),
          });
          realtime.toUsers(updated.menteeId, 'expert-request:updated', {
            request: await toDto(updated, { id: updated.menteeId, niche: null }, people),
          });
          await closeForExperts(id, expert.id);
        });
        return updated;
      });
      return toDto(row, { id: expert.id, niche: expert.niche }, people);
    },

    /** The mentee withdraws their open or waiting request. @throws 404; 409 when closed. */
    async cancel(user: User, id: string): Promise<ExpertRequest> {
      await ownRequest(user, id);
      const row = await database.transaction(async (tx) => {
        const changed = await repo.transition(tx.db, id, ['open', 'waiting'], 'cancelled', user.id);
        if (!changed) {
          throw new AppError(
            'expert_request_not_changeable',
            'This request is no longer open, so it cannot be cancelled.',
          );
        }
        tx.afterCommit(async () => {
          await tellMentee(changed);
          await closeForExperts(id);
        });
        return changed;
      });
      return toDto(row, { id: user.id, niche: null });
    },

    /**
     * The mentee leaves an expired request open for offline experts (`waiting`): one mail to
     * each opted-in expert of the topic (at most {@link WAITING_MAILS_MAX}), enqueued in the
     * same transaction. @throws 404; 409 unless expired; 409 `expert_request_open` when the
     * mentee has another live request.
     */
    async leaveOpen(user: User, id: string): Promise<ExpertRequest> {
      await ownRequest(user, id);
      const experts = (await mentors.experts((await repo.findRequest(db, id))!.topic)).slice(
        0,
        WAITING_MAILS_MAX,
      );
      const people = await accounts.findPeople([user.id, ...experts.map((e) => e.id)]);
      try {
        const row = await database.transaction(async (tx) => {
          const changed = await repo.transition(tx.db, id, ['expired'], 'waiting', user.id);
          if (!changed) {
            throw new AppError(
              'expert_request_not_changeable',
              'Only a request that expired can be left open.',
            );
          }
          const { expertRequestWaitingMail } = await import('./mails.tsx');
          for (const e of experts) {
            const person = people.get(e.id);
            if (!person) continue;
            const mail = await expertRequestWaitingMail({
              appName: config.appName,
              to: person.email,
              name: person.name,
              menteeName: publicName(people.get(user.id)?.name ?? ''),
              topic: changed.topic as ExpertTopic,
              description: changed.description,
              link: `${config.appUrl}/dashboard_mentor/ask-expert`,
              language: mailLanguage(person.language),
            });
            await mailer.send(mail, tx.client, { id: derivedUuid(`expert-waiting:${id}:${e.id}`) });
          }
          tx.afterCommit(async () => {
            await tellMentee(changed);
            await offerLive(changed);
          });
          return changed;
        });
        return toDto(row, { id: user.id, niche: null });
      } catch (err) {
        if (repo.isOneOpenViolation(err)) {
          throw new AppError(
            'expert_request_open',
            'You already have an open request. Cancel it before leaving this one open.',
          );
        }
        throw err;
      }
    },

    /**
     * The expiry job: request `requestId` becomes `expired` if still `open`
     * (`expert-request.expired`; the mentee gets `expert-request:updated`, experts
     * `expert-request:closed`). Anything else: nothing. @returns whether it expired.
     */
    async expire(requestId: string): Promise<boolean> {
      const row = await database.transaction(async (tx) => {
        const changed = await repo.transition(tx.db, requestId, ['open'], 'expired');
        if (!changed) return null;
        await events.publish(
          'expert-request.expired',
          { requestId, menteeId: changed.menteeId },
          tx,
        );
        tx.afterCommit(async () => {
          await tellMentee(changed);
          await closeForExperts(requestId);
        });
        return changed;
      });
      if (!row) logger.debug({ requestId }, 'expert request expiry skipped: no longer open');
      return row !== null;
    },

    /** When the mentee first asked an expert (the First Question badge), or null. */
    firstRequestAt(menteeId: string): Promise<Date | null> {
      return repo.firstRequestAt(db, menteeId);
    },
  };
}

/** Create the expiry queue and start its worker (every process; pg-boss runs each job once). */
export async function startExpiryWorker(jobs: JobQueue, experts: ExpertsService): Promise<void> {
  await jobs.work<{ requestId: string }>(
    EXPIRY_QUEUE,
    { retryLimit: 5, retryDelay: 5, pollingIntervalSeconds: 1 },
    async ({ data }) => {
      await experts.expire(data.requestId);
    },
  );
}
