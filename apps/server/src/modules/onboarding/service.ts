import {
  NAME_MAX_LENGTH,
  DASHBOARD_PATHS,
  ONBOARDING_STEPS,
  STEP_ANSWERS,
  requiredSteps,
  type MentorStatus,
  type OnboardingAnswers,
  type OnboardingState,
  type SaveOnboardingStep,
  type SavedStepKey,
  type UserType,
  MENTOR_USER_TYPE,
  roleOfUserType,
} from '@pathwise/contracts';
import type { Logger } from 'pino';
import type { core } from 'zod';
import type { Database, Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { EventBus } from '../../lib/events.ts';
import { validationMessage } from '../../lib/validation.ts';
import type { AccountService } from '../account/service.ts';
import type { MentorsService } from '../mentors/service.ts';
import type { ProfilesService } from '../profiles/service.ts';
import * as repo from './repository.ts';

/**
 * The stored and API value of the mentor role (docs/product.md#32-onboarding-answers "Role choice": `coach` means
 * mentor). Code says mentor; the value stays as the spec stores it.
 */
const MENTOR: UserType = MENTOR_USER_TYPE;

/**
 * Onboarding rules (docs/product.md#216-onboarding-wizard "Onboarding wizard", #3-data, #43-wizard, #72-onboarding-api):
 * every wizard step is saved on the server and restored on return, the role decides the
 * branch, and Confirm on /welcome-aboard writes the mentee or mentor profile (mentors then
 * wait for an admin's review).
 */
export type OnboardingService = ReturnType<typeof createOnboardingService>;

const SAVED_KEYS = Object.keys(STEP_ANSWERS) as SavedStepKey[];
const stepOf = (key: SavedStepKey) => ONBOARDING_STEPS.find((s) => s.key === key)!;

/**
 * The stored answers, each checked again with its step's schema on the way out: an answer
 * that no longer passes (e.g. after a contract change) is left out, so the wizard asks for
 * that step again instead of the API answering with data its own contract refuses.
 */
export function readAnswers(raw: Record<string, unknown>, log?: Logger): OnboardingAnswers {
  const answers: Record<string, unknown> = {};
  for (const key of SAVED_KEYS) {
    if (raw[key] === undefined) continue;
    const parsed = STEP_ANSWERS[key].safeParse(raw[key]);
    if (parsed.success) answers[key] = parsed.data;
    else log?.warn({ key }, 'stored onboarding answer no longer valid; left out');
  }
  return answers;
}

/** The first required step of `userType`'s branch with no saved answer, if any. */
export function firstMissingStep(
  userType: UserType,
  answers: OnboardingAnswers,
): SavedStepKey | undefined {
  return requiredSteps(userType).find((key) => answers[key] === undefined);
}

/**
 * Where the wizard resumes: `/welcome` before a role; the route of the first required step
 * of the branch without an answer (in `ONBOARDING_STEPS` order); `/welcome-aboard` when all
 * are saved; the role's dashboard once complete.
 */
export function resumePath(
  userType: UserType | null,
  answers: OnboardingAnswers,
  completed: boolean,
): string {
  if (!userType) return '/welcome';
  if (completed) return DASHBOARD_PATHS[roleOfUserType(userType)];
  const missing = firstMissingStep(userType, answers);
  return missing ? stepOf(missing).path : '/welcome-aboard';
}

/** `{step, data}` checked against the step's schema; 400 naming the field otherwise. */
function parseStep(body: SaveOnboardingStep): { key: SavedStepKey; value: unknown } {
  const def = ONBOARDING_STEPS.find((s) => s.step === body.step);
  if (!def || def.key === 'finish') {
    throw new AppError(
      'general_argument_invalid',
      `Invalid \`step\` param: ${body.step} is not a step that saves answers.`,
    );
  }
  const key = def.key;
  const extra = Object.keys(body.data).find((k) => k !== key);
  if (extra !== undefined) {
    throw new AppError(
      'general_argument_invalid',
      `Invalid \`data.${extra}\` param: step ${body.step} saves only "data.${key}".`,
    );
  }
  // Strict: a key the step does not know is a client bug, not something to drop silently.
  const result = STEP_ANSWERS[key].strict().safeParse(body.data[key], { reportInput: true });
  if (!result.success) {
    const issue = result.error.issues[0];
    const prefixed = issue
      ? ({ ...issue, path: ['data', key, ...issue.path] } as core.$ZodIssue)
      : undefined;
    throw new AppError('general_argument_invalid', validationMessage(prefixed, 'body'));
  }
  return { key, value: result.data };
}

/** Trimmed text, or null when empty or absent (optional profile columns). */
const orNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

export function createOnboardingService(deps: {
  database: Database;
  mentors: MentorsService;
  /** Writes the mentee profile Confirm creates (ADR 0016). */
  profiles: Pick<ProfilesService, 'mentee'>;
  /** Owns the person's name (`users.name`), which the bio step sets (ADR 0016). */
  accounts: Pick<AccountService, 'setName'>;
  /** Publishes `mentor-application.submitted` when a mentor's application goes to review. */
  events: EventBus;
  log?: Logger;
}) {
  const { database, log } = deps;
  const applications = deps.mentors.applications;

  async function stateOf(
    db: Db,
    userId: string,
    record: repo.OnboardingRecord | null,
  ): Promise<OnboardingState> {
    const userType = record?.userType ?? null;
    const answers = readAnswers(record?.answers ?? {}, log);
    const completed = record?.completedAt != null;
    let mentorStatus: MentorStatus | null = null;
    let declineReason: string | null = null;
    if (completed && userType === MENTOR) {
      const review = await applications.review(userId, db);
      mentorStatus = review?.status ?? null;
      declineReason = review?.status === 'declined' ? review.declineReason : null;
    }
    return {
      userType,
      answers,
      resumePath: resumePath(userType, answers, completed),
      completed,
      mentorStatus,
      declineReason,
    };
  }

  /**
   * After completion only a declined mentor may change answers (to edit and resubmit).
   * @throws AppError 409 `onboarding_already_completed` otherwise.
   */
  async function assertEditable(db: Db, userId: string, record: repo.OnboardingRecord) {
    if (!record.completedAt) return;
    const review = record.userType === MENTOR ? await applications.review(userId, db) : undefined;
    if (review?.status !== 'declined') {
      throw new AppError(
        'onboarding_already_completed',
        'Onboarding is already complete; the answers can no longer be changed.',
      );
    }
  }

  return {
    /** `GET /api/onboarding`: the role, every saved answer, where to resume, review state. */
    async getState(userId: string): Promise<OnboardingState> {
      return stateOf(database.db, userId, await repo.findOnboarding(database.db, userId));
    },

    /**
     * `POST /api/onboarding/save`: store one step's answers (last write wins).
     * Steps 2 and 5 set the role; both saved role answers follow it so they never disagree.
     * @throws AppError 400 `general_argument_invalid` naming the bad field; 409
     *   `onboarding_step_out_of_order` for a step before a role or of the other branch; 409
     *   `onboarding_already_completed` after completion (unless a declined mentor edits), or
     *   when the role would change after completion.
     */
    async save(userId: string, body: SaveOnboardingStep): Promise<OnboardingState> {
      const { key, value } = parseStep(body);
      return database.transaction(async ({ db }) => {
        const record = await repo.lockOnboarding(db, userId);
        await assertEditable(db, userId, record);
        const answers: Record<string, unknown> = { ...record.answers };
        let userType = record.userType;
        if (key === 'roleInfo' || key === 'confirmRole') {
          const chosen = (value as { userType: UserType }).userType;
          if (record.completedAt && chosen !== userType) {
            throw new AppError(
              'onboarding_already_completed',
              'The role cannot be changed after onboarding is complete.',
            );
          }
          userType = chosen;
          answers.roleInfo = { userType };
          if (key === 'confirmRole' || answers.confirmRole !== undefined) {
            answers.confirmRole = { userType };
          }
        } else {
          const def = stepOf(key);
          if (!userType) {
            throw new AppError(
              'onboarding_step_out_of_order',
              `Step ${def.step} (${def.path}) needs a role first: save step 2 (/welcome).`,
            );
          }
          if (def.branch !== 'both' && def.branch !== roleOfUserType(userType)) {
            throw new AppError(
              'onboarding_step_out_of_order',
              `Step ${def.step} (${def.path}) is not part of the ${userType === MENTOR ? 'mentor' : 'mentee'} onboarding.`,
            );
          }
          answers[key] = value;
        }
        await repo.updateOnboarding(db, userId, { userType, answers });
        return stateOf(db, userId, { ...record, userType, answers });
      });
    },

    /**
     * `POST /api/onboarding/complete` (Confirm on /welcome-aboard): write the mentee profile,
     * or the mentor profile with its plans as a `pending` application, in one transaction.
     * A declined mentor's resubmission goes back to `pending`; calling it again otherwise
     * changes nothing and answers the current state.
     * A mentor's submission publishes `mentor-application.submitted` (the receipt and the
     * admins' notice, docs/product.md#121-mentor-vetting) in the same transaction.
     * @param user the signed-in account: its id, and its email for the receipt.
     * @throws AppError 409 `onboarding_incomplete` naming the first step without an answer.
     */
    async complete(user: { id: string; email: string }): Promise<OnboardingState> {
      const userId = user.id;
      return database.transaction(async (tx) => {
        const { db } = tx;
        const record = await repo.lockOnboarding(db, userId);
        const userType = record.userType;
        if (!userType) {
          throw new AppError(
            'onboarding_incomplete',
            'Onboarding cannot finish yet: step 2 (/welcome) has no saved answer.',
          );
        }
        let resubmitted = false;
        if (record.completedAt) {
          const review = userType === MENTOR ? await applications.review(userId, db) : undefined;
          if (review?.status !== 'declined') return stateOf(db, userId, record);
          resubmitted = true;
        }
        const answers = readAnswers(record.answers, log);
        const missing = firstMissingStep(userType, answers);
        if (missing) {
          const def = stepOf(missing);
          throw new AppError(
            'onboarding_incomplete',
            `Onboarding cannot finish yet: step ${def.step} (${def.path}) has no saved answer.`,
          );
        }
        const bio = answers.bio!;
        // The bio step's name becomes the account's name, the one every page, mail and search
        // reads (ADR 0016); the profiles keep no copy of it.
        const name = `${bio.firstName.trim()} ${bio.lastName.trim()}`
          .trim()
          .slice(0, NAME_MAX_LENGTH);
        if (name) await deps.accounts.setName(userId, name, db);
        const base = {
          userId,
          contactEmail: orNull(bio.email),
          location: orNull(bio.location),
          institution: orNull(bio.institution),
          bioRole: bio.role ?? null,
          domain: bio.domain ?? null,
          about: answers.about!.text,
        };
        if (userType === 'mentee') {
          const sessions = answers.sessions!;
          const goal = answers.menteeGoal!;
          await deps.profiles.mentee.upsert(db, {
            ...base,
            experience: answers.experience!.experience,
            timeline: answers.timeline!.timeline,
            numberOfSessions: sessions.numberOfSessions,
            frequency: sessions.frequency,
            period: sessions.period,
            skills: answers.qualities!.skills,
            traits: answers.qualities!.traits,
            goal: goal.goal,
            goalOther: goal.goal === 'other' ? orNull(goal.other) : null,
          });
        } else {
          const certification = answers.certification!;
          const goal = answers.mentorGoal!;
          await applications.submit(
            db,
            {
              ...base,
              niche: answers.expertise!.niche,
              skillsText: answers.skills!.text,
              expertOptIn: answers.expert!.optIn,
              certification: certification.certification,
              certificationOther:
                certification.certification === 'others' ? orNull(certification.other) : null,
              clientsCount: answers.clients!.count,
              goal: goal.goal,
              goalOther: goal.goal === 'other' ? orNull(goal.other) : null,
            },
            answers.plans!.plans,
          );
          await deps.events.publish(
            'mentor-application.submitted',
            {
              userId,
              email: user.email,
              name,
              resubmitted,
            },
            tx,
          );
        }
        await repo.markOnboardingCompleted(db, userId);
        return stateOf(db, userId, { ...record, completedAt: record.completedAt ?? new Date() });
      });
    },
  };
}
