import {
  ApiError,
  CompleteMfaChallenge,
  CreateMfaChallenge,
  MfaChallenge,
  MfaFactors,
  ProveSecondFactor,
  RecoveryCodes,
  Session,
  TotpSetup,
  VerifyTotp,
} from '@pathwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../../config.ts';
import { requireAuth, sessionCookieName, sessionCookieOptions } from '../../../lib/auth.ts';
import type { MfaService } from './service.ts';

const errors = {
  400: ApiError,
  401: ApiError,
  403: ApiError,
  404: ApiError,
  409: ApiError,
  429: ApiError,
};

/** Two-factor API under /api/account/mfa (docs/product.md#71-account-api, ADR 0018). */
export const mfaRoutes: FastifyPluginAsyncZod<{ config: Config; mfa: MfaService }> = async (
  app,
  { config, mfa },
) => {
  const tags = ['account'];

  app.get(
    '/account/mfa/factors',
    {
      schema: {
        tags,
        summary: 'Whether two-factor is on, and the recovery codes left',
        response: { 200: MfaFactors, ...errors },
      },
    },
    async (request) => mfa.factors(requireAuth(request).user.id),
  );

  app.post(
    '/account/mfa/authenticators/totp',
    {
      schema: {
        tags,
        summary: 'Start setting up TOTP: a new secret, its otpauth:// URI and QR code',
        response: { 201: TotpSetup, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await mfa.createTotp(requireAuth(request).user)),
  );

  app.put(
    '/account/mfa/authenticators/totp',
    {
      schema: {
        tags,
        summary: 'Turn TOTP on with a code from the app; mails the person',
        body: VerifyTotp,
        response: { 200: MfaFactors, ...errors },
      },
    },
    async (request) => mfa.enableTotp(requireAuth(request).user, request.body.otp),
  );

  app.delete(
    '/account/mfa/authenticators/totp',
    {
      schema: {
        tags,
        summary: 'Turn two-factor off with a code or a recovery code; mails the person',
        body: ProveSecondFactor,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await mfa.disableTotp(requireAuth(request).user, request.body.otp);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/account/mfa/recovery-codes',
    {
      schema: {
        tags,
        summary: 'The first ten recovery codes, shown once (two-factor must be on)',
        response: { 201: RecoveryCodes, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ recoveryCodes: await mfa.createRecoveryCodes(requireAuth(request).user) }),
  );

  app.patch(
    '/account/mfa/recovery-codes',
    {
      schema: {
        tags,
        summary: 'Ten new recovery codes (with a code from the app); the old ones stop working',
        body: ProveSecondFactor,
        response: { 200: RecoveryCodes, ...errors },
      },
    },
    async (request) => ({
      recoveryCodes: await mfa.regenerateRecoveryCodes(requireAuth(request).user, request.body.otp),
    }),
  );

  app.post(
    '/account/mfa/challenge',
    {
      config: { access: 'account', beforeSecondFactor: true },
      schema: {
        tags,
        summary: 'Ask for the second factor of the session waiting for it',
        body: CreateMfaChallenge,
        response: { 201: MfaChallenge, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await mfa.createChallenge(requireAuth(request), request.body.factor)),
  );

  app.put(
    '/account/mfa/challenge',
    {
      config: { access: 'account', beforeSecondFactor: true },
      schema: {
        tags,
        summary: 'Answer the challenge; the session becomes complete under a new cookie',
        body: CompleteMfaChallenge,
        response: { 200: Session, ...errors },
      },
    },
    async (request, reply) => {
      const { token, session } = await mfa.completeChallenge(requireAuth(request), request.body);
      reply.setCookie(
        sessionCookieName(config),
        token,
        sessionCookieOptions(config, new Date(session.expiresAt)),
      );
      return session;
    },
  );
};
