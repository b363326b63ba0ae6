import {
  PROFILE_LINK_KEYS,
  PROFILE_PHOTO_MAX_BYTES,
  PROFILE_PHOTO_MEDIA_TYPES,
  PROFILE_PHOTO_SIZE,
  PROFILE_SKILL_OPTIONS,
  PROFILE_SKILLS_MAX_BY_ROLE,
  profileCompleteness,
  type Profile,
  type UpdateProfile,
} from '@pathwise/contracts';
import type { ReadStream } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { IncomingFile } from '../../lib/upload.ts';
import { createRateLimit } from '../../lib/rate-limit.ts';
import { createUploadStore, type UploadStore } from '../../lib/upload-store.ts';
import type { BookingsService } from '../bookings/service.ts';
import type { ProfilesService } from '../profiles/service.ts';

/**
 * Settings → Profile and the profile pages (docs/product.md#1115-settings-that-save): reads
 * and writes a person's own profile through the profiles module, which owns
 * `mentor_profiles` and `mentee_profiles` (ADR 0016), and keeps their photo. This module
 * owns no table; it owns the photo files, stored like the booking attachments (random keys
 * in `UPLOADS_DIR/photos`, see `lib/upload-store.ts`).
 */
export type ProfileService = ReturnType<typeof createProfileService>;

/** Where stored photos are served: `GET /api/photos/<key>.webp` (public, cached for a year). */
export const PHOTO_URL_PREFIX = '/api/photos/';

/** Photo uploads one person may make per hour (each is decoded and resized: CPU work). */
export const PHOTO_UPLOADS_PER_HOUR = 30;

/** Largest image accepted, in pixels (a 40-megapixel photo; guards against decompression bombs). */
const MAX_INPUT_PIXELS = 40_000_000;

const ALLOWED: ReadonlySet<string> = new Set(PROFILE_PHOTO_MEDIA_TYPES);

/** The signed-in person as the profile needs them: id and finished-onboarding role. */
export interface ProfileOwner {
  id: string;
  role: 'mentor' | 'mentee';
}

/** The storage key of a photo path this module made, or null (e.g. a demo's `/images/…`). */
export function photoKeyOf(photoPath: string | null): string | null {
  if (!photoPath?.startsWith(PHOTO_URL_PREFIX)) return null;
  const match = /^([0-9a-f]{48})\.webp$/.exec(photoPath.slice(PHOTO_URL_PREFIX.length));
  return match ? match[1]! : null;
}

/**
 * Crop `input` to a centred square and resize it to {@link PROFILE_PHOTO_SIZE} pixels a side
 * as WebP, turned upright by its EXIF orientation, metadata (location…) dropped.
 * sharp (and libvips, some 7 MB resident) is loaded on the first photo, not at start-up
 * (docs/performance.md: idle memory).
 * @throws what sharp throws for a file it cannot decode.
 */
export async function squarePhoto(input: string | Buffer): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(PROFILE_PHOTO_SIZE, PROFILE_PHOTO_SIZE, { fit: 'cover', position: 'attention' })
    .webp({ quality: 82 })
    .toBuffer();
}

const notOnboarded = () =>
  new AppError(
    'general_forbidden',
    'Finish onboarding first: your profile is made from your onboarding answers.',
  );
const badType = () => new AppError('photo_type_not_allowed', 'Upload a JPEG, PNG or WebP image.');

/** Build the profile service on the owning modules' services. */
export function createProfileService(deps: {
  config: Config;
  database: Database;
  profiles: Pick<ProfilesService, 'mentor' | 'mentee'>;
  /** Whether a mentor set weekly hours (the completeness names them first). */
  bookings: Pick<BookingsService, 'hasWeeklyHours'>;
  /** Where photos go (default: `config.uploadsDir/photos`). */
  store?: UploadStore;
}) {
  const { profiles, bookings } = deps;
  const store = deps.store ?? createUploadStore(path.join(deps.config.uploadsDir, 'photos'));
  const uploads = createRateLimit(
    deps.database.pool,
    'profile_photo_uploads',
    PHOTO_UPLOADS_PER_HOUR,
    deps.config.rateLimits.enabled,
  );

  /**
   * The stored profile of `owner`, or throws 403 when onboarding wrote none. `name` is the
   * account's name (`users.name`), the one owner of a person's name (ADR 0016).
   */
  async function read(owner: ProfileOwner, name: string): Promise<Profile> {
    const mentor = owner.role === 'mentor' ? await profiles.mentor.find(owner.id) : null;
    const row = mentor ?? (owner.role === 'mentee' ? await profiles.mentee.find(owner.id) : null);
    if (!row) throw notOnboarded();
    const links = Object.fromEntries(
      PROFILE_LINK_KEYS.map((key) => [key, row.profileLinks[key] ?? '']),
    ) as Profile['links'];
    const fields = {
      hasWeeklyHours: mentor ? await bookings.hasWeeklyHours(owner.id) : false,
      photoPath: row.photoPath,
      headline: row.headline ?? '',
      company: row.company ?? '',
      yearsExperience: mentor?.yearsExperience ?? null,
      languages: row.languages as Profile['languages'],
      about: row.about,
      skills: row.skills,
    };
    return {
      id: owner.id,
      role: owner.role,
      name,
      ...fields,
      employmentStatus: row.employmentStatus as Profile['employmentStatus'],
      industry: row.industry as Profile['industry'],
      links,
      status: mentor?.status ?? null,
      completeness: profileCompleteness(owner.role, fields),
    };
  }

  /** Set the owner's photo path; returns the previous one (undefined: no profile). */
  function replacePhoto(owner: ProfileOwner, photoPath: string | null) {
    return owner.role === 'mentor'
      ? profiles.mentor.replacePhoto(owner.id, photoPath)
      : profiles.mentee.replacePhoto(owner.id, photoPath);
  }

  /** Remove the file behind `photoPath` when it is one of ours. */
  async function removeFile(photoPath: string | null | undefined) {
    const key = photoKeyOf(photoPath ?? null);
    if (key) await store.remove(key);
  }

  return {
    store,

    /**
     * `GET /api/profile`: the signed-in person's profile with its completeness.
     * @throws AppError 403 `general_forbidden` before onboarding is finished.
     */
    get: read,

    /**
     * `PUT /api/profile`: save the Profile tab. Skills must be the role's options (a mentor's
     * are the directory's tags, so the Skills filter finds them) and at most the role's
     * number; years of experience are a mentor's only. A mentor's save is what the directory
     * and the public profile show at once (the update raises the directory version).
     * @throws AppError 400 `general_argument_invalid` naming `skills`; 403 before onboarding.
     */
    async update(owner: ProfileOwner, name: string, body: UpdateProfile): Promise<Profile> {
      const options: readonly string[] = PROFILE_SKILL_OPTIONS[owner.role];
      const unknown = body.skills.find((skill) => !options.includes(skill));
      if (unknown !== undefined) {
        throw new AppError(
          'general_argument_invalid',
          `Invalid \`skills\` param: "${unknown}" is not one of the skills offered.`,
        );
      }
      const max = PROFILE_SKILLS_MAX_BY_ROLE[owner.role];
      if (body.skills.length > max) {
        throw new AppError(
          'general_argument_invalid',
          `Invalid \`skills\` param: choose at most ${max} skills.`,
        );
      }
      const links = Object.fromEntries(
        PROFILE_LINK_KEYS.filter((key) => body.links[key] !== '').map((key) => [
          key,
          body.links[key],
        ]),
      );
      const common = {
        headline: body.headline || null,
        company: body.company || null,
        employmentStatus: body.employmentStatus,
        industry: body.industry,
        about: body.about,
        skills: body.skills,
        profileLinks: links,
      };
      const saved =
        owner.role === 'mentor'
          ? await profiles.mentor.update(owner.id, {
              ...common,
              yearsExperience: body.yearsExperience,
            })
          : await profiles.mentee.update(owner.id, common);
      if (!saved) throw notOnboarded();
      return read(owner, name);
    },

    /**
     * `POST /api/profile/photo`: check, square and store a new photo, then point the profile
     * at it and remove the previous one. The upload is written to a temporary file first:
     * over {@link PROFILE_PHOTO_MAX_BYTES} (the parser cuts it silently) → 413, not a JPEG,
     * PNG or WebP by content (or undecodable) → 415; every refusal leaves no file behind.
     * @returns the new photo's path (`/api/photos/<key>.webp`).
     * @throws AppError 413 `general_payload_too_large`, 415 `photo_type_not_allowed`, 403
     *   before onboarding, 429 `general_rate_limit_exceeded` past
     *   {@link PHOTO_UPLOADS_PER_HOUR} uploads an hour.
     */
    async uploadPhoto(owner: ProfileOwner, file: IncomingFile): Promise<string> {
      await uploads.consume(owner.id);
      const exists =
        owner.role === 'mentor'
          ? await profiles.mentor.find(owner.id)
          : await profiles.mentee.find(owner.id);
      if (!exists) throw notOnboarded();
      const upload = await store.save(file.stream);
      let squared: Buffer;
      try {
        if (file.truncated() || upload.sizeBytes > PROFILE_PHOTO_MAX_BYTES) {
          throw new AppError(
            'general_payload_too_large',
            `A photo may be at most ${PROFILE_PHOTO_MAX_BYTES / (1024 * 1024)} MB.`,
          );
        }
        // file-type (and its parsers) loads with the first upload, not at start-up.
        const { fileTypeFromFile } = await import('file-type');
        const detected = await fileTypeFromFile(store.pathOf(upload.key));
        if (!detected || !ALLOWED.has(detected.mime)) throw badType();
        try {
          squared = await squarePhoto(store.pathOf(upload.key));
        } catch {
          throw badType();
        }
      } finally {
        await store.remove(upload.key);
      }
      const stored = await store.save(Readable.from(squared));
      const photoPath = `${PHOTO_URL_PREFIX}${stored.key}.webp`;
      let previous: string | null | undefined;
      try {
        previous = await replacePhoto(owner, photoPath);
      } catch (err) {
        await store.remove(stored.key);
        throw err;
      }
      if (previous === undefined) {
        await store.remove(stored.key);
        throw notOnboarded();
      }
      await removeFile(previous);
      return photoPath;
    },

    /**
     * `DELETE /api/profile/photo`: remove the photo (the fallback tile shows again).
     * @throws AppError 403 before onboarding.
     */
    async removePhoto(owner: ProfileOwner): Promise<void> {
      const previous = await replacePhoto(owner, null);
      if (previous === undefined) throw notOnboarded();
      await removeFile(previous);
    },

    /**
     * A stored photo's bytes for `GET /api/photos/:file`, or null when there is none.
     * Photos are public: they are shown on the directory's cards.
     */
    async openPhoto(file: string) {
      const key = photoKeyOf(`${PHOTO_URL_PREFIX}${file}`);
      if (!key) return null;
      const stream = store.open(key);
      return new Promise<ReadStream | null>((resolve) => {
        stream.once('open', () => resolve(stream));
        stream.once('error', () => resolve(null));
      });
    },
  };
}
