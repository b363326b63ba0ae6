import {
  ApiError,
  Attachment,
  ATTACHMENT_MAX_BYTES,
  AttachmentParams,
  BookingParams,
} from '@pathwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../lib/auth.ts';
import { acceptUploads, UPLOAD_FIELD, withUploadedFile } from '../../lib/upload.ts';
import { attachmentDisposition, type AttachmentsService } from './attachments.ts';

const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError };

/**
 * Session attachments under /api (docs/product.md#124-sessions). `@fastify/multipart` is
 * registered here alone (this plugin is encapsulated), so no other route parses multipart
 * bodies: one file of at most {@link ATTACHMENT_MAX_BYTES}, a few small fields. Uploads are
 * state-changing requests, so the app's origin check (`lib/origin.ts`) refuses them from
 * another site like every other POST.
 */
export const attachmentsRoutes: FastifyPluginAsyncZod<{ attachments: AttachmentsService }> = async (
  app,
  { attachments },
) => {
  await acceptUploads(app, ATTACHMENT_MAX_BYTES);

  app.post(
    '/bookings/:id/attachments',
    {
      schema: {
        tags: ['bookings'],
        summary: `Attach a file to a session (multipart, field \`${UPLOAD_FIELD}\`): PDF, image or office document, at most 10 MB, 20 per session, the type checked by content`,
        consumes: ['multipart/form-data'],
        params: BookingParams,
        response: {
          201: Attachment,
          ...errors,
          409: ApiError,
          413: ApiError,
          415: ApiError,
        },
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const stored = await withUploadedFile(request, 'file', (file) =>
        attachments.upload(user.id, request.params.id, file),
      );
      return reply.code(201).send(stored);
    },
  );

  app.get(
    '/bookings/:id/attachments/:attachmentId',
    {
      schema: {
        tags: ['bookings'],
        summary:
          'Download an attachment (participants only): `Content-Disposition: attachment`, `nosniff`, never cached',
        params: AttachmentParams,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const file = await attachments.download(
        user.id,
        request.params.id,
        request.params.attachmentId,
      );
      return reply
        .header('content-type', file.mediaType)
        .header('content-length', String(file.sizeBytes))
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );

  app.delete(
    '/bookings/:id/attachments/:attachmentId',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Remove an attachment (the person who attached it)',
        params: AttachmentParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      await attachments.remove(user.id, request.params.id, request.params.attachmentId);
      return reply.code(204).send(null);
    },
  );
};
