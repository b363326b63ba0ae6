import {
  MenteeGoalAnswers,
  MentorGoalAnswers,
  type CommunitySettings,
  type ExpertiseSettings,
  type GeneralSettings,
  type GoalsSettings,
  type LanguagesSettings,
  type MentorLanguage,
  type UiLanguage,
  type UpdateCommunitySettings,
  type UpdateGeneralSettings,
  type UpdateLanguagesSettings,
  type User,
} from '@pathwise/contracts';
import { AppError } from '../../lib/errors.ts';
import { validationMessage } from '../../lib/validation.ts';
import type { AccountService } from '../account/service.ts';
import type { CirclesService } from '../circles/service.ts';
import type { ProfilesService } from '../profiles/service.ts';

/**
 * Settings (docs/product.md#1115-settings-that-save): one read and one save per section of
 * the settings page. The module owns no table: it reads and writes through the owning
 * modules' services (account → a person's name, time zone and language in `users`; profiles
 * → `mentor_profiles` and `mentee_profiles`, ADR 0016; circles → memberships).
 */
export type SettingsService = ReturnType<typeof createSettingsService>;

const NO_PROFILE = 'Finish onboarding first: these settings belong to your profile.';

export function createSettingsService(deps: {
  accounts: AccountService;
  profiles: Pick<ProfilesService, 'mentor' | 'mentee'>;
  circles: CirclesService;
}) {
  const { accounts, profiles, circles } = deps;

  /** The profile settings of `user`'s role. @throws AppError 403 without a finished profile. */
  async function profileOf(user: User) {
    const found =
      user.role === 'mentor'
        ? await profiles.mentor.settings(user.id)
        : user.role === 'mentee'
          ? await profiles.mentee.settings(user.id)
          : null;
    if (!found) throw new AppError('general_forbidden', NO_PROFILE);
    return found;
  }

  /** Write `patch` to `user`'s role profile; answers the profile settings after it. */
  async function saveProfile(
    user: User,
    patch: { languages?: string[]; goal?: string; goalOther?: string | null },
  ) {
    const saved =
      user.role === 'mentor'
        ? await profiles.mentor.updateSettings(user.id, patch)
        : user.role === 'mentee'
          ? await profiles.mentee.updateSettings(user.id, patch)
          : null;
    if (!saved) throw new AppError('general_forbidden', NO_PROFILE);
    return saved;
  }

  const general = (s: Awaited<ReturnType<AccountService['personSettings']>>): GeneralSettings => ({
    name: s.name,
    email: s.email,
    timeZone: s.timeZone,
    language: s.language as UiLanguage,
  });

  const goals = (p: { goal: string; goalOther: string | null }): GoalsSettings => ({
    goal: p.goal,
    ...(p.goalOther ? { other: p.goalOther } : {}),
  });

  return {
    /** Display name, account email (read-only), time zone (null until chosen), language. */
    async getGeneral(user: User): Promise<GeneralSettings> {
      return general(await accounts.personSettings(user.id));
    },

    /**
     * Save the display name (`users.name`, the one owner of a person's name: profile pages,
     * directory, chat, mail and notifications all read it; ADR 0016), time zone and
     * interface language. A mentor's new name is also what the directory search finds, in
     * the same write (trigger `users_name_search_vector`, migration `one_name`).
     */
    async updateGeneral(user: User, input: UpdateGeneralSettings): Promise<GeneralSettings> {
      return general(await accounts.updatePersonSettings(user.id, input));
    },

    /** Save the interface language alone (docs/product.md#15-languages). */
    async updateUiLanguage(user: User, language: UiLanguage): Promise<void> {
      await accounts.updatePersonSettings(user.id, { language });
    },

    /** The languages the mentor mentors in, or the mentee wants to be mentored in. */
    async getLanguages(user: User): Promise<LanguagesSettings> {
      return { languages: (await profileOf(user)).languages as MentorLanguage[] };
    },

    /**
     * Save the languages; for a mentor the directory's Language filter sees them at once
     * (the write raises the directory's version, ADR 0007).
     */
    async updateLanguages(user: User, input: UpdateLanguagesSettings): Promise<LanguagesSettings> {
      const saved = await saveProfile(user, { languages: input.languages });
      return { languages: saved.languages as MentorLanguage[] };
    },

    /** The onboarding goal step's answer of the caller's role. */
    async getGoals(user: User): Promise<GoalsSettings> {
      return goals(await profileOf(user));
    },

    /**
     * Save the goal with the onboarding step's rules of the caller's role: a mentor's goal is
     * one of `MENTOR_GOALS`, a mentee's one of `MENTEE_GOALS`; "Other" needs its text.
     * @throws AppError 400 `general_argument_invalid` naming the field otherwise.
     */
    async updateGoals(user: User, input: GoalsSettings): Promise<GoalsSettings> {
      const schema = user.role === 'mentor' ? MentorGoalAnswers : MenteeGoalAnswers;
      const parsed = schema.safeParse(input);
      if (!parsed.success) {
        throw new AppError(
          'general_argument_invalid',
          validationMessage(parsed.error.issues[0], 'body'),
        );
      }
      const other = parsed.data.other?.trim();
      return goals(
        await saveProfile(user, { goal: parsed.data.goal, goalOther: other ? other : null }),
      );
    },

    /** A mentor's niche, skills text, certification and Ask an Expert opt-in. */
    async getExpertise(user: User): Promise<ExpertiseSettings> {
      const found = await profiles.mentor.settings(user.id);
      if (!found) throw new AppError('general_forbidden', NO_PROFILE);
      return expertise(found);
    },

    /** Save a mentor's expertise; the directory and public profile reflect it at once. */
    async updateExpertise(user: User, input: ExpertiseSettings): Promise<ExpertiseSettings> {
      const other = input.certificationOther?.trim();
      const saved = await profiles.mentor.updateSettings(user.id, {
        niche: input.niche,
        skillsText: input.skillsText,
        certification: input.certification,
        certificationOther: other ? other : null,
        expertOptIn: input.expertOptIn,
      });
      if (!saved) throw new AppError('general_forbidden', NO_PROFILE);
      return expertise(saved);
    },

    /** Whether circle member lists name the person, and the circles they are in. */
    async getCommunity(user: User): Promise<CommunitySettings> {
      const [person, joined] = await Promise.all([
        accounts.personSettings(user.id),
        circles.joinedBy(user.id),
      ]);
      return { showInMemberLists: person.showInMemberLists, circles: joined };
    },

    /** Save whether circle member lists name the person. */
    async updateCommunity(user: User, input: UpdateCommunitySettings): Promise<CommunitySettings> {
      const [person, joined] = await Promise.all([
        accounts.updatePersonSettings(user.id, { showInMemberLists: input.showInMemberLists }),
        circles.joinedBy(user.id),
      ]);
      return { showInMemberLists: person.showInMemberLists, circles: joined };
    },
  };
}

function expertise(p: {
  niche: string;
  skillsText: string;
  certification: string;
  certificationOther: string | null;
  expertOptIn: boolean;
}): ExpertiseSettings {
  return {
    niche: p.niche as ExpertiseSettings['niche'],
    skillsText: p.skillsText,
    certification: p.certification as ExpertiseSettings['certification'],
    ...(p.certificationOther ? { certificationOther: p.certificationOther } : {}),
    expertOptIn: p.expertOptIn,
  };
}
