import { MAX_PLANS, type MenteeIntake, type OwnPlanList, type Plan } from '@pathwise/contracts';
import type { Database, Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { ProfilesService } from '../profiles/service.ts';
import * as repo from './plans-repository.ts';

/**
 * Which of `planIds` mentees have opened (booked at least once). The bookings module answers
 * it (it owns `bookings`); it depends on this module, so it hands the answer in with
 * {@link MentorPlansService.useOpenedPlans} when it starts.
 */
export type OpenedPlans = (planIds: string[], db: Db) => Promise<Set<string>>;

/** The mentor's plans and intake settings (docs/product.md#1115-settings-that-save), part of the mentors service. */
export type MentorPlansService = ReturnType<typeof createMentorPlansService>;

/**
 * Settings → Mentee Management (docs/product.md#1115-settings-that-save): a mentor lists, adds, edits and removes plans,
 * and says whether and how many mentees they take. Changes never alter a plan a mentee has
 * opened: such a plan is archived (kept for its bookings and balances) and, on an edit, a
 * new plan with the new terms takes its place; plans nobody opened change in place. The
 * first plan cannot be removed, as in onboarding (docs/product.md#32-onboarding-answers).
 */
export function createMentorPlansService(deps: {
  database: Database;
  /** Where the intake settings live (`mentor_profiles`, ADR 0016). */
  profiles: Pick<ProfilesService, 'mentor'>;
}) {
  const { database } = deps;
  // Until the bookings module answers, every plan counts as opened: edits archive (safe).
  let openedPlans: OpenedPlans = async (ids) => new Set(ids);

  const notFound = () =>
    new AppError('plan_not_found', 'No current plan with this id among your plans.');

  /** The list as the settings show it, read on `db`. */
  async function listOn(db: Db, mentorId: string): Promise<OwnPlanList> {
    const rows = await repo.listCurrentPlans(db, mentorId);
    const opened = await openedPlans(
      rows.map((r) => r.id),
      db,
    );
    return {
      items: rows.map(({ position: _position, ...row }, index) => ({
        ...row,
        opened: opened.has(row.id),
        first: index === 0,
      })),
      max: MAX_PLANS,
    };
  }

  /**
   * Run `fn` with the mentor's plans locked. The directory's lowest price follows through the
   * trigger of migrations `mentor_lowest_price` and `assigned_work_and_current_plans`, which
   * counts current (not archived) plans only.
   */
  function change<T>(mentorId: string, fn: (db: Db, rows: repo.PlanRow[]) => Promise<T>) {
    return database.transaction(async (tx) => {
      if (!(await repo.lockMentor(tx.db, mentorId))) throw notFound();
      const rows = await repo.listCurrentPlans(tx.db, mentorId);
      const result = await fn(tx.db, rows);
      return result;
    });
  }

  return {
    /** Called once by the bookings module: how to tell which plans mentees have opened. */
    useOpenedPlans(fn: OpenedPlans): void {
      openedPlans = fn;
    },

    /** `GET /api/mentor/plans`: the mentor's current plans, in order, with `opened` and `first`. */
    list(mentorId: string): Promise<OwnPlanList> {
      return listOn(database.db, mentorId);
    },

    /**
     * `POST /api/mentor/plans`: add a plan after the others.
     * @throws AppError 409 `plan_change_not_allowed` at {@link MAX_PLANS} plans; 404
     *   `plan_not_found` without a mentor profile.
     */
    async add(mentorId: string, plan: Plan): Promise<OwnPlanList> {
      await change(mentorId, async (db, rows) => {
        if (rows.length >= MAX_PLANS)
          throw new AppError(
            'plan_change_not_allowed',
            `You can offer at most ${MAX_PLANS} plans. Remove one first.`,
          );
        const last = rows.at(-1)?.position ?? -1;
        await repo.insertPlan(db, mentorId, last + 1, plan);
      });
      return this.list(mentorId);
    },

    /**
     * `PUT /api/mentor/plans/:id`: new terms for a plan. Opened by a mentee: the plan is
     * archived and a new plan with the new terms takes its position (a new id); else it is
     * changed in place. The same terms again change nothing.
     * @throws AppError 404 `plan_not_found` when `id` is not one of the mentor's current plans.
     */
    async update(mentorId: string, id: string, plan: Plan): Promise<OwnPlanList> {
      await change(mentorId, async (db, rows) => {
        const row = rows.find((r) => r.id === id);
        if (!row) throw notFound();
        const same =
          row.name === plan.name &&
          row.priceMinor === plan.priceMinor &&
          row.currency === plan.currency &&
          row.sessions === plan.sessions &&
          (row.deliverables ?? '') === (plan.deliverables ?? '');
        if (same) return;
        if ((await openedPlans([id], db)).has(id)) {
          await repo.archivePlan(db, mentorId, id);
          await repo.insertPlan(db, mentorId, row.position, plan);
        } else {
          await repo.updatePlan(db, mentorId, id, plan);
        }
      });
      return this.list(mentorId);
    },

    /**
     * `DELETE /api/mentor/plans/:id`: remove a plan. Opened: archived (kept for its mentees'
     * bookings and balances, gone from the profile and the booking page); else deleted.
     * @throws AppError 409 `plan_change_not_allowed` for the first plan; 404 `plan_not_found`.
     */
    async remove(mentorId: string, id: string): Promise<OwnPlanList> {
      await change(mentorId, async (db, rows) => {
        const index = rows.findIndex((r) => r.id === id);
        if (index < 0) throw notFound();
        if (index === 0)
          throw new AppError(
            'plan_change_not_allowed',
            'The first plan cannot be removed. Edit it instead.',
          );
        if ((await openedPlans([id], db)).has(id)) await repo.archivePlan(db, mentorId, id);
        else await repo.deletePlan(db, mentorId, id);
      });
      return this.list(mentorId);
    },

    /**
     * A plan a mentee may book with the mentor, current or archived (the caller checks that
     * an archived one still has sessions left for the mentee), or null.
     */
    findPlan(mentorId: string, id: string, db: Db = database.db) {
      return repo.findPlan(db, mentorId, id);
    },

    /** The mentor's archived plans among `ids` (a mentee's open packages), in their old order. */
    archivedPlans(mentorId: string, ids: string[], db: Db = database.db) {
      return repo.findArchivedPlans(db, mentorId, ids);
    },

    /**
     * `GET /api/mentor/mentee-management`, and the booking path's check: whether the mentor
     * takes new mentees and how many active ones at most (null = no limit).
     * @throws AppError 404 `mentor_not_found` without a mentor profile.
     */
    async intake(mentorId: string, db: Db = database.db): Promise<MenteeIntake> {
      const intake = await deps.profiles.mentor.intake(mentorId, db);
      if (!intake) throw new AppError('mentor_not_found', 'No mentor profile for this account.');
      return intake;
    },

    /**
     * `PUT /api/mentor/mentee-management`: save them. The public profile says at once
     * whether the mentor takes new mentees.
     * @throws AppError 404 `mentor_not_found` without a mentor profile.
     */
    async saveIntake(mentorId: string, intake: MenteeIntake): Promise<MenteeIntake> {
      if (!(await deps.profiles.mentor.saveIntake(mentorId, intake)))
        throw new AppError('mentor_not_found', 'No mentor profile for this account.');
      return intake;
    },
  };
}
