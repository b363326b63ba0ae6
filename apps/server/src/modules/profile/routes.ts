import {
  ApiError,
  PhotoParams,
  Profile,
  PROFILE_PHOTO_MAX_BYTES,
  ProfilePhoto,
  UpdateProfile,
} from '@pathwise/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../lib/auth.ts';
import { AppError } from '../../lib/errors.ts';
import { acceptUploads, UPLOAD_FIELD, withUploadedFile } from '../../lib/upload.ts';
import type { ProfileOwner, ProfileService } from './service.ts';

const errors = { 400: ApiError, 401: ApiError, 403: ApiError };

/** A year, in seconds: stored photos never change (a new photo gets a new address). */
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The signed-in person with a finished onboarding, as a profile owner. */
function ownerOf(request: FastifyRequest): { owner: ProfileOwner; name: string } {
  const { user } = requireAuth(request);
  if (!user.onboarded || (user.role !== 'mentor' && user.role !== 'mentee')) {
    throw new AppError(
      'general_forbidden',
      'Finish onboarding first: your profile is made from your onboarding answers.',
    );
  }
  return { owner: { id: user.id, role: user.role }, name: user.name };
}

/**
 * Settings → Profile under /api (docs/product.md#1115-settings-that-save): the person's own profile, their photo, and the
 * public photo files. The photo upload takes its file the one way (`lib/upload.ts`).
 */
export const profileRoutes: FastifyPluginAsyncZod<{ profile: ProfileService }> = async (
  app,
  { profile },
) => {
  await acceptUploads(app, PROFILE_PHOTO_MAX_BYTES);

  app.get(
    '/profile',
    {
      schema: {
        tags: ['profile'],
        summary: "The signed-in person's profile (Settings → Profile) with its completeness",
        response: { 200: Profile, ...errors },
      },
    },
    async (request) => {
      const { owner, name } = ownerOf(request);
      return profile.get(owner, name);
    },
  );

  app.put(
    '/profile',
    {
      schema: {
        tags: ['profile'],
        summary:
          "Save Settings → Profile; a mentor's profile is what the directory and the public profile show at once",
        body: UpdateProfile,
        response: { 200: Profile, ...errors },
      },
    },
    async (request) => {
      const { owner, name } = ownerOf(request);
      return profile.update(owner, name, request.body);
    },
  );

  app.post(
    '/profile/photo',
    {
      schema: {
        tags: ['profile'],
        summary: `Upload a profile photo (multipart, field \`${UPLOAD_FIELD}\`): JPEG, PNG or WebP by content, at most 5 MB; stored as a 512 px square`,
        consumes: ['multipart/form-data'],
        response: { 201: ProfilePhoto, ...errors, 413: ApiError, 415: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      const { owner } = ownerOf(request);
      const photoPath = await withUploadedFile(request, 'photo', (file) =>
        profile.uploadPhoto(owner, file),
      );
      return reply.code(201).send({ photoPath });
    },
  );

  app.delete(
    '/profile/photo',
    {
      schema: {
        tags: ['profile'],
        summary: 'Remove the profile photo (the initials tile shows instead)',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { owner } = ownerOf(request);
      await profile.removePhoto(owner);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/photos/:file',
    {
      config: { access: 'public' },
      schema: {
        tags: ['profile'],
        summary:
          'A profile photo (public: shown on directory cards), WebP, cached for a year (a new photo gets a new address)',
        params: PhotoParams,
        response: { 200: z.any(), 404: ApiError },
      },
    },
    async (request, reply) => {
      const stream = await profile.openPhoto(request.params.file);
      if (!stream) throw new AppError('general_route_not_found', 'No such photo.');
      return reply
        .header('content-type', 'image/webp')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', `public, max-age=${ONE_YEAR_S}, immutable`)
        .send(stream);
    },
  );
};
