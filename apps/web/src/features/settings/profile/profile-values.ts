import type { Profile, UpdateProfile } from '@pathwise/contracts';
import type { z } from 'zod';

/** The profile form's input values (before zod's transforms), as react-hook-form holds them. */
export type FormValues = z.input<typeof UpdateProfile>;

/** The form's values of a saved profile. */
export function toValues(profile: Profile): UpdateProfile {
  return {
    headline: profile.headline,
    company: profile.company,
    employmentStatus: profile.employmentStatus,
    industry: profile.industry,
    about: profile.about,
    skills: profile.skills,
    links: profile.links,
    yearsExperience: profile.yearsExperience,
  };
}

/** The field a server's `Invalid \`links.website\` param: …` message names, if any. */
export function fieldOfMessage(message: string): string | null {
  return /^Invalid `([^`]+)` param/.exec(message)?.[1] ?? null;
}

/** `{ 'links.website': message }` of react-hook-form's nested errors. */
export function flatten(errors: object, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || key === 'ref') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const { message } = value as { message?: unknown };
    if (typeof message === 'string') out[path] = message;
    else Object.assign(out, flatten(value as object, path));
  }
  return out;
}
