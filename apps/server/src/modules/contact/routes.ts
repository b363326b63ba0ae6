import { ApiError, ContactMessageReceipt, CreateContactMessage } from '@pathwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../jobs/mail-job.ts';
import { createContactService } from './service.ts';

/** `POST /api/contact`: the /contact form (issue "Public site and discovery"). Public. */
export const contactRoutes: FastifyPluginAsyncZod<{
  config: Config;
  database: Database;
  mailer: Mailer;
}> = async (app, { config, database, mailer }) => {
  const contact = createContactService({ config, database, mailer, log: app.log });

  app.post(
    '/contact',
    {
      config: { access: 'public' },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to support: stored, then mailed to SUPPORT_EMAIL',
        body: CreateContactMessage,
        response: { 201: ContactMessageReceipt, 400: ApiError, 403: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => reply.code(201).send(await contact.submit(request.body, request.ip)),
  );
};
