import type {
  MentorApplication,
  MentorApplicationList,
  MentorApplicationListQuery,
} from '@pathwise/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { EventBus } from '../../lib/events.ts';
import type { BookingsService } from '../bookings/service.ts';
import type { AuditLogService } from '../audit-log/service.ts';
import type { MentorsService } from '../mentors/service.ts';

/**
 * Mentor vetting (docs/product.md#121-mentor-vetting "Mentor vetting"): admins list the
 * applications, approve or decline them with a reason. Each decision is published as the
 * domain event `mentor-application.decided` in the decision's transaction; the mentors module
 * mails the mentor (ADR 0008).
 */
export type AdminService = ReturnType<typeof createAdminService>;

const notFound = () =>
  new AppError('mentor_application_not_found', 'No mentor application for this user.');

export function createAdminService(deps: {
  database: Database;
  events: EventBus;
  mentors: MentorsService;
  /** Whether the mentor set weekly hours (the approval mail names them first when not). */
  bookings: Pick<BookingsService, 'hasWeeklyHours'>;
  auditLog: Pick<AuditLogService, 'record'>;
}) {
  const { database, events } = deps;
  const applications = deps.mentors.applications;

  const service = {
    /** `GET /api/admin/mentors`: one page, pending first, then newest submitted. */
    async listApplications(query: MentorApplicationListQuery): Promise<MentorApplicationList> {
      return applications.list(query);
    },

    /**
     * Approve a pending application and mail the mentor. Approving an approved one again
     * changes nothing and sends no mail.
     * @throws AppError 404 `mentor_application_not_found`; 409
     *   `mentor_application_not_pending` when it is declined (the mentor must resubmit).
     */
    async approve(reviewerId: string, userId: string): Promise<MentorApplication> {
      return database.transaction(async (tx) => {
        const status = await applications.lockStatus(tx.db, userId);
        if (!status) throw notFound();
        if (status === 'declined') {
          throw new AppError(
            'mentor_application_not_pending',
            'This application was declined; it can be decided again once the mentor resubmits.',
          );
        }
        if (status === 'pending') {
          await applications.recordDecision(tx.db, userId, {
            status: 'approved',
            reviewerId,
            declineReason: null,
          });
          await deps.auditLog.record(tx.db, {
            adminId: reviewerId,
            action: 'approve',
            subjectUserId: userId,
            subject: { kind: 'application', id: userId },
          });
        }
        const application = (await applications.find(userId, tx.db))!;
        if (status === 'pending') {
          await events.publish(
            'mentor-application.decided',
            {
              userId,
              email: application.accountEmail,
              name: application.accountName,
              decision: 'approved',
              reason: null,
              hasWeeklyHours: await deps.bookings.hasWeeklyHours(userId, tx.db),
            },
            tx,
          );
        }
        return application;
      });
    },

    /**
     * Decline a pending application with `reason` (mailed to the mentor, who may edit and
     * resubmit).
     * @throws AppError 404 `mentor_application_not_found`; 409
     *   `mentor_application_not_pending` when it is already approved or declined.
     */
    async decline(reviewerId: string, userId: string, reason: string): Promise<MentorApplication> {
      return database.transaction(async (tx) => {
        const status = await applications.lockStatus(tx.db, userId);
        if (!status) throw notFound();
        if (status !== 'pending') {
          throw new AppError(
            'mentor_application_not_pending',
            `This application is already ${status}; only a pending application can be declined.`,
          );
        }
        await applications.recordDecision(tx.db, userId, {
          status: 'declined',
          reviewerId,
          declineReason: reason,
        });
        await deps.auditLog.record(tx.db, {
          adminId: reviewerId,
          action: 'decline',
          subjectUserId: userId,
          subject: { kind: 'application', id: userId },
          note: reason,
        });
        const application = (await applications.find(userId, tx.db))!;
        await events.publish(
          'mentor-application.decided',
          {
            userId,
            email: application.accountEmail,
            name: application.accountName,
            decision: 'declined',
            reason,
          },
          tx,
        );
        return application;
      });
    },

    /**
     * Delist an approved mentor with `reason` (docs/product.md#144-the-mentor-lifecycle): gone
     * from the directory, the public profile and new bookings at once; sessions already
     * booked stay. Mails the mentor the reason; one audit row.
     * @throws AppError 404 `mentor_application_not_found`; 409 `mentor_not_approved`, or
     *   `mentor_listing_unchanged` when already delisted.
     */
    delist(adminId: string, userId: string, reason: string): Promise<MentorApplication> {
      return changeListing(adminId, userId, { reason });
    },

    /**
     * List a delisted mentor again (docs/product.md#144-the-mentor-lifecycle); mails them; one
     * audit row.
     * @throws AppError 404 `mentor_application_not_found`; 409 `mentor_not_approved`, or
     *   `mentor_listing_unchanged` when not delisted.
     */
    relist(adminId: string, userId: string): Promise<MentorApplication> {
      return changeListing(adminId, userId, null);
    },
  };
  return service;

  /** Delist (with the reason) or relist (`null`), in one transaction with its audit row and mail. */
  function changeListing(
    adminId: string,
    userId: string,
    delisted: { reason: string } | null,
  ): Promise<MentorApplication> {
    return database.transaction(async (tx) => {
      const listing = await applications.lockListing(tx.db, userId);
      if (!listing) throw notFound();
      if (listing.status !== 'approved')
        throw new AppError(
          'mentor_not_approved',
          'Only an approved mentor can be delisted or relisted.',
        );
      if (listing.delisted === (delisted !== null))
        throw new AppError(
          'mentor_listing_unchanged',
          delisted ? 'This mentor is already delisted.' : 'This mentor is listed already.',
        );
      await applications.recordListing(tx.db, userId, delisted);
      await deps.auditLog.record(tx.db, {
        adminId,
        action: delisted ? 'delist' : 'relist',
        subjectUserId: userId,
        note: delisted?.reason ?? null,
      });
      const application = (await applications.find(userId, tx.db))!;
      await events.publish(
        'mentor.listing-changed',
        {
          userId,
          email: application.accountEmail,
          name: application.accountName,
          listed: delisted === null,
          reason: delisted?.reason ?? null,
        },
        tx,
      );
      return application;
    });
  }
}
