import { MENTEE_EXPERIENCES, MENTEE_GOALS, QUALITY_SKILLS } from '@pathwise/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../modules/account/schema.ts';
import { menteeProfiles, mentorProfiles } from '../../modules/profiles/schema.ts';
import { DEMO_MENTEE_EMAIL, DEMO_MENTOR_EMAIL } from './demo-accounts.ts';
import type { DemoSeeder } from './types.ts';

/**
 * The demo accounts' Settings → Profile (docs/product.md#13-demo-content: the demo mentor has a
 * photo and a full profile): Sofia Lindqvist's portrait, status, industry and links, and Jordan
 * Rivera's job title and links. Runs after the bookings seeder, which creates both accounts
 * (only when `DEMO_PASSWORD` is set); without them it does nothing.
 */
export const profilesSeeder: DemoSeeder = {
  name: 'profiles',
  async run(tx) {
    const idOf = async (email: string) =>
      (await tx.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1))[0]
        ?.id;
    const mentorId = await idOf(DEMO_MENTOR_EMAIL);
    if (mentorId) {
      await tx.db
        .update(mentorProfiles)
        .set({
          photoPath: '/images/mentors/sofia-lindqvist.svg',
          employmentStatus: 'employed',
          industry: 'tech',
          yearsExperience: 11,
          profileLinks: {
            portfolio: 'https://portfolio.example/sofia-lindqvist',
            linkedin: 'https://www.linkedin.com/in/sofia-lindqvist-example',
            website: 'https://sofia-lindqvist.example',
            github: 'https://github.com/sofia-lindqvist-example',
          },
        })
        .where(eq(mentorProfiles.userId, mentorId));
    }
    const menteeId = await idOf(DEMO_MENTEE_EMAIL);
    if (menteeId) {
      // The bookings seeder writes Jordan's onboarding answers only; Confirm would also have
      // written this row (the answers of index 0 there), which the profile reads.
      const profile = {
        headline: 'Junior Product Designer',
        company: 'Brightline Studio',
        employmentStatus: 'employed',
        industry: 'tech',
        languages: ['en', 'es'],
        profileLinks: { portfolio: 'https://portfolio.example/jordan-rivera' },
      };
      await tx.db
        .insert(menteeProfiles)
        .values({
          userId: menteeId,
          bioRole: 'professional',
          about: 'Growing into my next role: from junior to mid-level product designer.',
          experience: MENTEE_EXPERIENCES[0],
          timeline: '3_6_months',
          numberOfSessions: 4,
          frequency: 2,
          period: 'monthly',
          skills: QUALITY_SKILLS.slice(0, 3),
          traits: [],
          goal: MENTEE_GOALS[0],
          ...profile,
        })
        .onConflictDoUpdate({ target: menteeProfiles.userId, set: profile });
    }
  },
};
